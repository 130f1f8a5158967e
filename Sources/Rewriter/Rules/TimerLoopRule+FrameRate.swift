/// docs/BEHAVIOUR.md "Continuous motion": a timer that fires at about the frame rate (every
/// 0.1 s or faster) and writes what a view places, turns or draws with (`.position`, `.offset`,
/// `.rotationEffect`, a `Canvas`) is an animation written by hand: balls falling under gravity,
/// a record turning one degree per tick. No animation drives it, so no other rule leaves its
/// states to the timer-loop rule; they are found here, from the timer itself.
extension TimerLoopRule {
    /// The longest interval, in seconds, of a timer that animates by hand.
    static let frameInterval = 0.1

    /// The states of `host` that the frame-rate timer `call` (whose closure opens at `closure`)
    /// moves a view with, or nil when it is no such timer or moves nothing.
    static func frameTimerStates(_ call: CallSite, closure: Int, host: HostInfo, context: RuleContext) -> Set<String>? {
        let file = context.file
        // A method that calls itself again from an app's own delay helper (`runAsync(after:) { step() }`)
        // loops as one re-scheduled with `asyncAfter` does.
        let reschedules = !timerCalls.contains(call.name)
        guard repeats(call, in: file) || reschedules else { return nil }
        // `.task { while true { …; try await Task.sleep(…) } }` steps its states for as long as the view is shown.
        if call.name != "task", !reschedules {
            guard let interval = interval(of: call, host: host, context: context), interval <= frameInterval else { return nil }
        }
        // A reading of its own: the rule's reading of the same closure is made once these states are known.
        var work = TimerWork(context: context)
        var states = work.of(closure...file.partner[closure], host: host).states
        states.formUnion(inoutStates(in: closure...file.partner[closure], host: host, file: file))
        let moving = states.filter { state in
            context.index.readsThroughProperties(of: state, in: host).contains { read in
                switch read.effect {
                case .motionModifier, .layout: return true
                case .unknown: return read.file == context.fileIndex && isDrawn(read.index, in: file)
                default: return false
                }
            }
        }
        return moving.isEmpty ? nil : Set(moving)
    }

    /// The calls of the file, other than the timers the rule knows, whose closure calls again the
    /// method they are in (`func updateDegree() { runAsync(after: 0.1) { …; updateDegree() } }`):
    /// an app's own delay helper re-scheduling a step. Looked for only in the file's methods that
    /// call themselves.
    static func selfReschedulingCalls(_ context: RuleContext) -> [CallSite] {
        let file = context.file
        var found: [CallSite] = []
        for type in context.structure.types {
            for member in type.members where member.kind == .func {
                // One look over the method's own body: does it call itself at all?
                guard let name = member.name, let body = FileFacts.bodyBrace(of: member, in: file),
                      file.partner[body] > body, file.closure(at: body, callsOwnMethod: name) else { continue }
                for call in ValueSources.slice(context.structure.calls, by: { $0.nameIndex }, from: body, to: file.partner[body]) {
                    guard !timerCalls.contains(call.name), call.name != "withAnimation", call.name.first?.isLowercase == true,
                          let closure = closure(of: call, in: file), file.closure(at: closure, callsOwnMethod: name) else { continue }
                    found.append(call)
                }
            }
        }
        return found
    }

    /// The `.task { … }` modifiers written with a trailing closure alone whose closure sleeps in
    /// an endless loop, as calls (found in one pass, only in files that spell `while true`).
    static func trailingClosureTasks(in file: SourceFile) -> [CallSite] {
        guard file.bytesContain(Array("while true".utf8), anchor: 6) else { return [] }
        var tasks: [CallSite] = []
        for index in 1..<max(1, file.count - 1) where file.kind(index + 1) == .openBrace && file.kind(index - 1) == .dot && file.isIdentifier(index, "task") {
            guard sleepsInAnEndlessLoop(index + 1, in: file) else { continue }
            tasks.append(CallSite(name: "task", style: .member, nameIndex: index, open: index + 1, close: index + 1, arguments: [], trailingClosure: index + 1))
        }
        return tasks
    }

    /// Whether the closure opening at `open` runs `while true { … sleep(…) … }`: a loop that
    /// steps until the task is cancelled, when the view goes away.
    static func sleepsInAnEndlessLoop(_ open: Int, in file: SourceFile) -> Bool {
        let close = file.partner[open]
        guard close > open else { return false }
        var index = open + 1
        while index + 2 < close {
            if file.isIdentifier(index, "while"), file.isIdentifier(index + 1, "true"), file.kind(index + 2) == .openBrace {
                let body = index + 2
                for inner in body..<file.partner[body] where file.isIdentifier(inner, "sleep") && file.kind(inner + 1) == .openParen {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// The seconds between ticks: `scheduledTimer(withTimeInterval: 0.016, …)`, or the
    /// `Timer.publish(every: 0.01, …)` a received property holds; a name is followed to the
    /// host's property with a number for its value (`rotationSpeed = 0.01`).
    private static func interval(of call: CallSite, host: HostInfo, context: RuleContext) -> Double? {
        let file = context.file
        if call.name == "scheduledTimer" {
            guard let argument = call.arguments.first(where: { $0.label == "withTimeInterval" || $0.label == "timeInterval" }),
                  argument.first == argument.last else { return nil }
            return number(at: argument.first, host: host, context: context)
        }
        guard call.name == "onReceive", let publisher = call.arguments.first else { return nil }
        // `Timer.publish(every: 0.02, …)` written in place, or held by a property.
        var range = publisher.first...publisher.last
        if publisher.first == publisher.last {
            guard file.kind(publisher.first) == .identifier, let property = host.sources.properties[file.text(publisher.first)],
                  property.file == context.fileIndex, let value = property.value else { return nil }
            range = value
        }
        for index in range where file.isIdentifier(index, "every") && file.kind(index + 1) == .colon {
            return number(at: index + 2, host: host, context: context)
        }
        return nil
    }

    /// The number at `index`, or the number a host property named there is set to.
    private static func number(at index: Int, host: HostInfo, context: RuleContext) -> Double? {
        let file = context.file
        if file.kind(index) == .number { return Double(file.text(index).replacingOccurrences(of: "_", with: "")) }
        guard file.kind(index) == .identifier, let property = host.sources.properties[file.text(index)],
              property.file == context.fileIndex, let value = property.value, value.lowerBound == value.upperBound,
              file.kind(value.lowerBound) == .number else { return nil }
        return Double(file.text(value.lowerBound).replacingOccurrences(of: "_", with: ""))
    }

    /// Host states handed `inout` to the host's own methods (`updateBall(&ball, &velocity)`):
    /// the method writes them.
    private static func inoutStates(in range: ClosedRange<Int>, host: HostInfo, file: SourceFile) -> Set<String> {
        var states: Set<String> = []
        for index in range where file.kind(index) == .operator && file.isText(index, "&") && file.kind(index + 1) == .identifier {
            let name = file.text(index + 1)
            if case .state? = host.sources.properties[name]?.declaration { states.insert(name) }
        }
        return states
    }

    /// Whether the read is inside a `Canvas { context, size in … }`, which draws with it.
    private static func isDrawn(_ index: Int, in file: SourceFile) -> Bool {
        var open = file.enclosing[index]
        var steps = 0
        while open >= 0, steps < 16 {
            steps += 1
            if file.kind(open) == .openBrace, let call = file.callName(owning: open), file.isText(call, "Canvas") { return true }
            open = file.enclosing[open]
        }
        return false
    }
}

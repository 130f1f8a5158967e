/// docs/BEHAVIOUR.md "Continuous motion": a loop started by code — a `Timer`, a publisher received with
/// `onReceive`, a method that re-schedules itself with `asyncAfter` — keeps moving a view. Its
/// values have no neutral (a loader's poses), so the modifiers keep them and their animations
/// stay; instead the timer's work is skipped under Reduce Motion and the view stays at rest.
public struct TimerLoopRule: Rule {
    public static let description = RuleDescription(
        id: "timer-loop",
        summary: "Skips the work of a timer that keeps moving a view (a loader's steps, a ticking offset) when Reduce Motion is on, so the view stays at rest.",
        // A timer loop needs the host's states and what reads them: its examples are the golden
        // fixture TimerLoop, which the golden test checks (output, second run, type-check).
        examples: [],
        untouched: [
            "Text(\"\\(seconds)\").onReceive(ticker) { _ in seconds += 1 }",
            "Text(\"A\").onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in refresh() } }",
        ])

    public init() {}

    /// The calls whose closure is a timer's work.
    static let timerCalls = ["scheduledTimer", "onReceive", "asyncAfter", "sink", "task"]

    public func apply(_ context: RuleContext) {
        let file = context.file
        // A timer at the frame rate moves views with no animation: its states are found here.
        let mayAnimateByHand = file.bytesContain(Array("Timer".utf8), anchor: 0) || file.bytesContain(Array("while true".utf8), anchor: 6)
        let reschedulers = TimerLoopRule.selfReschedulingCalls(context)
        guard context.hasTimerStates || mayAnimateByHand || !reschedulers.isEmpty else { return }
        let rule = Self.description.id
        var work = TimerWork(context: context)
        // Closures whose work is skipped (by this run or already): timers inside them never start.
        var skipped: [ClosedRange<Int>] = []
        var stopped: [String: (host: HostInfo, states: Set<String>)] = [:]
        var leftMoving: [String: Set<String>] = [:]
        var oneOffSteps: [(closure: Int, hostKey: String, states: Set<String>)] = []
        var unskippableStarts: Set<String> = []
        let implicitAnimations = ImplicitAnimations(context)
        // `.task { while true { … } }` written with its closure alone is no call the structure lists.
        let sleepingTasks = mayAnimateByHand ? TimerLoopRule.trailingClosureTasks(in: file) : []
        work.delayHelpers = Set(reschedulers.map(\.name))
        for call in context.calls(named: Self.timerCalls, styles: [.member, .plain]) + sleepingTasks + reschedulers {
            guard let closure = TimerLoopRule.closure(of: call, in: file) else { continue }
            // A `.task` is a loop only when it sleeps in an endless `while` (`TimerLoopRule+FrameRate`).
            if call.name == "task", !TimerLoopRule.repeats(call, in: file) { continue }
            if skipped.contains(where: { $0.contains(closure) }) { continue }
            guard case .host(let host) = context.placement(at: call.nameIndex) else { continue }
            var byHand: Set<String> = []
            if mayAnimateByHand || !reschedulers.isEmpty, let states = TimerLoopRule.frameTimerStates(call, closure: closure, host: host, context: context) {
                context.leaveToTimer(states, host: host)
                work.byHand.formUnion(states)
                byHand = states
            }
            guard let timed = context.timerStates(of: host) else { continue }
            // The loop's entry: the closure of a repeating timer or a publisher; the method a
            // one-off timer calls again (it re-schedules itself). A one-off step of a sequence is
            // no loop: skipping it could skip the step that sets the view back.
            var entry: Int
            var startsBefore = false
            if TimerLoopRule.repeats(call, in: file) {
                // A closure that only calls a method of the host (`{ _ in animate() }`): the loop's
                // entry is that method, which the view often also calls once before the timer.
                // A method the view also calls elsewhere (a swipe's `advance(forward:)`) is the
                // user's too: the loop's entry stays the timer's closure, so only the repeats stop.
                if let name = TimerLoopRule.onlyCall(in: closure, file: file), let method = host.sources.methods[name],
                   method.file == context.fileIndex, let body = method.value,
                   !TimerLoopRule.isCalledOutside(closure, orBlockOf: call, name: name, context: context) {
                    entry = body.lowerBound - 1
                } else {
                    entry = closure
                }
                // A first step written before the timer in the block that schedules it (a first
                // sweep, a first flip) moves once even with the repeats stopped: the loop starts
                // with that block (blind review: the first cycle still played).
                // A first step that calls the loop's own method (`swing(); Timer… { swing() }`) is
                // stopped by the guard in that method.
                let ownMethod = entry == closure ? nil : TimerLoopRule.onlyCall(in: closure, file: file)
                // A first state set without animation (`bar.toggle()`, no `.animation` reads it) is
                // the view's set-up, not a first step: skipping it would leave the view unfinished.
                if let block = TimerLoopRule.enclosingBlock(of: call.nameIndex, in: file), block + 1 < call.nameIndex,
                   ownMethod.map({ !TimerLoopRule.ownCalls(in: (block + 1)..<call.nameIndex, file: file).contains($0) }) ?? true,
                   case let first = work.of((block + 1)...(call.nameIndex - 1), host: host).states, !first.isDisjoint(with: timed),
                   TimerLoopRule.animates((block + 1)..<call.nameIndex, states: first, implicitly: implicitAnimations, in: file) {
                    entry = block
                    startsBefore = true
                }
            } else if let method = context.reschedulingMethod(of: call, closure: closure) {
                entry = method
            } else if work.of(closure...file.partner[closure], host: host).startsLoop {
                // A one-off timer that starts a repeating one (after a first pose) kicks the loop off.
                entry = closure
            } else {
                // A one-off step: still moving unless a loop skipped below holds it (`animate()`
                // whose steps are `asyncAfter`s before the one that calls it again).
                let done = work.of(closure...file.partner[closure], host: host)
                oneOffSteps.append((closure, host.key, done.states.intersection(timed)))
                continue
            }
            if let method = context.structure.innermostType(containing: call.nameIndex)
                .flatMap({ context.structure.member(of: $0, containing: call.nameIndex) })?.name, unskippableStarts.contains(method) {
                leftMoving[host.key, default: []].formUnion(timed)
                continue
            }
            let body = entry...file.partner[entry]
            let done = work.of(body, host: host)
            // What a frame-rate timer moves was read from its own closure (`inout` writes included).
            let moving = done.states.union(byHand).intersection(timed)
            guard !moving.isEmpty else { continue }
            // The site is where the guard goes: the timer call, the entry method's name, or the
            // call whose closure schedules the timer after a first step (`.onAppear`).
            let starter = startsBefore ? file.callName(owning: entry) : nil
            let site = entry == closure ? call.nameIndex : starter ?? TimerLoopRule.methodName(before: entry, in: file) ?? call.nameIndex
            let description = entry == closure ? TimerLoopRule.describe(call)
                : starter != nil ? "\(TimerLoopRule.describe(call)) with the first step before it" : "'\(file.text(site))()'"
            if context.startsWithReduceMotionGuard(entry, propertyName: host.propertyName)
                || context.isUnderReduceMotionCondition(call.nameIndex, propertyName: host.propertyName) {
                skipped.append(body)
                stopped[host.key, default: (host, [])].states.formUnion(done.states)
                if context.isNoted(site, rule: rule) {
                    context.record(site: site, rule: rule, action: .handled, reason: .readsSetting, message: "\(description) already reads Reduce Motion")
                }
                continue
            }
            // The block that schedules the timer may be a closure too (`.onAppear { … }`): its signature comes first.
            let blockCall = entry == closure ? call : startsBefore ? file.callName(owning: entry).flatMap(context.call(at:)) : nil
            guard done.isSafeToSkip, let insertion = TimerLoopRule.guardInsertion(open: entry, call: blockCall, in: file, propertyName: host.propertyName),
                  let editHost = context.hostForEditing(site: site, rule: rule, expression: nil, description: description) else {
                leftMoving[host.key, default: []].formUnion(moving)
                // A first step that cannot be skipped starts the loop in the methods it calls:
                // stopping only their repeats would still play that step (blind review).
                if entry == closure, !TimerLoopRule.repeats(call, in: file) {
                    unskippableStarts.formUnion(TimerLoopRule.ownCalls(in: closure, file: file))
                }
                continue
            }
            let names = moving.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let what = entry == closure ? "keeps changing" : "runs again and again on a timer, changing"
            context.recordFix(site: site, rule: rule, review: true,
                              message: "\(description) \(what) \(names), which moves the view: its work is skipped when Reduce Motion is on, so the view stays at rest")
            context.insert(insertion.text, at: insertion.offset, rule: rule, host: editHost, review: true)
            skipped.append(body)
            stopped[host.key, default: (host, [])].states.formUnion(done.states)
        }
        // A one-off step in a method called only from skipped work (`animatePages()`, called by
        // a loop whose work is skipped) never runs either.
        for step in oneOffSteps where !skipped.contains(where: { $0.contains(step.closure) }) {
            if let method = context.structure.innermostType(containing: step.closure).flatMap({ context.structure.member(of: $0, containing: step.closure)?.name }),
               let calls = context.ownMethodCallSites[method], !calls.isEmpty,
               calls.allSatisfy({ call in skipped.contains { $0.contains(call) } }) {
                continue
            }
            leftMoving[step.hostKey, default: []].formUnion(step.states)
        }
        for (key, entry) in stopped {
            context.settleTimerFindings(of: entry.host, stopped: entry.states.subtracting(leftMoving[key] ?? []))
        }
    }

    /// The `{` of the closure a timer call runs: its trailing closure, or a closure argument
    /// (`block:`, `execute:`, `receiveValue:`, `perform:`).
    static func closure(of call: CallSite, in file: SourceFile) -> Int? {
        if let open = call.trailingClosure { return file.partner[open] > open ? open : nil }
        for argument in call.arguments where file.kind(argument.first) == .openBrace && file.partner[argument.first] == argument.last {
            return argument.first
        }
        return nil
    }

    /// Whether the call runs its closure again and again: a repeating timer, a publisher.
    static func repeats(_ call: CallSite, in file: SourceFile) -> Bool {
        switch call.name {
        case "onReceive": return file.receivesATimer(call.nameIndex)
        case "sink": return true
        case "task": return closure(of: call, in: file).map { sleepsInAnEndlessLoop($0, in: file) } ?? false
        case "scheduledTimer":
            return call.arguments.contains { $0.label == "repeats" && $0.first == $0.last && file.isIdentifier($0.first, "true") }
        default: return false
        }
    }

    /// How the call is named in messages: `'Timer.scheduledTimer'`, `'.onReceive'`, `'asyncAfter'`.
    static func describe(_ call: CallSite) -> String {
        switch call.name {
        case "scheduledTimer": return "'Timer.scheduledTimer'"
        case "onReceive": return "'.onReceive'"
        case "sink": return "'.sink'"
        default: return "'\(call.name)'"
        }
    }

    /// Where the guard goes (the start of the line of the first statement of the closure or,
    /// without `call`, of the method body opening at `open`) and its text, or nil when the body
    /// is written on one line or is empty. A repeating timer whose
    /// closure names its timer is also invalidated, so that it stops firing.
    static func guardInsertion(open: Int, call: CallSite?, in file: SourceFile, propertyName: String) -> (offset: Int, text: String)? {
        let close = file.partner[open]
        var first = open + 1
        var timerName: String? = nil
        if call != nil, let inKeyword = signatureEnd(open: open, in: file) {
            first = inKeyword + 1
            if inKeyword == open + 2, file.kind(open + 1) == .identifier, let name = Optional(file.text(open + 1)),
               name != "_", name.first?.isLowercase == true { timerName = name }
        }
        guard first < close else { return nil }
        let start = file.token(first).start
        let opening = file.lineIndex(of: file.token(first - 1).start)
        guard file.lineIndex(of: start) > opening else { return nil }
        // On the line after the opening one, above any comment the body starts with.
        let line = opening + 1
        let stop = call.map { $0.name == "scheduledTimer" && repeats($0, in: file) } == true ? timerName.map { "\($0).invalidate(); " } ?? "" : ""
        let indent = file.indentation(ofLineContaining: start)
        return (file.lineStarts[line], "\(indent)guard !\(propertyName) else { \(stop)return }\(file.lineEnding)")
    }

    /// The names of the plain calls in the closure opening at `open` (`rotateCube()`, `self.step()`).
    static func ownCalls(in open: Int, file: SourceFile) -> Set<String> {
        ownCalls(in: open..<file.partner[open], file: file)
    }

    /// The names of the plain calls in the tokens `range`.
    static func ownCalls(in range: Range<Int>, file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for index in range where file.kind(index) == .identifier && file.kind(index + 1) == .openParen && file.isOwnMember(at: index) {
            names.insert(file.text(index))
        }
        return names
    }

    /// The `{` of the innermost block around `index` (a method's body or a closure), if any.
    static func enclosingBlock(of index: Int, in file: SourceFile) -> Int? {
        var open = file.enclosing[index]
        while open >= 0, file.kind(open) != .openBrace { open = file.enclosing[open] }
        return open >= 0 ? open : nil
    }

    /// The significant index of the name of the method whose body opens at `brace`.
    static func methodName(before brace: Int, in file: SourceFile) -> Int? {
        var index = brace - 1
        var steps = 0
        while index > 0, steps < 64 {
            steps += 1
            guard let kind = file.kind(index) else { return nil }
            if kind == .closeParen || kind == .closeBracket { index = file.partner[index] - 1; continue }
            if kind == .openBrace || kind == .closeBrace || kind == .semicolon { return nil }
            if kind == .identifier, file.isText(index, "func") { return file.kind(index + 1) == .identifier ? index + 1 : nil }
            index -= 1
        }
        return nil
    }

    /// The name of the method a closure only calls (`{ _ in animate() }`, `{ self.step() }`).
    static func onlyCall(in closure: Int, file: SourceFile) -> String? {
        var index = (signatureEnd(open: closure, in: file) ?? closure) + 1
        if file.isIdentifier(index, "self"), file.kind(index + 1) == .dot { index += 2 }
        guard file.kind(index) == .identifier, file.kind(index + 1) == .openParen, file.partner[index + 1] + 1 == file.partner[closure] else { return nil }
        return file.text(index)
    }

    /// Whether the code in `range` animates what it changes: it holds a `withAnimation` or calls
    /// one of the view's methods, or an
    /// `.animation` of the file animates one of `states` (or every change, without `value:`).
    static func animates(_ range: Range<Int>, states: Set<String>, implicitly: ImplicitAnimations, in file: SourceFile) -> Bool {
        // A method of the view's own (`animate()`) may animate in its body.
        if range.contains(where: { file.isIdentifier($0, "withAnimation") }) || !ownCalls(in: range, file: file).isEmpty { return true }
        return implicitly.everyChange || !states.isDisjoint(with: implicitly.states)
    }

    /// What the file's `.animation` modifiers animate: every change (one has no `value:`), or
    /// the states their values read.
    struct ImplicitAnimations {
        var everyChange = false
        var states: Set<String> = []

        init(_ context: RuleContext) {
            for (site, _) in context.animationSites where context.file.isText(site.nameIndex, "animation") {
                if site.hasValue { states.formUnion(site.driven.keys) } else { everyChange = true }
            }
        }
    }

    /// Whether the file calls the method `name` other than in the timer's `closure` and in the
    /// block that schedules the timer (a first step before it).
    static func isCalledOutside(_ closure: Int, orBlockOf call: CallSite, name: String, context: RuleContext) -> Bool {
        let file = context.file
        let block = enclosingBlock(of: call.nameIndex, in: file)
        return context.calls(named: [name], styles: [.plain, .member]).contains { use in
            if use.style == .member, !file.isIdentifier(use.nameIndex - 2, "self") { return false }
            // The method's own declaration (`func advance(`) is no call.
            if file.isIdentifier(use.nameIndex - 1, "func") { return false }
            let inClosure = closure < use.nameIndex && use.nameIndex < file.partner[closure]
            let inBlock = block.map { file.enclosing[use.nameIndex] == $0 } ?? false
            return !inClosure && !inBlock
        }
    }

    /// The `in` ending a closure's signature (`{ _ in`, `{ timer in`, `{ (Timer) in`,
    /// `{ [weak self] in`), if any.
    static func signatureEnd(open: Int, in file: SourceFile) -> Int? {
        var index = open + 1
        let close = file.partner[open]
        var steps = 0
        while index < close, steps < 24 {
            steps += 1
            guard let kind = file.kind(index) else { return nil }
            switch kind {
            case .identifier:
                if file.isText(index, "in") { return index }
            case .openParen, .openBracket:
                index = file.partner[index]
            case .comma, .colon, .operator:
                break
            default:
                return nil
            }
            index += 1
        }
        return nil
    }
}

/// What a timer's closure does, with the methods of the host it calls (each method's reading
/// made once per file): the host properties it writes, and whether skipping it is safe.
struct TimerWork {
    let context: RuleContext
    /// States a frame-rate timer moves views with by hand (`TimerLoopRule.frameTimerStates`):
    /// what they show is that movement, so keeping them on purpose does not stop the skip.
    var byHand: Set<String> = []
    /// The app's own delay helpers a method re-schedules itself with (`runAsync(after:)`): timing only.
    var delayHelpers: Set<String> = []
    private var methods: [String: Done] = [:]
    private var ranges: [ClosedRange<Int>: Done] = [:]

    init(context: RuleContext) {
        self.context = context
    }

    struct Done {
        /// Host properties written (directly, or by the host's methods called).
        var states: Set<String> = []
        /// Whether it starts a repeating timer (directly or in a method it calls).
        var startsLoop = false
        /// Nothing found that skipping would lose: no call motionfix does not know, no write to
        /// a model, a binding or a value kept on purpose, no counter, no view left invisible.
        var isSafeToSkip = true
    }

    /// Calls made in a timer's work that change no state a view shows beyond its animation.
    static let knownCalls: Set<String> = [
        "withAnimation", "withTransaction", "invalidate", "scheduledTimer", "asyncAfter", "now", "sleep", "random", "randomElement",
        "toggle", "degrees", "radians", "easeInOut", "easeIn", "easeOut", "linear", "spring", "interpolatingSpring",
        "interactiveSpring", "smooth", "snappy", "bouncy", "timingCurve", "delay", "speed", "repeatCount", "repeatForever",
        "seconds", "milliseconds", "nanoseconds",
    ]

    /// The reading of the tokens `range` of the current file in `host`, made once per range (a
    /// timer's closure is asked whether it starts a loop, then what it writes).
    mutating func of(_ range: ClosedRange<Int>, host: HostInfo) -> Done {
        if let known = ranges[range] { return known }
        let done = read(range, fileIndex: context.fileIndex, host: host, visiting: [])
        ranges[range] = done
        return done
    }

    private mutating func read(_ range: ClosedRange<Int>, fileIndex: Int, host: HostInfo, visiting: Set<String>) -> Done {
        var done = Done()
        guard let structure = fileIndex == context.fileIndex ? context.structure : context.index.structure(fileIndex),
              let facts = fileIndex == context.fileIndex ? context.facts : context.index.facts(fileIndex) else {
            done.isSafeToSkip = false
            return done
        }
        let file = structure.file
        let sources = host.sources
        for assignment in ValueSources.slice(facts.assignments, by: { $0.index }, from: range.lowerBound, to: range.upperBound) {
            guard let property = sources.properties[assignment.root] else { continue } // a local
            switch property.declaration {
            case .state, .other, .parameter: done.states.insert(assignment.root)
            default: done.isSafeToSkip = false
            }
        }
        for call in ValueSources.slice(structure.calls(named: "scheduledTimer"), by: { $0.nameIndex }, from: range.lowerBound, to: range.upperBound)
        where TimerLoopRule.repeats(call, in: file) {
            done.startsLoop = true
        }
        for index in range where file.kind(index) == .identifier && file.kind(index + 1) == .openParen {
            let name = file.text(index)
            if TimerWork.knownCalls.contains(name) || Expression.pureFunctions.contains(name) || AnimationGate.sideEffectsOnly.contains(name) { continue }
            if delayHelpers.contains(name) { continue }
            if name.first?.isUppercase == true { continue } // a value's initializer
            // `if (a && b)`, `for (i, x) in …`: statements, not calls.
            if TimerWork.statementKeywords.contains(name) { continue }
            if TimerWork.computesAValue(callAt: index, in: file, host: host) { continue }
            let isOwnCall = file.isOwnMember(at: index)
            guard isOwnCall, let method = sources.methods[name] else {
                done.isSafeToSkip = false
                continue
            }
            let inner = visiting.contains(name) ? Done() : methodReading(name, method: method, host: host, visiting: visiting)
            done.states.formUnion(inner.states)
            if inner.startsLoop { done.startsLoop = true }
            if !inner.isSafeToSkip { done.isSafeToSkip = false }
        }
        if done.isSafeToSkip { done.isSafeToSkip = isSafeToFreeze(done.states, host: host) }
        return done
    }

    static let statementKeywords: Set<String> = ["if", "for", "while", "switch", "guard", "return", "case", "in", "where", "catch", "repeat"]
    /// Methods of collections and values that only read them.
    static let readingMethods: Set<String> = [
        "enumerated", "map", "compactMap", "filter", "contains", "first", "last", "reversed", "sorted", "prefix", "suffix",
        "dropFirst", "dropLast", "index", "firstIndex", "lastIndex", "min", "max", "reduce", "joined", "zip", "isEmpty",
    ]
    /// Singletons whose methods may change what other code shows.
    private static let singletons: Set<String> = ["shared", "default", "standard", "current", "main"]

    /// Whether the call at `index` only computes a value: a member of a type or enum
    /// (`Rotation.middle.degrees()`, not a singleton's), an implicit member (`.opacity(0.5)`), a
    /// or a reading method of a property or a local (`items.enumerated()`).
    static func computesAValue(callAt index: Int, in file: SourceFile, host: HostInfo) -> Bool {
        guard file.kind(index - 1) == .dot else { return false }
        // The root of the receiver chain (`a.b.c(` → `a`), through calls and optional chaining.
        var root = index - 2
        while root >= 0 {
            if file.kind(root) == .closeParen || file.kind(root) == .closeBracket { root = file.partner[root] - 1; continue }
            if file.kind(root) == .operator, file.isText(root, "?") || file.isText(root, "!") { root -= 1; continue }
            if file.kind(root) == .identifier, file.kind(root - 1) == .dot { root -= 2; continue }
            break
        }
        // `.opacity(0.5)`: an implicit member of the type the context expects.
        if root == index - 2, file.kind(root) != .identifier { return true }
        guard root >= 0, file.kind(root) == .identifier else { return false }
        let rootName = file.text(root)
        if rootName == "self" { return false }
        if rootName.first?.isUppercase == true {
            for position in stride(from: root, to: index, by: 1) where file.kind(position) == .identifier && singletons.contains(file.text(position)) {
                return false
            }
            return true
        }
        // A property's or a local's method may change it, or scroll, or play: only reading ones.
        return readingMethods.contains(file.text(index))
    }

    private mutating func methodReading(_ name: String, method: ValueSources.Property, host: HostInfo, visiting: Set<String>) -> Done {
        if let known = methods[name] { return known }
        guard let body = method.value else { return Done() }
        let done = read(body, fileIndex: method.file, host: host, visiting: visiting.union([name]))
        methods[name] = done
        return done
    }

    /// Whether the states may stay at their initial values: none is kept on purpose (information,
    /// a finger), stepped like a counter or a progress, or hides the view at its initial value.
    private func isSafeToFreeze(_ states: Set<String>, host: HostInfo) -> Bool {
        let sources = host.sources
        let timed = context.timerStates(of: host) ?? []
        let kept = context.keptStates(of: host)
        for state in states {
            if kept.contains(state), !byHand.contains(state) { return false }
            // Stopped before its first step, a view that starts invisible (an opacity of 0, bars
            // of no height) would stay so, however the timer changes it.
            if let invisible = sources.invisibleWhen[state], let initial = initialLiteral(of: state, host: host), invisible.contains(initial) {
                return false
            }
            if timed.contains(state) { continue }
            // A counter or a progress would stop; a velocity that is never drawn, or a place a
            // frame-rate timer moves a view to, is the movement itself.
            if sources.accumulated.contains(state), !byHand.contains(state),
               context.index.readsThroughProperties(of: state, in: host).contains(where: { $0.effect != .none }) { return false }
            // A value computed at each tick and shown (a text, a tip) would be lost; a colour
            // (`color1 = Color.cyan`) stays at its first one, which is no information lost. One
            // handed to a child that only sizes or places a view with it (a loader's capsules) is
            // movement, not something shown.
            if sources.computedWrites.contains(state), !isColour(state, host: host),
               context.index.readsThroughProperties(of: state, in: host).contains(where: { isShown($0, host: host) }) {
                return false
            }
        }
        return true
    }

    /// Whether a read shows its value: drawn as text or colour, or handed to code whose use of
    /// it is not known to be only a size or a place.
    private func isShown(_ read: ReadSite, host: HostInfo) -> Bool {
        switch read.effect {
        case .appearance: return true
        case .unknown:
            if case .moves = ChildReads(context: context).effect(of: read, host: host) { return false }
            return true
        default: return false
        }
    }

    /// Whether the state's initial value is a colour (`= Color.blue`, `= UIColor.red`).
    private func isColour(_ state: String, host: HostInfo) -> Bool {
        guard let property = host.sources.properties[state], let value = property.value,
              let structure = context.index.structure(property.file) else { return false }
        let file = structure.file
        return file.isIdentifier(value.lowerBound, "Color") || file.isIdentifier(value.lowerBound, "UIColor")
    }

    private func initialLiteral(of state: String, host: HostInfo) -> String? {
        guard let property = host.sources.properties[state], let value = property.value, value.lowerBound == value.upperBound,
              let structure = context.index.structure(property.file) else { return nil }
        return structure.file.text(value.lowerBound)
    }
}

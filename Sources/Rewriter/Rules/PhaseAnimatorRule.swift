/// docs/BEHAVIOUR.md "Continuous motion": a phase animator steps its content through phases, on a
/// trigger or for as long as it is shown. Under Reduce Motion it keeps one phase: the first,
/// where a triggered animator rests between triggers. Returning `nil` from its `animation:`
/// closure would only remove the easing: the content would still jump from phase to phase.
public struct PhaseAnimatorRule: Rule {
    public static let description = RuleDescription(
        id: "phase-animator",
        summary: "Keeps a phase animator at its first phase when Reduce Motion is on (flagged review when it cycles for as long as it is shown).",
        examples: [
            RuleExample("Heart().phaseAnimator([1.0, 1.3], trigger: likes) { view, scale in view.scaleEffect(scale) }",
                        "Heart().phaseAnimator(reduceMotion ? [1.0] : [1.0, 1.3], trigger: likes) { view, scale in view.scaleEffect(scale) }"),
            RuleExample("PhaseAnimator([0.6, 1.2, 1.0], trigger: taps) { scale in Star().scaleEffect(scale) }",
                        "PhaseAnimator(reduceMotion ? [0.6] : [0.6, 1.2, 1.0], trigger: taps) { scale in Star().scaleEffect(scale) }"),
            RuleExample("Dot().phaseAnimator([false, true]) { view, up in view.offset(y: up ? -8 : 0) }",
                        "Dot().phaseAnimator(reduceMotion ? [false] : [false, true]) { view, up in view.offset(y: up ? -8 : 0) }"),
        ],
        untouched: [
            "Dot().phaseAnimator([0.0]) { view, y in view.offset(y: y) }",
            "Dot().phaseAnimator(reduceMotion ? [0.0] : [0.0, 1.0]) { view, y in view.offset(y: y * 8) }",
            // The content never reads the phase: nothing moves.
            "Dot().phaseAnimator([0.0, 1.0]) { view, _ in view.opacity(0.5) }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        let file = context.file
        let rule = Self.description.id
        let calls = context.calls(named: ["phaseAnimator"])
            + context.calls(named: ["PhaseAnimator"], styles: [.plain, .member]).filter { context.isAnimator($0.nameIndex) }
        for call in calls {
            guard let phases = call.arguments.first, phases.label == nil else { continue }
            let value = Expression(file: file, first: phases.first, last: phases.last)
            let triggered = call.arguments.contains { $0.label == "trigger" }
            let description = call.name == "PhaseAnimator" ? "'PhaseAnimator'" : "'.phaseAnimator'"
            let moves = triggered ? "moves its content through phases when its trigger changes"
                                  : "moves its content through phases for as long as it is shown"
            if !PhaseAnimatorRule.contentReadsPhase(call, in: file) {
                // The content never reads the phase: stepping through phases changes nothing on screen.
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .nothingMoves,
                                   message: "\(description) never uses its phase in its content, so nothing moves: left as it is")
                }
                continue
            }
            guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: description) else { continue }
            guard let first = PhaseAnimatorRule.firstPhase(of: phases, in: file) else {
                if PhaseAnimatorRule.isSinglePhase(phases, in: file) { continue }
                context.record(site: call.nameIndex, rule: rule, action: .manual, reason: .manual, message: "\(description) \(moves)",
                               suggestion: "keep it at one phase when reduceMotion is on: 'reduceMotion ? [<resting phase>] : \(value.text)'")
                continue
            }
            // A triggered animator rests at its first phase; an endless one may not have a phase
            // at rest, so a person checks that the first one shows the content as it should.
            context.recordFix(site: call.nameIndex, rule: rule, review: !triggered,
                              message: "\(description) \(moves): it stays at its first phase when Reduce Motion is on")
            context.insert("\(host.propertyName) ? [\(first)] : ", at: value.byteRange.lowerBound, rule: rule, host: host, review: !triggered)
        }
    }

    /// Whether the content closure reads its phase parameter (the last name before `in`:
    /// `{ view, phase in`, `{ phase in`); true when that cannot be told.
    static func contentReadsPhase(_ call: CallSite, in file: SourceFile) -> Bool {
        guard let open = call.arguments.first(where: { $0.label == "content" }).map(\.first) ?? call.trailingClosure,
              file.kind(open) == .openBrace, file.partner[open] > open,
              let inKeyword = TimerLoopRule.signatureEnd(open: open, in: file) else { return true }
        var name: Int? = nil
        for index in (open + 1)..<inKeyword where file.kind(index) == .identifier { name = index }
        guard let name else { return true }
        if file.isText(name, "_") { return false }
        let close = file.partner[open]
        return ((inKeyword + 1)..<close).contains { file.kind($0) == .identifier && file.text($0) == file.text(name) }
    }

    /// The first element of an array literal of two phases or more, as written; nil for any other
    /// shape (a variable, `T.allCases`), or when the elements are implicit members (`[.start,
    /// .end]`), whose type a one-element array in a ternary could not be inferred from.
    static func firstPhase(of phases: Argument, in file: SourceFile) -> String? {
        guard file.kind(phases.first) == .openBracket, file.partner[phases.first] == phases.last else { return nil }
        let elements = CallScanner(file: file).arguments(open: phases.first, close: phases.last)
        guard elements.count >= 2, let first = elements.first, first.label == nil, file.kind(first.first) != .dot else { return nil }
        return Expression(file: file, first: first.first, last: first.last).text
    }

    /// Whether the phases are an array literal of one element (nothing to step through).
    static func isSinglePhase(_ phases: Argument, in file: SourceFile) -> Bool {
        guard file.kind(phases.first) == .openBracket, file.partner[phases.first] == phases.last else { return false }
        return CallScanner(file: file).arguments(open: phases.first, close: phases.last).count == 1
    }
}

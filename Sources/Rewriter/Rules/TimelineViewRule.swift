/// docs/BEHAVIOUR.md "Continuous motion": `TimelineView(.animation)` redraws every frame; pause it.
public struct TimelineViewRule: Rule {
    public static let description = RuleDescription(
        id: "timeline-view",
        summary: "Pauses an animation-schedule TimelineView when Reduce Motion is on.",
        examples: [
            RuleExample("TimelineView(.animation) { context in Wave(date: context.date) }",
                        "TimelineView(.animation(paused: reduceMotion)) { context in Wave(date: context.date) }"),
            RuleExample("TimelineView(.animation(minimumInterval: 0.5)) { _ in Dots() }",
                        "TimelineView(.animation(minimumInterval: 0.5, paused: reduceMotion)) { _ in Dots() }"),
        ],
        untouched: [
            "TimelineView(.periodic(from: .now, by: 1)) { _ in Clock() }",
            "TimelineView(.animation(paused: isPaused)) { _ in Dots() }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        let file = context.file
        let rule = Self.description.id
        for call in context.calls(named: ["TimelineView"], styles: [.plain]) {
            guard let schedule = call.arguments.first, schedule.label == nil,
                  file.kind(schedule.first) == .dot, file.isIdentifier(schedule.first + 1, "animation") else { continue }
            let value = Expression(file: file, first: schedule.first, last: schedule.last)
            if schedule.last == schedule.first + 1 {
                guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'TimelineView(.animation)'") else { continue }
                recordFix(of: call, rule: rule, context: context)
                context.insert("(paused: \(host.propertyName))", at: file.token(schedule.last).end, rule: rule, host: host)
                continue
            }
            let open = schedule.first + 2
            guard file.kind(open) == .openParen, file.partner[open] == schedule.last else { continue }
            let inner = CallScanner(file: file).arguments(open: open, close: schedule.last)
            if let paused = inner.first(where: { $0.label == "paused" }) {
                let condition = Expression(file: file, first: paused.first, last: paused.last)
                if condition.mentionsReduceMotion(propertyName: nil) {
                    notePausedContent(of: call, context: context)
                    _ = context.hostForEditing(site: call.nameIndex, rule: rule, expression: condition, description: "'TimelineView(.animation)'")
                } else if !context.directives.isDisabled(rule, atOffset: file.token(call.nameIndex).start, in: file),
                          case .host = context.placement(at: call.nameIndex), !context.isUnderReduceMotionCondition(call.nameIndex, propertyName: nil) {
                    context.record(site: call.nameIndex, rule: rule, action: .manual, reason: .manual,
                                   message: "'TimelineView(.animation)' pauses on '\(condition.text)', not on Reduce Motion",
                                   suggestion: "pause it when reduceMotion is on too: 'paused: \(condition.text) || reduceMotion'")
                }
                continue
            }
            guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'TimelineView(.animation)'") else { continue }
            recordFix(of: call, rule: rule, context: context)
            let separator = inner.isEmpty ? "" : ", "
            context.insert("\(separator)paused: \(host.propertyName)", at: file.token(inner.last?.last ?? open).end, rule: rule, host: host)
        }
    }

    /// Keeps the content closure of a paused `TimelineView` (`RuleContext.pausedClockContents`).
    private func notePausedContent(of call: CallSite, context: RuleContext) {
        if let content = content(of: call, in: context.file) { context.pausedClockContents.append(content) }
    }

    /// The braces of the view's content closure (trailing, or `content:`).
    private func content(of call: CallSite, in file: SourceFile) -> ClosedRange<Int>? {
        guard let open = call.trailingClosure ?? call.arguments.first(where: { $0.label == "content" }).map(\.first),
              file.kind(open) == .openBrace, file.partner[open] > open else { return nil }
        return open...file.partner[open]
    }

    /// Records the pause, flagged `review` when the view draws part of a shape (`trim`): paused,
    /// a spinner keeps a partial arc, which may read as progress rather than as busy.
    private func recordFix(of call: CallSite, rule: String, context: RuleContext) {
        var drawsPartialShape = false
        if let content = content(of: call, in: context.file) {
            context.pausedClockContents.append(content)
            drawsPartialShape = !ValueSources.slice(context.structure.calls(named: "trim"), by: { $0.nameIndex },
                                                    from: content.lowerBound, to: content.upperBound).isEmpty
        }
        let message = "'TimelineView(.animation)' redraws every frame: pause it when Reduce Motion is on"
        context.recordFix(site: call.nameIndex, rule: rule, review: drawsPartialShape,
                          message: drawsPartialShape ? message + "; paused, its partial shape ('trim') stays: check it still reads as busy, not as progress" : message)
    }
}

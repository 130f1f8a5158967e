/// docs/BEHAVIOUR.md "Continuous motion": a repeating `keyframeAnimator` loops forever; stop the loop.
public struct KeyframeAnimatorRule: Rule {
    public static let description = RuleDescription(
        id: "keyframe-animator",
        summary: "Stops a repeating keyframeAnimator from looping when Reduce Motion is on.",
        examples: [
            RuleExample("Heart().keyframeAnimator(initialValue: 1.0) { view, scale in view.scaleEffect(scale) } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }",
                        "Heart().keyframeAnimator(initialValue: 1.0, repeating: !reduceMotion) { view, scale in view.scaleEffect(scale) } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }"),
            RuleExample("Heart().keyframeAnimator(initialValue: 1.0, repeating: true) { view, scale in view.scaleEffect(scale) } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }",
                        "Heart().keyframeAnimator(initialValue: 1.0, repeating: !reduceMotion) { view, scale in view.scaleEffect(scale) } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }"),
        ],
        untouched: [
            "Heart().keyframeAnimator(initialValue: 1.0, trigger: likes) { view, scale in view } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        let file = context.file
        let rule = Self.description.id
        for call in context.calls(named: ["keyframeAnimator"]) {
            guard let repeating = call.arguments.first(where: { $0.label == "repeating" }) else {
                // Without `trigger:` the animator repeats by default: say so explicitly.
                guard !call.arguments.contains(where: { $0.label == "trigger" }),
                      let initial = call.arguments.first(where: { $0.label == "initialValue" }) else { continue }
                let whole = Expression(file: file, first: initial.first, last: call.arguments.last!.last)
                guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: whole, description: "'.keyframeAnimator'") else { continue }
                context.recordFix(site: call.nameIndex, rule: rule, review: false, message: "'.keyframeAnimator' loops by default: stop looping when Reduce Motion is on")
                context.insert(", repeating: !\(host.propertyName)", at: file.token(initial.last).end, rule: rule, host: host)
                continue
            }
            let value = Expression(file: file, first: repeating.first, last: repeating.last)
            guard value.first == value.last, file.isIdentifier(value.first, "true") else {
                if !value.mentionsReduceMotion(propertyName: nil) {
                    context.record(site: call.nameIndex, rule: rule, action: .manual, reason: .manual,
                                   message: "'.keyframeAnimator' repeats depending on '\(value.text)'", suggestion: "add '&& !reduceMotion'")
                } else {
                    _ = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'.keyframeAnimator'")
                }
                continue
            }
            guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'.keyframeAnimator'") else { continue }
            context.recordFix(site: call.nameIndex, rule: rule, review: false, message: "'.keyframeAnimator' loops: stop looping when Reduce Motion is on")
            context.replace(value.byteRange, with: "!\(host.propertyName)", rule: rule, host: host)
        }
    }
}

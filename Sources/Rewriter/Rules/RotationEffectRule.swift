/// POLICY §3: `.rotationEffect` and `.rotation3DEffect` spin a view; under Reduce Motion it stays upright.
public struct RotationEffectRule: Rule {
    public static let description = RuleDescription(
        id: "rotation-effect",
        summary: "Keeps a non-constant rotation at zero when Reduce Motion is on, unless the angle shows state.",
        examples: [
            RuleExample("Image(systemName: \"gear\").rotationEffect(.degrees(spin))",
                        "Image(systemName: \"gear\").rotationEffect(reduceMotion ? .zero : .degrees(spin))"),
            RuleExample("Card().rotation3DEffect(flip, axis: (x: 0, y: 1, z: 0))",
                        "Card().rotation3DEffect(reduceMotion ? .zero : flip, axis: (x: 0, y: 1, z: 0))"),
        ],
        untouched: [
            "Image(systemName: \"arrow.up\").rotationEffect(.degrees(90))",
            "Image(systemName: \"chevron.right\").rotationEffect(.degrees(isExpanded ? 90 : 0))",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        let gate = ValueGate(context: context, rule: Self.description.id)
        for call in context.calls(named: ["rotationEffect", "rotation3DEffect"], styles: [.member, .plain]) {
            guard let angle = call.arguments.first, angle.label == nil else { continue }
            gate.apply(call: call, targets: [.init(argument: angle, neutral: ".zero")])
        }
    }
}

/// docs/BEHAVIOUR.md §3: `.rotationEffect` and `.rotation3DEffect` spin a view; under Reduce Motion it stays upright.
public struct RotationEffectRule: Rule {
    public static let description = RuleDescription(
        id: "rotation-effect",
        summary: "Keeps a non-constant rotation at zero when Reduce Motion is on, unless the angle shows state.",
        examples: [
            RuleExample("Image(systemName: \"gear\").rotationEffect(.degrees(tilt)).onAppear { tilt = 0 }",
                        "Image(systemName: \"gear\").rotationEffect(reduceMotion ? .zero : .degrees(tilt)).onAppear { tilt = 0 }"),
            RuleExample("Card().rotation3DEffect(flip, axis: (x: 0, y: 1, z: 0)).onAppear { flip = .zero }",
                        "Card().rotation3DEffect(reduceMotion ? .zero : flip, axis: (x: 0, y: 1, z: 0)).onAppear { flip = .zero }"),
        ],
        untouched: [
            "Image(systemName: \"arrow.up\").rotationEffect(.degrees(90))",
            "Image(systemName: \"chevron.right\").rotationEffect(.degrees(isExpanded ? 90 : 0))",
            // Items spread round a ring by their index.
            "ForEach(0..<4) { i in Dot().rotationEffect(.degrees(Double(i) * 90)) }",
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

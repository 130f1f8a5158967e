/// docs/BEHAVIOUR.md §3: `.scaleEffect` zooms a view; under Reduce Motion it keeps its natural size.
public struct ScaleEffectRule: Rule {
    public static let description = RuleDescription(
        id: "scale-effect",
        summary: "Keeps a non-constant scale at 1 when Reduce Motion is on.",
        examples: [
            RuleExample("Image(\"logo\").scaleEffect(shown ? 1 : 0.8).onAppear { shown = true }",
                        "Image(\"logo\").scaleEffect(reduceMotion ? 1 : (shown ? 1 : 0.8)).onAppear { shown = true }"),
            RuleExample("Image(\"logo\").scaleEffect(pop, anchor: .bottom).onAppear { pop = 1 }",
                        "Image(\"logo\").scaleEffect(reduceMotion ? 1 : pop, anchor: .bottom).onAppear { pop = 1 }"),
            RuleExample("Image(\"logo\").scaleEffect(x: stretch, y: 1).onAppear { stretch = 1 }",
                        "Image(\"logo\").scaleEffect(x: reduceMotion ? 1 : stretch, y: 1).onAppear { stretch = 1 }"),
            RuleExample("Image(\"logo\").scaleEffect(CGSize(width: grow, height: grow)).onAppear { grow = 1 }",
                        "Image(\"logo\").scaleEffect(reduceMotion ? CGSize(width: 1, height: 1) : CGSize(width: grow, height: grow)).onAppear { grow = 1 }"),
        ],
        untouched: [
            "Image(\"logo\").scaleEffect(0.8)",
            "Image(\"logo\").scaleEffect(x: -1, y: 1)",
            "Image(\"arrow\").scaleEffect(x: direction == .trailing ? 1 : -1)",
            // Progress: a bar filled to a fraction.
            "Capsule().scaleEffect(x: progress, anchor: .leading).task { progress = 0.4 }",
            // A scale of 0 hides the view: a lasting state set by a tap is kept.
            "Image(\"heart\").scaleEffect(liked ? 1 : 0).onTapGesture { liked.toggle() }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        let gate = ValueGate(context: context, rule: Self.description.id)
        for call in context.calls(named: ["scaleEffect"], styles: [.member, .plain]) {
            var targets: [ValueGate.Target] = []
            for argument in call.arguments {
                switch argument.label {
                case nil:
                    let isSize = isCGSize(gate.expression(argument), in: context.file)
                    targets.append(.init(argument: argument, neutral: isSize ? "CGSize(width: 1, height: 1)" : "1"))
                case "x", "y":
                    targets.append(.init(argument: argument, neutral: "1"))
                default:
                    break
                }
            }
            gate.apply(call: call, targets: targets)
        }
    }

    /// Whether the scale is evidently a `CGSize` (the overload needs a matching neutral).
    private func isCGSize(_ value: Expression, in file: SourceFile) -> Bool {
        if file.isIdentifier(value.first, "CGSize") { return true }
        guard let path = value.namePath, let name = path.last, path.count <= 2, path.count == 1 || path[0] == "self" else { return false }
        for index in 0..<max(0, file.count - 2) where file.kind(index) == .identifier {
            guard file.text(index) == name, file.kind(index - 1) != .dot else { continue }
            if file.kind(index + 1) == .colon, file.isIdentifier(index + 2, "CGSize") { return true }
            if file.kind(index + 1) == .operator, file.isText(index + 1, "="), file.isIdentifier(index + 2, "CGSize") { return true }
        }
        return false
    }
}

/// docs/BEHAVIOUR.md §3: `.offset(x:y:)` and `.offset(_:)` move a view; under Reduce Motion they stay put.
public struct OffsetRule: Rule {
    public static let description = RuleDescription(
        id: "offset",
        summary: "Keeps a non-constant offset at zero when Reduce Motion is on.",
        examples: [
            // An entrance: the value rests at the neutral once the view has appeared.
            RuleExample("Text(\"Hi\").offset(y: isShown ? 0 : 40).onAppear { isShown = true }",
                        "Text(\"Hi\").offset(y: reduceMotion ? 0 : (isShown ? 0 : 40)).onAppear { isShown = true }"),
            RuleExample("Text(\"Hi\").offset(x: slide, y: 8).onAppear { slide = 0 }",
                        "Text(\"Hi\").offset(x: reduceMotion ? 0 : slide, y: 8).onAppear { slide = 0 }"),
            RuleExample("Circle().offset(shake).onAppear { shake = .zero }", "Circle().offset(reduceMotion ? .zero : shake).onAppear { shake = .zero }"),
            RuleExample("Text(\"Hi\").offset(y: Layout.isOn ? lift : 0).onAppear { lift = 0 }",
                        "Text(\"Hi\").offset(y: reduceMotion ? 0 : (Layout.isOn ? lift : 0)).onAppear { lift = 0 }"),
        ],
        untouched: [
            "Text(\"Hi\").offset(y: -40)",
            "Text(\"Hi\").offset(CGSize(width: 4, height: 0))",
            "Text(\"Hi\").offset(y: deviceState.idiom == .pad ? 90 : 60)",
            // Layout: a ForEach index places each item.
            "ForEach(0..<4) { i in Text(\"Hi\").offset(x: CGFloat(i) * 20) }",
            // A lasting state set by a tap: kept (its animation, if any, is turned off instead).
            "Text(\"Menu\").offset(x: open ? 0 : -200).onTapGesture { open.toggle() }",
            // Follows a finger.
            "Card().offset(drag).gesture(DragGesture().onChanged { drag = $0.translation })",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        let gate = ValueGate(context: context, rule: Self.description.id)
        for call in context.calls(named: ["offset"], styles: [.member, .plain]) {
            var targets: [ValueGate.Target] = []
            for argument in call.arguments {
                switch argument.label {
                case nil where call.arguments.count == 1: targets.append(.init(argument: argument, neutral: ".zero"))
                case "x", "y": targets.append(.init(argument: argument, neutral: "0"))
                default: break
                }
            }
            gate.apply(call: call, targets: targets)
        }
    }
}

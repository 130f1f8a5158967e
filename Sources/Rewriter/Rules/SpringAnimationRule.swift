/// POLICY §3: springs bounce and overshoot; under Reduce Motion a short plain curve replaces them.
public struct SpringAnimationRule: Rule {
    public static let description = RuleDescription(
        id: "spring-animation",
        summary: "Replaces a spring (or the default animation) with a short non-bouncy curve when Reduce Motion is on.",
        examples: [
            RuleExample("Text(\"A\").animation(.spring(response: 0.4), value: tab)",
                        "Text(\"A\").animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring(response: 0.4), value: tab)"),
            RuleExample("Button(\"Go\") { withAnimation { isOn.toggle() } }",
                        "Button(\"Go\") { withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .default) { isOn.toggle() } }"),
            RuleExample("Text(\"A\").animation(pressed ? .spring() : nil, value: pressed)",
                        "Text(\"A\").animation(reduceMotion ? .easeInOut(duration: 0.15) : (pressed ? .spring() : nil), value: pressed)"),
            RuleExample("Button(\"More\") { withAnimation(expanded ? .bouncy : .easeOut) { expanded.toggle() } }",
                        "Button(\"More\") { withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : (expanded ? .bouncy : .easeOut)) { expanded.toggle() } }"),
            RuleExample("Toggle(\"On\", isOn: $isOn.animation(.bouncy))",
                        "Toggle(\"On\", isOn: $isOn.animation(reduceMotion ? .easeInOut(duration: 0.15) : .bouncy))"),
        ],
        untouched: [
            "Text(\"A\").animation(.easeOut(duration: 0.2), value: tab)",
            "Text(\"A\").animation(nil, value: tab)",
            "Button(\"Load\") { withAnimation(loading ? .easeOut : nil) { loading.toggle() } }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        AnimationGate(context: context, rule: Self.description.id, kind: .spring).apply(softened: context.options.reducedAnimation)
    }
}

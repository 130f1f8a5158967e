/// docs/BEHAVIOUR.md §3: springs bounce and overshoot; under Reduce Motion a short plain curve replaces them.
public struct SpringAnimationRule: Rule {
    public static let description = RuleDescription(
        id: "spring-animation",
        summary: "Turns a spring (or the default animation) off when Reduce Motion is on wherever it still moves something; one that only fades or recolours is left alone.",
        examples: [
            // The padding changes the layout: the spring would still slide things.
            RuleExample("Text(\"A\").padding(wide ? 24 : 8).animation(.spring(response: 0.4), value: wide).onTapGesture { wide.toggle() }",
                        "Text(\"A\").padding(wide ? 24 : 8).animation(reduceMotion ? nil : .spring(response: 0.4), value: wide).onTapGesture { wide.toggle() }"),
            RuleExample("Button(\"Go\") { withAnimation { isOn.toggle() } }.frame(width: isOn ? 200 : 120)",
                        "Button(\"Go\") { withAnimation(reduceMotion ? nil : .default) { isOn.toggle() } }.frame(width: isOn ? 200 : 120)"),
            RuleExample("Text(\"A\").scaleEffect(pressed ? 0.9 : 1).animation(pressed ? .spring() : nil, value: pressed).onTapGesture { pressed.toggle() }",
                        "Text(\"A\").scaleEffect(pressed ? 0.9 : 1).animation(reduceMotion ? nil : (pressed ? .spring() : nil), value: pressed).onTapGesture { pressed.toggle() }"),
            RuleExample("Button(\"More\") { withAnimation(expanded ? .bouncy : .easeOut) { expanded.toggle() } }.padding(expanded ? 20 : 8)",
                        "Button(\"More\") { withAnimation(reduceMotion ? nil : (expanded ? .bouncy : .easeOut)) { expanded.toggle() } }.padding(expanded ? 20 : 8)"),
            RuleExample("VStack { Toggle(\"On\", isOn: $isOn.animation(.bouncy)); if isOn { Text(\"More\") } }",
                        "VStack { Toggle(\"On\", isOn: $isOn.animation(reduceMotion ? nil : .bouncy)); if isOn { Text(\"More\") } }"),
        ],
        untouched: [
            "Text(\"A\").animation(.easeOut(duration: 0.2), value: tab)",
            "Text(\"A\").animation(nil, value: tab)",
            "Button(\"Load\") { withAnimation(loading ? .easeOut : nil) { loading.toggle() } }",
            // Only the toggle reads it: nothing else moves.
            "Toggle(\"On\", isOn: $isOn.animation(.bouncy))",
            // What it animates is not known (`tab` is not followed): a manual finding, no edit.
            "Text(\"A\").animation(.spring(), value: tab)",
            // Only a colour changes: nothing moves.
            "Circle().fill(on ? .red : .gray).onTapGesture { withAnimation(.spring()) { on.toggle() } }",
            // A Bool named `withAnimation`, tested: no animation at all.
            "Text(\"A\").scaleEffect(big ? 2 : 1).onTapGesture { if withAnimation { big.toggle() } }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        AnimationGate(context: context, rule: Self.description.id, kind: .spring).apply(softened: context.options.reducedAnimation)
    }
}

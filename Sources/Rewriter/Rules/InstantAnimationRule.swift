/// docs/BEHAVIOUR.md "Nothing may still move": a plain curve that animates movement motionfix keeps on
/// purpose (a value that follows a finger, shows a lasting state, or a programmatic scroll)
/// still moves the view; under Reduce Motion the change happens at once.
public struct InstantAnimationRule: Rule {
    public static let description = RuleDescription(
        id: "instant-animation",
        summary: "Turns off (nil) a plain animation curve that drives movement kept on purpose (a drag's release, a lasting state, a scroll) when Reduce Motion is on.",
        examples: [
            RuleExample("Button(\"Go\") { withAnimation(.easeInOut) { proxy.scrollTo(0) } }",
                        "Button(\"Go\") { withAnimation(reduceMotion ? nil : .easeInOut) { proxy.scrollTo(0) } }"),
        ],
        untouched: [
            "Text(\"A\").animation(.easeOut(duration: 0.2), value: tab)",
            "Text(\"A\").animation(nil, value: tab)",
            "Text(\"A\").animation(.none, value: tab)",
            // Over before a frame is drawn: already instant.
            "Button(\"Go\") { withAnimation(.easeInOut(duration: 0.001)) { proxy.scrollTo(0) } }",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        AnimationGate(context: context, rule: Self.description.id, kind: .other).apply(softened: nil)
    }
}

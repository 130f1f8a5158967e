/// docs/BEHAVIOUR.md §3: an animation that repeats forever never settles; under Reduce Motion it is `nil`.
public struct RepeatForeverRule: Rule {
    public static let description = RuleDescription(
        id: "repeat-forever",
        summary: "Turns an endlessly repeating animation off (nil) when Reduce Motion is on.",
        examples: [
            RuleExample("Circle().animation(.easeInOut(duration: 1).repeatForever(), value: pulse)",
                        "Circle().animation(reduceMotion ? nil : .easeInOut(duration: 1).repeatForever(), value: pulse)"),
            RuleExample("Circle().animation(loading ? .linear(duration: 1).repeatForever(autoreverses: false) : .default, value: loading)",
                        "Circle().animation(reduceMotion ? nil : (loading ? .linear(duration: 1).repeatForever(autoreverses: false) : .default), value: loading)"),
        ],
        untouched: [
            "Circle().animation(.easeInOut(duration: 1), value: pulse)",
            "Circle().animation(reduceMotion ? nil : .linear.repeatForever(), value: pulse)",
        ])

    public init() {}

    public func apply(_ context: RuleContext) {
        AnimationGate(context: context, rule: Self.description.id, kind: .repeating).apply(softened: nil)
    }
}

/// docs/BEHAVIOUR.md "Continuous motion": an indefinite `.symbolEffect` animates as long as it is active.
public struct SymbolEffectRule: Rule {
    public static let description = RuleDescription(
        id: "symbol-effect",
        summary: "Makes an always-on symbol effect inactive when Reduce Motion is on.",
        examples: [
            RuleExample("Image(systemName: \"speaker\").symbolEffect(.scale)",
                        "Image(systemName: \"speaker\").symbolEffect(.scale, isActive: !reduceMotion)"),
            RuleExample("Image(systemName: \"bell\").symbolEffect(.scale.byLayer, options: .repeating)",
                        "Image(systemName: \"bell\").symbolEffect(.scale.byLayer, options: .repeating, isActive: !reduceMotion)"),
        ],
        untouched: [
            // Opacity only: it may stay.
            "Image(systemName: \"wifi\").symbolEffect(.variableColor.iterative)",
            "Image(systemName: \"ellipsis\").symbolEffect(.pulse, options: .repeating)",
            "Image(systemName: \"bell\").symbolEffect(.bounce, value: count)",
            "Image(systemName: \"bell\").symbolEffect(.pulse, isActive: isLoading)",
        ])

    public init() {}

    /// Effects that only change the opacity of a symbol's layers.
    static let opacityOnlyEffects: Set<String> = ["pulse", "variableColor"]
    /// Members of an effect that choose how it plays, not what it is.
    private static let effectOptions: Set<String> = ["repeating", "nonRepeating", "speed", "byLayer", "wholeSymbol", "cumulative",
                                                     "iterative", "reversing", "nonReversing", "hideInactiveLayers",
                                                     "dimInactiveLayers", "up", "down"]

    /// The effects an effect argument names (`.variableColor.iterative` names `variableColor`).
    static func effectNames(from first: Int, to last: Int, in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for index in first...last where file.kind(index) == .identifier && file.kind(index - 1) == .dot {
            names.insert(file.text(index))
        }
        return names.subtracting(effectOptions)
    }

    public func apply(_ context: RuleContext) {
        let file = context.file
        let rule = Self.description.id
        for call in context.calls(named: ["symbolEffect"]) {
            // Already made inactive under Reduce Motion (a second run): noted, for the audit.
            if let active = call.arguments.first(where: { $0.label == "isActive" }),
               Expression(file: file, first: active.first, last: active.last).mentionsReduceMotion(propertyName: nil) {
                _ = context.hostForEditing(site: call.nameIndex, rule: rule, expression: Expression(file: file, first: active.first, last: active.last),
                                           description: "'.symbolEffect'")
                continue
            }
            guard let effect = call.arguments.first, effect.label == nil, let last = call.arguments.last,
                  !call.arguments.contains(where: { $0.label == "isActive" || $0.label == "value" }) else { continue }
            let value = Expression(file: file, first: effect.first, last: last.last)
            // A pulse or a variable colour only changes the opacity of the symbol's layers, which
            // may stay; it is often the only sign that something is busy.
            let effects = SymbolEffectRule.effectNames(from: effect.first, to: effect.last, in: file)
            if !effects.isEmpty, effects.isSubset(of: SymbolEffectRule.opacityOnlyEffects) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .onlyAppearance,
                                   message: "'.symbolEffect' only changes opacity, colour of the symbol's layers: left as it is")
                }
                continue
            }
            guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'.symbolEffect'") else { continue }
            context.recordFix(site: call.nameIndex, rule: rule, review: false, message: "'.symbolEffect' runs indefinitely: make it inactive when Reduce Motion is on")
            context.insert(", isActive: !\(host.propertyName)", at: file.token(last.last).end, rule: rule, host: host)
        }
    }
}

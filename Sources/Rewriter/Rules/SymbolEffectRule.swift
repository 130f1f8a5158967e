/// POLICY §3 (continuous motion): an indefinite `.symbolEffect` animates as long as it is active.
public struct SymbolEffectRule: Rule {
    public static let description = RuleDescription(
        id: "symbol-effect",
        summary: "Makes an always-on symbol effect inactive when Reduce Motion is on.",
        examples: [
            RuleExample("Image(systemName: \"wifi\").symbolEffect(.variableColor)",
                        "Image(systemName: \"wifi\").symbolEffect(.variableColor, isActive: !reduceMotion)"),
            RuleExample("Image(systemName: \"bell\").symbolEffect(.pulse, options: .repeating)",
                        "Image(systemName: \"bell\").symbolEffect(.pulse, options: .repeating, isActive: !reduceMotion)"),
        ],
        untouched: [
            "Image(systemName: \"bell\").symbolEffect(.bounce, value: count)",
            "Image(systemName: \"bell\").symbolEffect(.pulse, isActive: isLoading)",
        ])

    public init() {}

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
            guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'.symbolEffect'") else { continue }
            context.recordFix(site: call.nameIndex, rule: rule, review: false, message: "'.symbolEffect' runs indefinitely: make it inactive when Reduce Motion is on")
            context.insert(", isActive: !\(host.propertyName)", at: file.token(last.last).end, rule: rule, host: host)
        }
    }
}

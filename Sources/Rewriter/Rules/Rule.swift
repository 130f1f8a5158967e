/// A rewrite rule: finds its sites in one file and records edits and findings in the context.
public protocol Rule {
    /// The rule's id, one-sentence summary and examples (which are also tests).
    static var description: RuleDescription { get }
    init()
    /// Looks at the file of `context` and records edits and findings there.
    func apply(_ context: RuleContext)
}

/// How a rule describes itself, SwiftLint style: the examples double as tests.
public struct RuleDescription: Sendable {
    public let id: String
    public let summary: String
    /// Code the rule rewrites, with the expected result.
    public let examples: [RuleExample]
    /// Code the rule must leave alone.
    public let untouched: [String]

    public init(id: String, summary: String, examples: [RuleExample], untouched: [String] = []) {
        self.id = id
        self.summary = summary
        self.examples = examples
        self.untouched = untouched
    }
}

/// One before/after pair; `line` is where the example is written, for test failures.
public struct RuleExample: Sendable {
    public let before: String
    public let after: String
    public let line: UInt

    public init(_ before: String, _ after: String, line: UInt = #line) {
        self.before = before
        self.after = after
        self.line = line
    }
}

/// Every rule, in the order they run, and the id of the property insertion.
public enum RuleCatalog {
    /// The rules that rewrite sites.
    public static let rules: [any Rule.Type] = [
        OffsetRule.self,
        ScaleEffectRule.self,
        RotationEffectRule.self,
        TransitionRule.self,
        RepeatForeverRule.self,
        SpringAnimationRule.self,
        InstantAnimationRule.self,
        TimelineViewRule.self,
        KeyframeAnimatorRule.self,
        PhaseAnimatorRule.self,
        SymbolEffectRule.self,
        ManualMotionRule.self,
        UIKitMotionRule.self,
        // Last: it settles the findings the value and animation rules left to a timer.
        TimerLoopRule.self,
    ]

    /// The id of the edit that adds the `@Environment` property (docs/BEHAVIOUR.md §2).
    public static let environmentPropertyID = "environment-property"

    /// Every rule id users can name in directives.
    public static var allIDs: [String] {
        [environmentPropertyID] + rules.map { $0.description.id }
    }
}

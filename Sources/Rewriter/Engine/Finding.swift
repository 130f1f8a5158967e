/// A motion site that motionfix reports instead of (or as well as) rewriting it.
public struct Finding: Hashable, Sendable {
    public enum Action: String, Sendable {
        /// Fixed automatically.
        case fixed
        /// Fixed, but the hunk carries `review` (docs/BEHAVIOUR.md "Unsure? Flag it for review").
        case review
        /// Not rewritten: a person has to decide (no host, unsupported API, …).
        case manual
        /// Already respects Reduce Motion; nothing to do.
        case handled
    }

    public var path: String
    public var line: Int
    public var column: Int
    public var ruleID: String
    public var action: Action
    /// Why the rule did what it did: what every output reads, never the message.
    public var reason: FindingReason
    /// What was found and why it is (not) changed, in words for a person.
    public var message: String
    /// What the user can do about it, if anything.
    public var suggestion: String?
    /// The significant index of the site's token in its file, as the run that made the finding
    /// tokenized it (the audit measures the site there); nil for a finding made outside a run.
    var site: Int?
    /// The audit's reading of the site (severity, category, whether it respects Reduce Motion),
    /// set by the engine after the rules have run; nil only for findings made outside a run.
    public var assessment: Assessment?

    public init(path: String, line: Int, column: Int, ruleID: String, action: Action, reason: FindingReason, message: String,
                suggestion: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.action = action
        self.reason = reason
        self.message = message
        self.suggestion = suggestion
    }
}

/// One replacement of a byte range of a source file, produced by a rule.
///
/// Rules never build strings of whole files: they describe what to replace, and `EditSet`
/// splices every edit of a file at once.
public struct Edit: Hashable, Sendable {
    /// The byte range of the original file that is replaced (empty for an insertion).
    public let range: Range<Int>
    /// The bytes that take the place of `range`.
    public let replacement: [UInt8]
    /// The id of the rule that produced the edit (see `RuleCatalog`).
    public let ruleID: String
    /// Whether a reviewer should look at this change closely (docs/BEHAVIOUR.md "Unsure? Flag it for review").
    public let needsReview: Bool
    /// The type whose `reduceMotion` property this edit reads, if any; used to keep
    /// the inserted property and its uses in the same accept/reject decision.
    public let hostKey: String?

    public init(range: Range<Int>, replacement: [UInt8], ruleID: String, needsReview: Bool = false, hostKey: String? = nil) {
        self.range = range
        self.replacement = replacement
        self.ruleID = ruleID
        self.needsReview = needsReview
        self.hostKey = hostKey
    }

    public init(range: Range<Int>, replacement: String, ruleID: String, needsReview: Bool = false, hostKey: String? = nil) {
        self.init(range: range, replacement: Array(replacement.utf8), ruleID: ruleID, needsReview: needsReview, hostKey: hostKey)
    }
}

/// Why a change is made, in one line, taken from the finding the engine recorded for it.
struct ChangeReason: Hashable {
    let ruleID: String
    let message: String
    /// Whether the change is flagged `review`.
    let needsReview: Bool
    /// Index of the finding in the file's findings; nil when none was found (the rule's summary is used).
    let findingIndex: Int?

    /// One reason per finding behind `edits` (of one file, in order), without repeats. Each edit
    /// is matched to the nearest fixed or review finding of its rule at or above its line,
    /// else below it.
    static func reasons(for edits: [Edit], findings: [Finding], in source: SourceLines) -> [ChangeReason] {
        var reasons: [ChangeReason] = []
        for edit in edits {
            let line = source.line(of: edit.range.lowerBound) + 1
            let candidates = findings.indices.filter {
                findings[$0].ruleID == edit.ruleID && (findings[$0].action == .fixed || findings[$0].action == .review)
            }
            let above = candidates.filter { findings[$0].line <= line }.max { findings[$0].line < findings[$1].line }
            let below = candidates.filter { findings[$0].line > line }.min { findings[$0].line < findings[$1].line }
            let reason: ChangeReason
            if let index = above ?? below {
                let finding = findings[index]
                reason = ChangeReason(ruleID: edit.ruleID, message: finding.message, needsReview: finding.action == .review || edit.needsReview,
                                      findingIndex: index)
            } else {
                let summary = RuleCatalog.rules.first { $0.description.id == edit.ruleID }?.description.summary ?? edit.ruleID
                reason = ChangeReason(ruleID: edit.ruleID, message: summary, needsReview: edit.needsReview, findingIndex: nil)
            }
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        return reasons
    }
}

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
        Finder(findings: findings).reasons(for: edits, in: source)
    }

    /// A file's fixed and review findings by rule, sorted by line, built once per file: a hunk of
    /// thousands of edits (one body of many sites) is then matched in O(n log n), not
    /// edits × findings.
    struct Finder {
        private let findings: [Finding]
        /// Per rule, (line, index into `findings`), sorted.
        private let candidates: [String: [(line: Int, index: Int)]]

        init(findings: [Finding]) {
            self.findings = findings
            var candidates: [String: [(line: Int, index: Int)]] = [:]
            for (index, finding) in findings.enumerated() where finding.action == .fixed || finding.action == .review {
                candidates[finding.ruleID, default: []].append((finding.line, index))
            }
            self.candidates = candidates.mapValues { $0.sorted { ($0.line, $0.index) < ($1.line, $1.index) } }
        }

        /// As `ChangeReason.reasons(for:findings:in:)`.
        func reasons(for edits: [Edit], in source: SourceLines) -> [ChangeReason] {
            var reasons: [ChangeReason] = []
            var seen: Set<ChangeReason> = []
            for edit in edits {
                let line = source.line(of: edit.range.lowerBound) + 1
                let reason: ChangeReason
                if let index = nearest(rule: edit.ruleID, line: line) {
                    let finding = findings[index]
                    reason = ChangeReason(ruleID: edit.ruleID, message: finding.message, needsReview: finding.action == .review || edit.needsReview,
                                          findingIndex: index)
                } else {
                    let summary = RuleCatalog.rules.first { $0.description.id == edit.ruleID }?.description.summary ?? edit.ruleID
                    reason = ChangeReason(ruleID: edit.ruleID, message: summary, needsReview: edit.needsReview, findingIndex: nil)
                }
                if seen.insert(reason).inserted { reasons.append(reason) }
            }
            return reasons
        }

        /// The finding of `rule` on the last line at or above `line` (the first of that line's),
        /// else on the first line below it.
        private func nearest(rule: String, line: Int) -> Int? {
            guard let sorted = candidates[rule], !sorted.isEmpty else { return nil }
            let below = Finder.firstPosition(in: sorted) { $0 > line }
            guard below > 0 else { return sorted[below].index }
            // The last line at or above `line`, and the first finding on it.
            let above = sorted[below - 1].line
            return sorted[Finder.firstPosition(in: sorted) { $0 >= above }].index
        }

        /// The first position whose line satisfies `isPast` (which holds from some position on).
        private static func firstPosition(in sorted: [(line: Int, index: Int)], where isPast: (Int) -> Bool) -> Int {
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(sorted[middle].line) { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }
}

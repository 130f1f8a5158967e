/// The counts printed at the end of a run.
struct RunSummary {
    var scanned = 0
    var changed = 0
    var failed = 0
    /// Fixed sites (and inserted properties) by rule id.
    var fixesByRule: [String: Int] = [:]
    var reviews = 0
    var manual = 0
    /// Other files of the project read for the cross-file index only.
    var indexedOnly = 0

    mutating func add(_ result: FileResult) {
        scanned += 1
        if result.error != nil { failed += 1; return }
        if result.isChanged { changed += 1 } else { return }
        // Counted by rule here, then added: a file of thousands of fixes hashed a rule id for each.
        var counts: [(rule: String, count: Int)] = []
        func countFix(of rule: String) {
            if let position = counts.firstIndex(where: { $0.rule == rule }) { counts[position].count += 1 } else { counts.append((rule, 1)) }
        }
        for finding in result.findings where finding.action == .fixed || finding.action == .review {
            countFix(of: finding.ruleID)
            if finding.action == .review { reviews += 1 }
        }
        for edit in result.editSet.edits where edit.ruleID == RuleCatalog.environmentPropertyID {
            countFix(of: edit.ruleID)
        }
        for (rule, count) in counts { fixesByRule[rule, default: 0] += count }
    }

    /// `fromCache`: the results are the last run's (every file unchanged), which the timing says.
    func text(elapsed: Double, verb: String, fromCache: Bool = false) -> String {
        let unchanged = scanned - changed - failed
        var lines = ["motionfix: \(scanned) file\(scanned == 1 ? "" : "s") scanned, \(changed) \(verb), \(unchanged) unchanged, \(failed) skipped with errors"]
        if indexedOnly > 0 { lines.append("  \(indexedOnly) other file\(indexedOnly == 1 ? "" : "s") of the project read for cross-file facts only") }
        if !fixesByRule.isEmpty {
            let rules = fixesByRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            lines.append("  fixes: \(rules)\(reviews > 0 ? " (\(reviews) flagged review)" : "")")
        }
        lines.append("  \(manual) site\(manual == 1 ? "" : "s") left for manual work; \(RunSummary.seconds(elapsed))s\(fromCache ? " (the last run's results: no file changed)" : "")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `seconds` with two decimals (`0.12`). Not `String(format:)`: its first use looks up the
    /// conformances of its arguments at run time, about a fifth of a millisecond at the end of
    /// every run.
    static func seconds(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

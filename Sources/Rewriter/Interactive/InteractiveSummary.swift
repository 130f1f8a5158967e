/// The closing lines of an interactive review: files written, and changes applied, skipped
/// and not reviewed, by rule (a change is one finding: a gate's two edits count once).
struct InteractiveSummary {
    private(set) var applied: [String: Int] = [:]
    private(set) var skipped: [String: Int] = [:]
    private(set) var notReviewed: [String: Int] = [:]
    /// Accepted, but in files not written (Ctrl-C came first, or the write failed).
    private(set) var notWritten: [String: Int] = [:]
    private(set) var editedHunks = 0

    init(session: InteractiveSession) {
        let settled = Set(session.writtenFiles + session.unchangedFiles)
        let isWritten = { (file: Int) in settled.contains(file) }
        for hunk in session.queue {
            let file = session.plan.files[hunk.file]
            let reasons = file.reasons.reasons(for: hunk.edits, in: file.source)
            for reason in reasons {
                switch hunk.decision {
                case .applied, .edited:
                    if isWritten(hunk.file) { applied[reason.ruleID, default: 0] += 1 } else { notWritten[reason.ruleID, default: 0] += 1 }
                case .skipped: skipped[reason.ruleID, default: 0] += 1
                case .undecided: notReviewed[reason.ruleID, default: 0] += 1
                }
            }
            if case .edited = hunk.decision { editedHunks += 1 }
        }
        let needed = session.neededHosts()
        let property = RuleCatalog.environmentPropertyID
        for site in session.plan.properties.values {
            if needed.contains(site.hostKey) && !isWritten(site.file) {
                notWritten[property, default: 0] += 1
            } else if needed.contains(site.hostKey) {
                applied[property, default: 0] += 1
            } else if session.queue.contains(where: { !$0.isDecided && $0.hostKeys.contains(site.hostKey) }) {
                notReviewed[property, default: 0] += 1
            } else {
                skipped[property, default: 0] += 1
            }
        }
    }

    /// The text for stderr.
    func text(session: InteractiveSession, scanned: Int, failed: Int, manual: Int, ending: InteractiveSession.Ending) -> String {
        let files = session.plan.files.count
        let written = session.writtenFiles.count
        let unchanged = session.unchangedFiles.count
        var lines = ["motionfix: \(scanned) file\(scanned == 1 ? "" : "s") scanned, \(files) with changes: \(written) written, "
                     + "\(unchanged) left unchanged, \(failed) skipped with errors"]
        if ending == .interrupted {
            let pending = files - written - unchanged - session.failures.count
            lines.append("  interrupted: \(pending) file\(pending == 1 ? "" : "s") not written (left as they were)")
        }
        let edited = editedHunks > 0 ? " (\(editedHunks) hunk\(editedHunks == 1 ? "" : "s") edited by hand)" : ""
        lines.append("  applied: \(InteractiveSummary.list(applied))\(edited)")
        lines.append("  skipped: \(InteractiveSummary.list(skipped))")
        if !notWritten.isEmpty {
            let why = ending == .interrupted ? "interrupted" : "see the errors above"
            lines.append("  accepted but not written (\(why)): \(InteractiveSummary.list(notWritten))")
        }
        if !notReviewed.isEmpty { lines.append("  not reviewed: \(InteractiveSummary.list(notReviewed))") }
        lines.append("  \(manual) site\(manual == 1 ? "" : "s") left for manual work")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func list(_ counts: [String: Int]) -> String {
        counts.isEmpty ? "nothing" : counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

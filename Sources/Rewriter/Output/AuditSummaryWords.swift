/// The words the text and Markdown summaries share, so both say the same thing (docs/AUDIT.md).
enum AuditSummaryWords {
    /// Said instead of the counts when the files have no motion site at all.
    static let noMotionFound = "no motion found"

    /// How the sites that respect Reduce Motion do it: "2 read the setting; 12 are safe as they
    /// are (fades, colour)". Nil when none does.
    static func howSitesRespect(_ totals: AuditReport.Totals) -> String? {
        guard totals.respecting > 0 else { return nil }
        let reading = totals.reading, safe = totals.respecting - totals.reading
        return "\(reading) read\(reading == 1 ? "s" : "") the setting; "
            + "\(safe) \(safe == 1 ? "is safe as it is" : "are safe as they are") (fades, colour)"
    }

    /// The sites `--strict` fails on, counted apart: fixes motionfix makes (of medium or higher
    /// severity) and sites it leaves for a person.
    static func strictFailures(_ report: AuditReport) -> (fixes: Int, manual: Int) {
        var fixes = 0, manual = 0
        for file in report.files {
            for item in file.items where item.failsStrict {
                if item.action == .manual { manual += 1 } else { fixes += 1 }
            }
        }
        return (fixes, manual)
    }
}

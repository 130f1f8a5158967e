/// The words the text and Markdown summaries share, so both say the same thing (docs/AUDIT.md).
enum AuditSummaryWords {
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

/// `motionfix audit` (the default format): a terminal summary, then the sites grouped by file.
enum AuditText {
    static func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        let sites = report.siteCount
        let allItems = report.items
        lines.append("motionfix audit: \(report.scannedFiles) file\(report.scannedFiles == 1 ? "" : "s") scanned, \(report.files.count) with motion, "
                     + "\(sites) motion site\(sites == 1 ? "" : "s"), \(report.respectingCount) (\(report.respectingPercent)%) respect Reduce Motion")
        lines.append("")
        let header = ["severity", "sites", "respect", "auto", "review", "manual", "none"]
        var rows = [header]
        for severity in Severity.descending {
            let items = allItems.filter { $0.severity == severity }
            rows.append([severity.description, String(items.count), String(items.filter(\.respectsReduceMotion).count)]
                        + AuditAction.allCases.map { action in String(items.filter { $0.action == action }.count) })
        }
        rows.append(["total", String(sites), String(report.respectingCount)] + AuditAction.allCases.map { String(report.count($0)) })
        lines += table(rows)
        let categories = MotionCategory.allCases.filter { report.count($0) > 0 }.map { "\($0.rawValue) \(report.count($0))" }
        if !categories.isEmpty { lines.append("categories: " + categories.joined(separator: ", ")) }
        if report.propertiesAdded > 0 {
            lines.append("motionfix adds the Reduce Motion property to \(report.propertiesAdded) view\(report.propertiesAdded == 1 ? "" : "s")")
        }
        for file in report.files {
            lines.append("")
            lines.append("\(file.path)  (\(file.items.count) site\(file.items.count == 1 ? "" : "s"), highest \(file.highestSeverity))")
            let width = file.items.map { "\($0.line):\($0.column)".count }.max() ?? 0
            for item in file.items {
                let location = "\(item.line):\(item.column)"
                let respects = item.respectsReduceMotion ? "respects" : "ignores "
                lines.append("  " + pad(location, width) + "  " + pad(item.severity.description, 8) + "  " + pad(item.category.rawValue, 10)
                             + "  " + respects + "  " + pad(item.action.rawValue, 6) + "  " + item.api + ": " + item.message)
                if let suggestion = item.suggestion, item.action == .manual {
                    lines.append("  " + String(repeating: " ", count: width) + "  → " + suggestion)
                }
            }
        }
        for error in report.errors {
            lines.append("")
            lines.append(error.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func table(_ rows: [[String]]) -> [String] {
        guard let first = rows.first else { return [] }
        let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? pad(cell, widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// `motionfix audit --format xcode`: one `path:line:col: warning: …` line per site that does not
/// respect Reduce Motion (Xcode and most editors turn these into issues on the line).
enum AuditXcode {
    static func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        for item in report.items where !item.respectsReduceMotion {
            let suggestion = item.suggestion.map { "; \($0)" } ?? ""
            lines.append("\(item.path):\(item.line):\(item.column): warning: [\(item.ruleID)] \(item.severity) \(item.category.rawValue) motion (\(item.action.rawValue)): \(item.message)\(suggestion)")
        }
        lines += report.errors.map(\.description)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

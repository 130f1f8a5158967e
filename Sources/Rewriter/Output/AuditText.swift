/// `motionfix audit` (the default format): a terminal summary, then the sites grouped by file.
enum AuditText {
    static func render(_ report: AuditReport) -> String {
        let totals = report.totals
        // Bytes, made a string once: appending to a `String` piece by piece cost more than the pieces.
        var out: [UInt8] = []
        out.reserveCapacity(report.siteCount * 160)
        func line(_ text: String) {
            out += text.utf8
            out.append(UInt8(ascii: "\n"))
        }
        let sites = totals.sites
        let scanned = "motionfix audit: \(report.scannedFiles) file\(report.scannedFiles == 1 ? "" : "s") scanned"
        guard sites > 0 else {
            line("\(scanned), \(AuditSummaryWords.noMotionFound)")
            for error in report.errors {
                line("")
                line(error.description)
            }
            return String(decoding: out, as: UTF8.self)
        }
        line("\(scanned), \(report.files.count) with motion, \(sites) motion site\(sites == 1 ? "" : "s"), "
             + "\(totals.respecting) (\(report.respectingPercent)%) respect Reduce Motion"
             + (AuditSummaryWords.howSitesRespect(totals).map { ": " + $0 } ?? ""))
        line("")
        let header = ["severity", "sites", "respect", "auto", "review", "manual", "none"]
        var rows = [header]
        for severity in Severity.descending {
            rows.append([severity.description, String(totals.count(severity)), String(totals.respecting(severity))]
                        + AuditAction.allCases.map { String(totals.count(severity, $0)) })
        }
        rows.append(["total", String(sites), String(totals.respecting)] + AuditAction.allCases.map { String(totals.count($0)) })
        for row in table(rows) { line(row) }
        let categories = MotionCategory.allCases.filter { totals.count($0) > 0 }.map { "\($0.rawValue) \(totals.count($0))" }
        if !categories.isEmpty { line("categories: " + categories.joined(separator: ", ")) }
        if report.propertiesAdded > 0 {
            line("motionfix adds the Reduce Motion property to \(report.propertiesAdded) view\(report.propertiesAdded == 1 ? "" : "s")")
        }
        for file in report.files {
            line("")
            line("\(file.path)  (\(file.items.count) site\(file.items.count == 1 ? "" : "s"), highest \(file.highestSeverity))")
            let width = file.items.map { "\($0.line):\($0.column)".utf8.count }.max() ?? 0
            // Piece by piece into `out`: joining each line's pieces first made a string per piece.
            for item in file.items {
                out += "  ".utf8
                append("\(item.line):\(item.column)", paddedTo: width, to: &out)
                out += "  ".utf8
                append(item.severity.description, paddedTo: 8, to: &out)
                out += "  ".utf8
                append(item.category.rawValue, paddedTo: 10, to: &out)
                out += (item.readsReduceMotion ? "  reads     " : item.respectsReduceMotion ? "  safe      " : "  ignores   ").utf8
                append(item.action.rawValue, paddedTo: 6, to: &out)
                out += "  ".utf8
                out += item.api.utf8
                out += ": ".utf8
                out += item.message.utf8
                out.append(UInt8(ascii: "\n"))
                if let suggestion = item.suggestion, item.action == .manual {
                    line("  " + String(repeating: " ", count: width) + "  → " + suggestion)
                }
            }
        }
        for error in report.errors {
            line("")
            line(error.description)
        }
        return String(decoding: out, as: UTF8.self)
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

    /// Appends `text` (ASCII: a location, a severity, a category, an action) and the spaces
    /// that make it `width` bytes wide.
    private static func append(_ text: String, paddedTo width: Int, to out: inout [UInt8]) {
        out += text.utf8
        out += repeatElement(UInt8(ascii: " "), count: max(0, width - text.utf8.count))
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

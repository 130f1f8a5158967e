/// What interactive mode prints for a hunk: the file and progress, the rule ids, a one-line
/// reason per change, `REVIEW` when flagged, the property the hunk needs, and the diff.
struct HunkScreen {
    /// Where the hunk is in the review.
    struct Position {
        let fileNumber: Int
        let fileCount: Int
        let hunkNumber: Int
        let hunkCount: Int
    }

    /// A property the hunk reads.
    struct PropertyNote {
        let site: PropertySite
        /// The path of the file the property goes into, when it is not the hunk's file.
        let otherFile: String?
        /// Whether an applied hunk already needs it.
        let isAlreadyAdded: Bool
    }

    let style: TerminalStyle

    func render(_ hunk: UnifiedDiff.Hunk, path: String, position: Position, reasons: [ChangeReason], properties: [PropertyNote]) -> String {
        var header = style.paint(path, .bold)
            + style.paint("  file \(position.fileNumber)/\(position.fileCount) · hunk \(position.hunkNumber)/\(position.hunkCount) · ", .dim)
            + style.paint(hunk.ruleIDs.joined(separator: ", "), .yellow)
        if hunk.needsReview { header += "  " + style.paint(" REVIEW ", .bold, .reverse, .yellow) }
        var out = "\n" + header + "\n"
        // Sites with the same reason (three offsets driven by one value) share a line.
        var shown: [(reason: ChangeReason, count: Int)] = []
        for reason in reasons {
            if let index = shown.firstIndex(where: { $0.reason.ruleID == reason.ruleID && $0.reason.message == reason.message }) {
                shown[index].count += 1
            } else {
                shown.append((reason, 1))
            }
        }
        for (reason, count) in shown {
            let times = count > 1 ? " ×\(count)" : ""
            let flag = reason.needsReview ? " " + style.paint("[review]", .bold, .yellow) : ""
            out += "  " + style.paint(reason.ruleID + times, .yellow) + flag + ": " + reason.message + "\n"
        }
        for note in properties {
            out += "  " + style.paint(RuleCatalog.environmentPropertyID, .yellow) + ": " + text(of: note) + "\n"
        }
        out += style.paint(hunk.range, .cyan) + "\n"
        for line in hunk.lines { out += paint(diffLine: line) }
        return out
    }

    /// The sentence for a property the hunk reads.
    func text(of note: PropertyNote) -> String {
        let site = note.site
        if note.isAlreadyAdded {
            return "`\(site.hostName)` reads `\(site.propertyName)`, already added for an applied hunk"
        }
        let place = note.otherFile.map { "\($0):\(site.line)" } ?? "line \(site.line)"
        return style.paint("adds `\(site.declaration)` to `\(site.hostName)` (\(place)), needed by this change", .green)
    }

    private func paint(diffLine line: String) -> String {
        var out = ""
        // Split by bytes: "\r\n" is one Character in Swift.
        for piece in SourceLines.split(line) {
            let body = piece.utf8.last == UInt8(ascii: "\n") ? String(decoding: piece.utf8.dropLast(), as: UTF8.self) : String(piece)
            switch body.utf8.first {
            case UInt8(ascii: "-"): out += style.paint(body, .red)
            case UInt8(ascii: "+"): out += style.paint(body, .green)
            case UInt8(ascii: "\\"): out += style.paint(body, .dim)
            default: out += body
            }
            out += "\n"
        }
        return out
    }
}

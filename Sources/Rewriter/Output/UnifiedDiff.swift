/// A unified diff built directly from a file's edit list, so that what is previewed is exactly
/// what is written. Hunks keep the edits they contain, for per-hunk review.
public struct UnifiedDiff {
    /// One `@@` block.
    public struct Hunk: Sendable {
        /// 1-based first line and line count in the old and new file (git's convention:
        /// for an empty side the start is the line before).
        public let oldStart: Int
        public let oldCount: Int
        public let newStart: Int
        public let newCount: Int
        /// The body lines, each starting with ` `, `-` or `+` and ending with its line break
        /// (plus `\ No newline at end of file` where needed). Within a run of changed lines,
        /// every `-` line comes before the `+` lines.
        public let lines: [String]
        /// The edits this hunk shows.
        public let edits: [Edit]

        /// Rule ids of the hunk, in order of first appearance.
        public var ruleIDs: [String] {
            var seen: [String] = []
            for edit in edits where !seen.contains(edit.ruleID) { seen.append(edit.ruleID) }
            return seen
        }

        /// Whether a reviewer should look closely (POLICY §3.4).
        public var needsReview: Bool { edits.contains { $0.needsReview } }

        /// The `@@ … @@` line with the rule ids (and `review`) as its section text.
        public var header: String {
            "\(range) motionfix: \(ruleIDs.joined(separator: ", "))\(needsReview ? " review" : "")"
        }

        /// The bare `@@ -a,b +c,d @@`.
        public var range: String {
            "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
        }
    }

    public let path: String
    public let hunks: [Hunk]

    /// Lines of context around each change.
    public static let contextLines = 3

    /// Builds the diff of `original` under `editSet` for the file shown as `path`.
    public init(path: String, original: [UInt8], editSet: EditSet) {
        self.path = path
        let source = SourceLines(original)
        hunks = UnifiedDiff.groups(ChangeBlock.blocks(of: editSet.edits, in: source)).map { UnifiedDiff.hunk(of: $0, in: source) }
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The patch text: `--- a/path`, `+++ b/path` and the hunks. As git writes them: an
    /// absolute path (a file outside the working directory) loses its leading `/`
    /// (`a//tmp/App/V.swift` would apply nowhere, `a/tmp/App/V.swift` applies from `/`), and a
    /// path with a space is followed by a tab, where `patch` ends the name (else it stops at
    /// the space). A path with a control character, a `"` or a `\` is quoted as git quotes it
    /// (`"a/…"`, C escapes): a line feed in it would otherwise end the line.
    public var text: String {
        guard !hunks.isEmpty else { return "" }
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var out = "--- \(UnifiedDiff.name(relative, side: "a"))\n+++ \(UnifiedDiff.name(relative, side: "b"))\n"
        for hunk in hunks {
            out += hunk.header + "\n"
            for line in hunk.lines { out += line }
        }
        return out
    }

    /// The name on a `---` or `+++` line, as git writes it: `side/path`, quoted when the path
    /// holds a byte git quotes (a control character, `"` or `\`; others stay as they are, as
    /// with `core.quotePath` off), and followed by a tab when it has a space.
    static func name(_ path: String, side: String) -> String {
        let name = side + "/" + path
        // Bytes, not `contains(" ")`: that one is Foundation's substring search, 20,000
        // instructions a file on the thread that writes the patch.
        let tab = path.utf8.contains(UInt8(ascii: " ")) ? "\t" : ""
        guard name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return name + tab
        }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            switch byte {
            case 0x07: quoted += Array(#"\a"#.utf8)
            case 0x08: quoted += Array(#"\b"#.utf8)
            case 0x09: quoted += Array(#"\t"#.utf8)
            case 0x0A: quoted += Array(#"\n"#.utf8)
            case 0x0B: quoted += Array(#"\v"#.utf8)
            case 0x0C: quoted += Array(#"\f"#.utf8)
            case 0x0D: quoted += Array(#"\r"#.utf8)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): quoted += [UInt8(ascii: "\\"), byte]
            case ..<0x20, 0x7F:
                // Three octal digits, as git writes the other control characters.
                quoted += [UInt8(ascii: "\\"), UInt8(ascii: "0") + byte >> 6, UInt8(ascii: "0") + (byte >> 3) & 7, UInt8(ascii: "0") + byte & 7]
            default: quoted.append(byte)
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self) + tab
    }

    // MARK: - Building

    /// Blocks whose context would overlap, grouped into one hunk each.
    static func groups(_ blocks: [ChangeBlock]) -> [[ChangeBlock]] {
        var groups: [[ChangeBlock]] = []
        for block in blocks {
            if let previous = groups.last?.last, block.oldStart - previous.oldEnd <= 2 * contextLines {
                groups[groups.count - 1].append(block)
            } else {
                groups.append([block])
            }
        }
        return groups
    }

    /// The hunk showing `group` (blocks of one file, in order) with context from `source`.
    static func hunk(of group: [ChangeBlock], in source: SourceLines) -> Hunk {
        let first = group.first!, last = group.last!
        let contextStart = max(0, first.oldStart - contextLines)
        let contextEnd = min(source.lines.count, last.oldEnd + contextLines)
        var body: [String] = []
        var oldCount = 0, newCount = 0
        var cursor = contextStart
        for block in group {
            while cursor < block.oldStart { body.append(" " + terminated(source.lines[cursor])); cursor += 1; oldCount += 1; newCount += 1 }
            for line in block.oldLines { body.append("-" + terminated(line)); oldCount += 1 }
            for line in block.newLines { body.append("+" + terminated(line)); newCount += 1 }
            cursor = block.oldEnd
        }
        while cursor < contextEnd { body.append(" " + terminated(source.lines[cursor])); cursor += 1; oldCount += 1; newCount += 1 }
        let newFirst = contextStart + (first.newStart - first.oldStart)
        return Hunk(oldStart: oldCount == 0 ? contextStart : contextStart + 1, oldCount: oldCount,
                    newStart: newCount == 0 ? newFirst : newFirst + 1, newCount: newCount,
                    lines: body, edits: group.flatMap(\.edits))
    }

    private static func terminated(_ line: Substring) -> String {
        // Compare bytes: for Swift, "\r\n" is one Character that does not end with "\n".
        line.utf8.last == UInt8(ascii: "\n") ? String(line) : String(line) + "\n\\ No newline at end of file\n"
    }
}

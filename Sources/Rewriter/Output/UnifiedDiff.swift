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
        public var lines: [String] {
            var lines: [String] = []
            var start = 0
            for end in lineEnds {
                lines.append(String(decoding: body[start..<end], as: UTF8.self))
                start = end
            }
            return lines
        }
        /// The body as bytes (the lines one after the other), and where each line ends in it.
        let body: [UInt8]
        let lineEnds: [Int]
        /// The edits this hunk shows.
        public let edits: [Edit]

        /// Rule ids of the hunk, in order of first appearance.
        public var ruleIDs: [String] {
            var seen: [String] = []
            for edit in edits where !seen.contains(edit.ruleID) { seen.append(edit.ruleID) }
            return seen
        }

        /// Whether a reviewer should look closely (docs/BEHAVIOUR.md "Unsure? Flag it for review").
        public var needsReview: Bool { edits.contains { $0.needsReview } }

        /// The `@@ … @@` line with the rule ids (and `review`) as its section text.
        public var header: String {
            var bytes: [UInt8] = []
            appendHeader(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// `header`, written as bytes (a patch has one per hunk; interpolating it cost more
        /// than its body).
        func appendHeader(to out: inout [UInt8]) {
            appendRange(to: &out)
            out += " motionfix: ".utf8
            for (position, id) in ruleIDs.enumerated() {
                if position > 0 { out += ", ".utf8 }
                out += id.utf8
            }
            if needsReview { out += " review".utf8 }
        }

        /// The bare `@@ -a,b +c,d @@`.
        public var range: String {
            var bytes: [UInt8] = []
            appendRange(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// `range`, written as bytes.
        private func appendRange(to out: inout [UInt8]) {
            out += "@@ -".utf8
            UnifiedDiff.appendDecimal(oldStart, to: &out)
            out.append(UInt8(ascii: ","))
            UnifiedDiff.appendDecimal(oldCount, to: &out)
            out += " +".utf8
            UnifiedDiff.appendDecimal(newStart, to: &out)
            out.append(UInt8(ascii: ","))
            UnifiedDiff.appendDecimal(newCount, to: &out)
            out += " @@".utf8
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
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The patch text's bytes (`text`), as written to the output.
    public var bytes: [UInt8] {
        guard !hunks.isEmpty else { return [] }
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var out: [UInt8] = []
        out.reserveCapacity(2 * relative.utf8.count + 20 + hunks.reduce(0) { $0 + $1.body.count + 80 })
        out += "--- ".utf8
        out += UnifiedDiff.nameBytes(relative, side: "a")
        out += "\n+++ ".utf8
        out += UnifiedDiff.nameBytes(relative, side: "b")
        out.append(UInt8(ascii: "\n"))
        for hunk in hunks {
            hunk.appendHeader(to: &out)
            out.append(UInt8(ascii: "\n"))
            out += hunk.body
        }
        return out
    }

    /// The name on a `---` or `+++` line, as git writes it: `side/path`, quoted when the path
    /// holds a byte git quotes (a control character, `"` or `\`; others stay as they are, as
    /// with `core.quotePath` off), and followed by a tab when it has a space.
    static func name(_ path: String, side: String) -> String {
        String(decoding: nameBytes(path, side: side), as: UTF8.self)
    }

    /// `name`, as bytes: the patch is written as bytes, and building each name as a string
    /// cost thousands of instructions a file.
    static func nameBytes(_ path: String, side: String) -> [UInt8] {
        var name = Array(side.utf8)
        name.append(UInt8(ascii: "/"))
        name += path.utf8
        let tab: [UInt8] = path.utf8.contains(UInt8(ascii: " ")) ? [UInt8(ascii: "\t")] : []
        guard name.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return name + tab
        }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name {
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
        return quoted + tab
    }

    /// Appends `value` (not negative) in decimal.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
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
        // One buffer for the body, not a string per line: a patch is mostly these lines. Made at
        // its size (a note of a missing line break aside): a file of thousands of changed lines
        // is one hunk, whose body grew by copying itself.
        var body: [UInt8] = []
        var lineEnds: [Int] = []
        var size = 0, lineCount = 0, sizeCursor = contextStart
        for block in group {
            size += source.byteRange(ofLines: sizeCursor..<max(sizeCursor, block.oldStart)).count
                + block.oldLines.reduce(0) { $0 + $1.count } + block.newLines.reduce(0) { $0 + $1.count }
            lineCount += max(0, block.oldStart - sizeCursor) + block.oldLines.count + block.newLines.count
            sizeCursor = block.oldEnd
        }
        size += source.byteRange(ofLines: sizeCursor..<max(sizeCursor, contextEnd)).count
        lineCount += max(0, contextEnd - sizeCursor)
        body.reserveCapacity(size + lineCount)
        lineEnds.reserveCapacity(lineCount)
        func append(_ marker: UInt8, _ line: ArraySlice<UInt8>) {
            body.append(marker)
            body += line
            // Bytes: for Swift, "\r\n" is one Character that does not end with "\n".
            if line.last != UInt8(ascii: "\n") { body += noNewlineAtEnd }
            lineEnds.append(body.count)
        }
        var oldCount = 0, newCount = 0
        var cursor = contextStart
        for block in group {
            while cursor < block.oldStart { append(UInt8(ascii: " "), source.lineBytes(cursor)); cursor += 1; oldCount += 1; newCount += 1 }
            for line in block.oldLines { append(UInt8(ascii: "-"), line); oldCount += 1 }
            for line in block.newLines { append(UInt8(ascii: "+"), line); newCount += 1 }
            cursor = block.oldEnd
        }
        while cursor < contextEnd { append(UInt8(ascii: " "), source.lineBytes(cursor)); cursor += 1; oldCount += 1; newCount += 1 }
        let newFirst = contextStart + (first.newStart - first.oldStart)
        return Hunk(oldStart: oldCount == 0 ? contextStart : contextStart + 1, oldCount: oldCount,
                    newStart: newCount == 0 ? newFirst : newFirst + 1, newCount: newCount,
                    body: body, lineEnds: lineEnds, edits: group.flatMap(\.edits))
    }

    /// What ends a last line without a line break (after the line break the patch adds).
    private static let noNewlineAtEnd = Array("\n\\ No newline at end of file\n".utf8)
}

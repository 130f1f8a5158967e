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
        /// (plus `\ No newline at end of file` where needed).
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
            "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@ motionfix: \(ruleIDs.joined(separator: ", "))\(needsReview ? " review" : "")"
        }
    }

    public let path: String
    public let hunks: [Hunk]

    /// Lines of context around each change.
    public static let contextLines = 3

    /// Builds the diff of `original` under `editSet` for the file shown as `path`.
    public init(path: String, original: [UInt8], editSet: EditSet) {
        self.path = path
        hunks = UnifiedDiff.makeHunks(original: original, edits: editSet.edits)
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The patch text: `--- a/path`, `+++ b/path` and the hunks.
    public var text: String {
        guard !hunks.isEmpty else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            out += hunk.header + "\n"
            for line in hunk.lines { out += line }
        }
        return out
    }

    // MARK: - Building

    private struct Block {
        var oldStart: Int        // 0-based index of first old line replaced
        var oldLines: [Substring]
        var newLines: [Substring]
        var edits: [Edit]
    }

    private static func makeHunks(original: [UInt8], edits: [Edit]) -> [Hunk] {
        guard !edits.isEmpty else { return [] }
        let text = String(decoding: original, as: UTF8.self)
        let oldLines = splitLines(text)
        var lineStarts: [Int] = [0]
        for (offset, byte) in original.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func line(of offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return min(low, max(0, oldLines.count - 1))
        }
        // Cluster edits that touch the same lines.
        var clusters: [(first: Int, last: Int, edits: [Edit])] = []
        for edit in edits {
            let first = line(of: edit.range.lowerBound)
            let last = edit.range.isEmpty ? first : line(of: edit.range.upperBound - 1)
            if var current = clusters.last, first <= current.last {
                current.last = max(current.last, last)
                current.edits.append(edit)
                clusters[clusters.count - 1] = current
            } else {
                clusters.append((first, last, [edit]))
            }
        }
        var blocks: [Block] = []
        for cluster in clusters {
            let start = lineStarts[cluster.first]
            let end = cluster.last + 1 < lineStarts.count ? lineStarts[cluster.last + 1] : original.count
            var replaced: [UInt8] = []
            var cursor = start
            for edit in cluster.edits {
                replaced.append(contentsOf: original[cursor..<edit.range.lowerBound])
                replaced.append(contentsOf: edit.replacement)
                cursor = edit.range.upperBound
            }
            replaced.append(contentsOf: original[cursor..<max(cursor, end)])
            var old = Array(oldLines.isEmpty ? [] : oldLines[cluster.first...min(cluster.last, oldLines.count - 1)])
            var new = splitLines(String(decoding: replaced, as: UTF8.self))
            var oldStart = cluster.first
            while let a = old.first, let b = new.first, a.utf8.elementsEqual(b.utf8) { old.removeFirst(); new.removeFirst(); oldStart += 1 }
            while let a = old.last, let b = new.last, a.utf8.elementsEqual(b.utf8) { old.removeLast(); new.removeLast() }
            if old.isEmpty && new.isEmpty { continue }
            blocks.append(Block(oldStart: oldStart, oldLines: old, newLines: new, edits: cluster.edits))
        }
        // Group blocks whose context overlaps into hunks.
        var hunks: [Hunk] = []
        var delta = 0
        var index = 0
        while index < blocks.count {
            var group = [blocks[index]]
            while index + 1 < blocks.count {
                let previous = group.last!
                let next = blocks[index + 1]
                if next.oldStart - (previous.oldStart + previous.oldLines.count) <= 2 * contextLines {
                    group.append(next)
                    index += 1
                } else {
                    break
                }
            }
            index += 1
            let first = group.first!, last = group.last!
            let contextStart = max(0, first.oldStart - contextLines)
            let contextEnd = min(oldLines.count, last.oldStart + last.oldLines.count + contextLines)
            var body: [String] = []
            var oldCount = 0, newCount = 0
            var cursor = contextStart
            var hunkEdits: [Edit] = []
            for block in group {
                while cursor < block.oldStart { body.append(" " + terminated(oldLines[cursor])); cursor += 1; oldCount += 1; newCount += 1 }
                for line in block.oldLines { body.append("-" + terminated(line)); oldCount += 1 }
                for line in block.newLines { body.append("+" + terminated(line)); newCount += 1 }
                cursor = block.oldStart + block.oldLines.count
                hunkEdits += block.edits
            }
            while cursor < contextEnd { body.append(" " + terminated(oldLines[cursor])); cursor += 1; oldCount += 1; newCount += 1 }
            let oldStart = oldCount == 0 ? contextStart : contextStart + 1
            let newFirst = contextStart + delta
            let newStart = newCount == 0 ? newFirst : newFirst + 1
            for block in group { delta += block.newLines.count - block.oldLines.count }
            hunks.append(Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: body, edits: hunkEdits))
        }
        return hunks
    }

    /// Splits after each `\n`, keeping it; a last line without one is kept as is.
    private static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        let utf8 = text.utf8
        var u = utf8.startIndex
        while u != utf8.endIndex {
            if utf8[u] == UInt8(ascii: "\n") {
                index = utf8.index(after: u)
                lines.append(text[start..<index])
                start = index
            }
            u = utf8.index(after: u)
        }
        if start != text.endIndex { lines.append(text[start...]) }
        return lines
    }

    private static func terminated(_ line: Substring) -> String {
        // Compare bytes: for Swift, "\r\n" is one Character that does not end with "\n".
        line.utf8.last == UInt8(ascii: "\n") ? String(line) : String(line) + "\n\\ No newline at end of file\n"
    }
}

/// A run of changed lines with no unchanged line inside: the old lines it replaces, the lines
/// that take their place, and the edits that make the change. A hunk is one or more blocks
/// with context around them; splitting a hunk (`s` in interactive mode) gives one per block.
struct ChangeBlock: Sendable {
    /// 0-based index of the first old line replaced (for a pure insertion, the line it goes before).
    var oldStart: Int
    /// The old lines, each with its line break, as the diff shows them (`SourceLines.lineBytes`).
    var oldLines: [ArraySlice<UInt8>]
    /// The new lines, each with its line break.
    var newLines: [ArraySlice<UInt8>]
    /// 0-based index of the first new line in the file with all the edits of the list applied.
    var newStart: Int
    /// The edits this block shows, in file order.
    var edits: [Edit]

    /// One past the last old line.
    var oldEnd: Int { oldStart + oldLines.count }

    /// The blocks of `edits` (sorted, non-overlapping) in `source`. Edits on the same line share
    /// a block, and so do changes on adjacent lines: a block always lists all its removed lines
    /// before its added ones, as git does.
    static func blocks(of edits: [Edit], in source: SourceLines) -> [ChangeBlock] {
        var blocks: [ChangeBlock] = []
        var delta = 0
        // The new lines of the cluster at hand, in one list kept from cluster to cluster: most
        // clusters join the block before them, whose lists they are appended to.
        var newLines: [ArraySlice<UInt8>] = []
        var start = 0
        var line = 0
        while start < edits.count {
            let cluster = ChangeBlock.cluster(startingAt: start, of: edits, in: source, from: line)
            line = cluster.last
            defer { start = cluster.edits.upperBound }
            // The cluster's lines with its edits made, cut into lines.
            let span = source.byteRange(ofLines: cluster.first..<(cluster.last + 1))
            var replaced: [UInt8] = []
            replaced.reserveCapacity(span.count + edits[cluster.edits].reduce(0) { $0 + $1.replacement.count })
            var cursor = span.lowerBound
            for edit in edits[cluster.edits] {
                replaced.append(contentsOf: source.bytes[cursor..<edit.range.lowerBound])
                replaced.append(contentsOf: edit.replacement)
                cursor = edit.range.upperBound
            }
            replaced.append(contentsOf: source.bytes[cursor..<max(cursor, span.upperBound)])
            newLines.removeAll(keepingCapacity: true)
            // Bytes, not strings: a diff shows a few lines around each change, and decoding each
            // one cost more than the rest of the diff.
            SourceLines.splitLines(source.isValidUTF8 ? replaced : Array(String(decoding: replaced, as: UTF8.self).utf8), into: &newLines)
            // Without the leading and trailing lines the cluster leaves as they were.
            var oldStart = cluster.first
            var oldEnd = source.lines.isEmpty ? cluster.first : min(cluster.last, source.lines.count - 1) + 1
            var newFirst = 0, newEnd = newLines.count
            while oldStart < oldEnd, newFirst < newEnd, source.lineBytes(oldStart).elementsEqual(newLines[newFirst]) {
                oldStart += 1
                newFirst += 1
            }
            while oldEnd > oldStart, newEnd > newFirst, source.lineBytes(oldEnd - 1).elementsEqual(newLines[newEnd - 1]) {
                oldEnd -= 1
                newEnd -= 1
            }
            if oldStart == oldEnd && newFirst == newEnd { continue }
            let newStart = oldStart + delta
            delta += (newEnd - newFirst) - (oldEnd - oldStart)
            if !blocks.isEmpty, blocks[blocks.count - 1].oldEnd == oldStart {
                for line in oldStart..<oldEnd { blocks[blocks.count - 1].oldLines.append(source.lineBytes(line)) }
                blocks[blocks.count - 1].newLines += newLines[newFirst..<newEnd]
                blocks[blocks.count - 1].edits += edits[cluster.edits]
            } else {
                blocks.append(ChangeBlock(oldStart: oldStart, oldLines: (oldStart..<oldEnd).map(source.lineBytes),
                                          newLines: Array(newLines[newFirst..<newEnd]), newStart: newStart, edits: Array(edits[cluster.edits])))
            }
        }
        return blocks
    }

    /// The edits from `start` on that change lines `first...last` of `source` with no unchanged
    /// line among them: each one starts on a line the ones before it touch. The first starts on
    /// line `line` or after it.
    private static func cluster(startingAt start: Int, of edits: [Edit], in source: SourceLines, from line: Int) -> (first: Int, last: Int, edits: Range<Int>) {
        let first = source.line(of: edits[start].range.lowerBound, from: line)
        var last = lastLine(of: edits[start], startingOn: first, in: source)
        var end = start + 1
        while end < edits.count {
            let editFirst = source.line(of: edits[end].range.lowerBound, from: first)
            guard editFirst <= last else { break }
            last = max(last, lastLine(of: edits[end], startingOn: editFirst, in: source))
            end += 1
        }
        return (first, last, start..<end)
    }

    /// The last line `edit` touches, given the line it starts on.
    private static func lastLine(of edit: Edit, startingOn first: Int, in source: SourceLines) -> Int {
        edit.range.isEmpty ? first : source.line(of: edit.range.upperBound - 1, from: first)
    }
}

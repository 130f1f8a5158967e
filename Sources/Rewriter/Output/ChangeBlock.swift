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
        for cluster in clusters(of: edits, in: source) {
            guard var block = block(for: cluster, in: source) else { continue }
            block.newStart = block.oldStart + delta
            delta += block.newLines.count - block.oldLines.count
            if let last = blocks.last, last.oldEnd == block.oldStart {
                blocks[blocks.count - 1].oldLines += block.oldLines
                blocks[blocks.count - 1].newLines += block.newLines
                blocks[blocks.count - 1].edits += block.edits
            } else {
                blocks.append(block)
            }
        }
        return blocks
    }

    /// Edits grouped by the lines they touch: each group spans lines `first...last`.
    private static func clusters(of edits: [Edit], in source: SourceLines) -> [(first: Int, last: Int, edits: [Edit])] {
        var clusters: [(first: Int, last: Int, edits: [Edit])] = []
        for edit in edits {
            let first = source.line(of: edit.range.lowerBound)
            let last = edit.range.isEmpty ? first : source.line(of: edit.range.upperBound - 1)
            // Grown in place: a copy of the last cluster would copy its edits at every step.
            if let current = clusters.last, first <= current.last {
                clusters[clusters.count - 1].last = max(current.last, last)
                clusters[clusters.count - 1].edits.append(edit)
            } else {
                clusters.append((first, last, [edit]))
            }
        }
        return clusters
    }

    /// The lines a cluster changes, without the leading and trailing lines it leaves as they were;
    /// nil when it changes nothing. `newStart` is left for the caller.
    private static func block(for cluster: (first: Int, last: Int, edits: [Edit]), in source: SourceLines) -> ChangeBlock? {
        let span = source.byteRange(ofLines: cluster.first..<(cluster.last + 1))
        var replaced: [UInt8] = []
        var cursor = span.lowerBound
        for edit in cluster.edits {
            replaced.append(contentsOf: source.bytes[cursor..<edit.range.lowerBound])
            replaced.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
        }
        replaced.append(contentsOf: source.bytes[cursor..<max(cursor, span.upperBound)])
        // Bytes, not strings: a diff shows a few lines around each change, and decoding each
        // one cost more than the rest of the diff.
        var old: [ArraySlice<UInt8>] = source.lines.isEmpty ? [] : (cluster.first...min(cluster.last, source.lines.count - 1)).map(source.lineBytes)
        var new = SourceLines.splitLines(source.isValidUTF8 ? replaced : Array(String(decoding: replaced, as: UTF8.self).utf8))
        var oldStart = cluster.first
        while let a = old.first, let b = new.first, a.elementsEqual(b) { old.removeFirst(); new.removeFirst(); oldStart += 1 }
        while let a = old.last, let b = new.last, a.elementsEqual(b) { old.removeLast(); new.removeLast() }
        if old.isEmpty && new.isEmpty { return nil }
        return ChangeBlock(oldStart: oldStart, oldLines: old, newLines: new, newStart: oldStart, edits: cluster.edits)
    }
}

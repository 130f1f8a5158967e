/// A file's lines (each with its line break, the last one possibly without) and the byte
/// offset where each starts, for building diffs and mapping them back to bytes.
struct SourceLines {
    /// The bytes the lines were split from.
    let bytes: [UInt8]
    /// The lines, each ending with its `\n` except perhaps the last.
    let lines: Lines
    /// The offset of the start of each line, plus one entry after each `\n` (so a file that
    /// ends with a line break has one more entry than lines).
    let starts: [Int]
    /// Whether the bytes are valid UTF-8 (else what is shown of them is repaired).
    let isValidUTF8: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let starts = SourceLines.starts(of: bytes)
        self.starts = starts
        isValidUTF8 = UTF8Check.firstInvalidOffset(bytes) == nil
        if isValidUTF8 {
            lines = Lines(bytes: bytes, starts: starts, repaired: nil)
        } else {
            // Invalid UTF-8 is repaired, so offsets move: split the repaired text itself.
            lines = Lines(bytes: bytes, starts: starts, repaired: SourceLines.split(String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// Line `index` as the bytes a diff shows, with its line break: a slice of the file (no
    /// copy, nothing decoded), or the repaired line of a file that is not valid UTF-8.
    func lineBytes(_ index: Int) -> ArraySlice<UInt8> {
        guard isValidUTF8 else { return ArraySlice(lines[index].utf8) }
        precondition(index >= 0 && index < lines.count, "line index out of range")
        return bytes[byteRange(ofLines: index..<(index + 1))]
    }

    /// `bytes` cut after each `\n` (keeping it; a last line without one is kept as is), as
    /// slices of it, appended to `lines`.
    static func splitLines(_ bytes: [UInt8], into lines: inout [ArraySlice<UInt8>]) {
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            buffer.forEachOffsetAfterLineFeed { next in
                lines.append(bytes[start..<next])
                start = next
            }
        }
        if start < bytes.count { lines.append(bytes[start...]) }
    }

    /// A file's lines, each decoded when asked: a diff shows a few lines around each change, and
    /// decoding the whole file cost more than the rest of the diff. (A line of valid UTF-8 ends
    /// after a `\n`, which is no part of a longer character: decoded alone it is the same text.)
    struct Lines: RandomAccessCollection {
        private let bytes: [UInt8]
        private let starts: [Int]
        /// The lines of a file that is not valid UTF-8, split from its repaired text (whose
        /// offsets no longer match the bytes').
        private let repaired: [Substring]?
        let count: Int

        fileprivate init(bytes: [UInt8], starts: [Int], repaired: [Substring]?) {
            self.bytes = bytes
            self.starts = starts
            self.repaired = repaired
            // A line after each `\n`, and one more for bytes after the last.
            count = repaired?.count ?? (starts.count - 1 + (starts[starts.count - 1] < bytes.count ? 1 : 0))
        }

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        /// Line `index`, with its line break.
        subscript(index: Int) -> Substring {
            precondition(index >= 0 && index < count, "line index out of range")
            if let repaired { return repaired[index] }
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            return Substring(String(decoding: bytes[starts[index]..<end], as: UTF8.self))
        }
    }

    /// The 0-based line holding the byte at `offset` (the last line for the end of the file).
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return min(low, max(0, lines.count - 1))
    }

    /// `line(of:)` for an offset on line `hint` or after it, searched from there: the edits of a
    /// diff come in order, and each is a few lines past the one before.
    func line(of offset: Int, from hint: Int) -> Int {
        guard hint >= 0, hint < starts.count, starts[hint] <= offset else { return line(of: offset) }
        // Steps that double from the hint, then a binary search within the last one.
        var low = hint, step = 1
        while low + step < starts.count, starts[low + step] <= offset {
            low += step
            step *= 2
        }
        var high = min(low + step, starts.count) - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return min(low, max(0, lines.count - 1))
    }

    /// The bytes of the 0-based lines `range` (an empty range is an empty span where it starts).
    func byteRange(ofLines range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound < starts.count ? starts[range.lowerBound] : bytes.count
        let end = range.upperBound < starts.count ? starts[range.upperBound] : bytes.count
        return start..<max(start, end)
    }

    /// The offset where each line of `bytes` starts: 0, and the offset after each `\n`.
    static func starts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { $0.forEachOffsetAfterLineFeed { starts.append($0) } }
        return starts
    }

    /// Splits after each `\n`, keeping it; a last line without one is kept as is.
    static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                let next = utf8.index(after: index)
                lines.append(text[start..<next])
                start = next
            }
            index = utf8.index(after: index)
        }
        if start != text.endIndex { lines.append(text[start...]) }
        return lines
    }
}

import Foundation

/// A file's lines (each with its line break, the last one possibly without) and the byte
/// offset where each starts, for building diffs and mapping them back to bytes.
struct SourceLines {
    /// The bytes the lines were split from.
    let bytes: [UInt8]
    /// The lines, each ending with its `\n` except perhaps the last.
    let lines: [Substring]
    /// The offset of the start of each line, plus one entry after each `\n` (so a file that
    /// ends with a line break has one more entry than lines).
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let starts = SourceLines.starts(of: bytes)
        self.starts = starts
        // The lines are cut at the same offsets (a native string's UTF-8 index moves in constant time).
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [Substring] = []
        lines.reserveCapacity(starts.count)
        if text.utf8.count == bytes.count {
            let utf8 = text.utf8
            var previous = utf8.startIndex
            for start in starts.dropFirst() {
                let next = utf8.index(utf8.startIndex, offsetBy: start)
                lines.append(text[previous..<next])
                previous = next
            }
            if previous != text.endIndex { lines.append(text[previous...]) }
        } else {
            // Invalid UTF-8 was repaired, so offsets moved: split the text itself.
            lines = SourceLines.split(text)
        }
        self.lines = lines
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

    /// The bytes of the 0-based lines `range` (an empty range is an empty span where it starts).
    func byteRange(ofLines range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound < starts.count ? starts[range.lowerBound] : bytes.count
        let end = range.upperBound < starts.count ? starts[range.upperBound] : bytes.count
        return start..<max(start, end)
    }

    /// The offset where each line of `bytes` starts: 0, and the offset after each `\n`.
    static func starts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            // Each line break found with memchr: a line costs a call, not a comparison per byte.
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let newline = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
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

import Foundation

/// A tokenized file with the lookups every later pass needs: significant tokens,
/// matching brackets, line and column numbers, the file's line ending and indent unit.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Every token, trivia included; together they cover `bytes` exactly.
    public let tokens: TokenList
    /// Indices into `tokens` of the non-trivia tokens, in order. Later passes address
    /// tokens by their position in this array ("significant index").
    public let significant: IndexTable
    /// The kind of each significant token, by significant index: the scanners ask for it at
    /// nearly every step, and one byte read beats going through `significant` to `tokens`.
    @usableFromInline let kinds: [TokenKind]
    /// Whether the tokens follow each other without gap or overlap from the first byte to the
    /// last (checked in the walk that finds the significant ones; see `Engine.verifyRoundTrip`).
    let tokensCoverBytes: Bool
    /// For each significant index of a bracket, the significant index of its partner; -1 otherwise.
    public let partner: IndexTable
    /// For each significant index, the significant index of the innermost bracket that encloses
    /// it (the token itself excluded), or -1 at file level.
    public let enclosing: IndexTable
    /// Byte offsets at which each line starts; found when first asked (most files of a run are
    /// only summarised, and never asked).
    public var lineStarts: IndexTable { lines.value { IndexTable(storage: SourceFile.computeLineStarts(bytes)) } }
    private let lines = ComputedOnce<IndexTable>()
    /// `"\r\n"` when the file's first line break is CRLF, otherwise `"\n"`.
    public var lineEnding: String { SourceFile.detectLineEnding(bytes) }
    /// One level of indentation as used by the file (a tab, or N spaces); read only to insert a
    /// line, so found when first asked, and kept: a file of many views asks once per view.
    public var indentUnit: String { indent.value { SourceFile.detectIndentUnit(bytes, lineStarts: lineStarts) } }
    private let indent = ComputedOnce<String>()

    /// Tokenizes `bytes` and matches brackets. Throws a `Diagnostic` locating the problem.
    public init(path: String, bytes: [UInt8]) throws {
        self.path = path
        self.bytes = bytes
        guard bytes.count < Int(Int32.max) else {
            throw Diagnostic(path: path, line: 1, column: 1, message: "the file is 2 GB or larger, more than motionfix reads; it was left unchanged")
        }
        // The tokenizer writes the significant tokens' tables as it goes (one walk, not three).
        let made: (tokens: TokenList, tables: SignificantTables.Made, coversBytes: Bool)
        do {
            made = try Tokenizer.tokenizeWithTables(bytes)
        } catch let error as TokenizeError {
            let (line, column) = SourceFile.location(of: error.offset, in: bytes)
            throw Diagnostic(path: path, line: line, column: column, message: error.message)
        }
        tokens = made.tokens
        if let mismatch = made.tables.mismatch {
            let start = made.tokens[Int(made.tables.tokenIndices[mismatch.index])].start
            let bracket = Character(UnicodeScalar(bytes[start]))
            let (line, column) = SourceFile.location(of: start, in: bytes)
            let message = mismatch.isUnclosed
                ? "unclosed '\(bracket)'; add the matching closing bracket"
                : "unbalanced '\(bracket)'; the file's brackets do not pair up (check #if branches that open or close a brace each)"
            throw Diagnostic(path: path, line: line, column: column, message: message)
        }
        significant = IndexTable(storage: made.tables.tokenIndices)
        kinds = made.tables.kinds
        partner = IndexTable(storage: made.tables.partners)
        enclosing = IndexTable(storage: made.tables.enclosing)
        tokensCoverBytes = made.coversBytes
    }

    // MARK: - Token access by significant index

    /// The number of significant tokens.
    @inlinable public var count: Int { significant.count }

    /// The significant token at `index`.
    @inlinable public func token(_ index: Int) -> Token { tokens[significant[index]] }

    /// The kind of the significant token at `index`, or nil when out of range.
    @inlinable public func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < kinds.count ? kinds[index] : nil
    }

    /// Whether the significant token at `index` has exactly the text `text`.
    // Inlined: asked hundreds of thousands of times a run, nearly always with a literal, whose
    // length is then known where it is asked and rejects most tokens at once.
    @inline(__always) public func isText(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < significant.count else { return false }
        let token = tokens[significant[index]]
        let length = text.utf8CodeUnitCount
        guard token.end - token.start == length else { return false }
        return text.withUTF8Buffer { buffer in
            var offset = 0
            while offset < length {
                if bytes[token.start + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the significant token at `index` is the identifier `name`.
    public func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        kind(index) == .identifier && isText(index, name)
    }

    /// Whether the bytes `range` contain `needle` (lowercase ASCII), ignoring ASCII case.
    public func bytes(_ range: Range<Int>, containCaseInsensitive needle: [UInt8]) -> Bool {
        SourceFile.bytes(bytes[range], containCaseInsensitive: needle)
    }

    /// Whether the file's bytes contain `needle` exactly, found by `memchr` for its byte at
    /// `anchor` (pick a rare one: `C` in `nComplet`), so a scan of a whole file costs next to nothing.
    public func bytesContain(_ needle: [UInt8], anchor: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, anchor < needle.count else { return false }
            var offset = anchor
            while offset < buffer.count, let found = memchr(base + offset, Int32(needle[anchor]), buffer.count - offset) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let start = at - anchor
                if start + needle.count <= buffer.count, needle.indices.allSatisfy({ base[start + $0] == needle[$0] }) { return true }
                offset = at + 1
            }
            return false
        }
    }

    /// Whether `haystack` contains `needle` (lowercase ASCII), ignoring ASCII case.
    static func bytes<Bytes: RandomAccessCollection>(_ haystack: Bytes, containCaseInsensitive needle: [UInt8]) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var start = haystack.startIndex
        let lastStart = haystack.endIndex - needle.count
        while start <= lastStart {
            if haystack[start] | 0x20 == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] | 0x20 == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// The text of the significant token at `index`.
    public func text(_ index: Int) -> String {
        let token = self.token(index)
        return text(bytes: token.start..<token.end)
    }

    /// Whether the significant tokens at `first` and `second` have the same text (as strings
    /// compare: bytes, and canonical equivalence where they are not ASCII).
    public func hasSameText(_ first: Int, _ second: Int) -> Bool {
        if first == second { return true }
        let (one, other) = (token(first), token(second))
        let sameBytes = bytes.withUnsafeBufferPointer { bytes -> Bool? in
            if one.end - one.start == other.end - other.start,
               memcmp(bytes.baseAddress! + one.start, bytes.baseAddress! + other.start, one.end - one.start) == 0 { return true }
            for offset in one.start..<one.end where bytes[offset] >= 0x80 { return nil }
            for offset in other.start..<other.end where bytes[offset] >= 0x80 { return nil }
            return false
        }
        return sameBytes ?? (text(first) == text(second))
    }

    /// The source text of the bytes `range`.
    public func text(bytes range: Range<Int>) -> String {
        // Copied into the string's own storage, which for a name (15 bytes or fewer, ASCII) is
        // the string itself: no check of the bytes, where decoding an array slice checks each.
        // Bytes that are not UTF-8 are repaired, as `String(decoding:as:)` repairs them.
        bytes.withUnsafeBufferPointer { buffer in
            String(unsafeUninitializedCapacity: range.count) { target in
                _ = target.initialize(from: UnsafeBufferPointer(rebasing: buffer[range]))
                return range.count
            }
        }
    }

    /// The byte range from the start of significant token `first` to the end of `last`.
    public func byteRange(_ first: Int, _ last: Int) -> Range<Int> {
        token(first).start..<token(last).end
    }

    /// Whether trivia (space, newline or comment) sits directly before significant token `index`.
    public func hasTriviaBefore(_ index: Int) -> Bool {
        let tokenIndex = significant[index]
        return tokenIndex > 0 && tokens[tokenIndex - 1].kind.isTrivia
    }

    /// Whether trivia sits directly after significant token `index`.
    public func hasTriviaAfter(_ index: Int) -> Bool {
        let tokenIndex = significant[index]
        return tokenIndex + 1 < tokens.count && tokens[tokenIndex + 1].kind.isTrivia
    }

    // MARK: - Lines

    /// Whether a line break (in whitespace or a comment) separates significant tokens `first`
    /// and `second`, `first` before `second`.
    public func hasLineBreak(between first: Int, and second: Int) -> Bool {
        let from = token(first).end, to = token(second).start
        guard from < to else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            bytes[from..<to].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        }
    }

    /// 1-based line and column (in bytes) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        SourceFile.location(of: offset, lineStarts: lineStarts)
    }

    /// 0-based line index of a byte offset.
    public func lineIndex(of offset: Int) -> Int {
        SourceFile.location(of: offset, lineStarts: lineStarts).line - 1
    }

    /// The leading spaces and tabs of the line containing `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        let start = lineStarts[lineIndex(of: offset)]
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(bytes: start..<end)
    }

    /// `location(of:)` while the file is still being made (its line starts are not asked for yet).
    private static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        location(of: offset, lineStarts: IndexTable(storage: computeLineStarts(bytes)))
    }

    static func location(of offset: Int, lineStarts: IndexTable) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    fileprivate static func computeLineStarts(_ bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        // Room for lines of 24 bytes on average (Swift's are longer), so the array seldom grows.
        starts.reserveCapacity(bytes.count / 24 + 1)
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            // Most files have no `\r`: then every line starts after a `\n`, found with memchr.
            if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
                bytes.forEachOffsetAfterLineFeed { starts.append(Int32(truncatingIfNeeded: $0)) }
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // Most bytes are neither: one comparison each.
                if byte > UInt8(ascii: "\r") { index += 1; continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(Int32(truncatingIfNeeded: index + 1))
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(Int32(truncatingIfNeeded: index + 1))
                }
                index += 1
            }
        }
        return starts
    }

    private static func detectLineEnding(_ bytes: [UInt8]) -> String {
        guard let newline = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return "\n" }
        if bytes[newline] == UInt8(ascii: "\r") {
            return newline + 1 < bytes.count && bytes[newline + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
        }
        return "\n"
    }

    private static func detectIndentUnit(_ bytes: [UInt8], lineStarts: IndexTable) -> String {
        var tabLines = 0
        var spaceLines = 0
        var smallest = Int.max
        for start in lineStarts where start < bytes.count {
            if bytes[start] == UInt8(ascii: "\t") {
                tabLines += 1
            } else if bytes[start] == UInt8(ascii: " ") {
                var end = start
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                if end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r"), bytes[end] != UInt8(ascii: "*") {
                    spaceLines += 1
                    smallest = min(smallest, end - start)
                }
            }
        }
        if tabLines > spaceLines { return "\t" }
        if smallest == Int.max || smallest < 2 || smallest > 8 { return "    " }
        return String(repeating: " ", count: smallest)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Calls `body` with the offset just after each `\n`, in order. Each is found with memchr: a
    /// line costs a call, not a comparison per byte.
    func forEachOffsetAfterLineFeed(_ body: (Int) -> Void) {
        guard let base = baseAddress else { return }
        var offset = 0
        while offset < count, let lineFeed = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
            offset = base.distance(to: lineFeed.assumingMemoryBound(to: UInt8.self)) + 1
            body(offset)
        }
    }
}

/// A value computed once, by whichever thread asks first, the others waiting for it (a file's
/// line starts, its indent unit: most files of a run are only summarised, and never asked).
final class ComputedOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: Value?

    // Inlined: the line starts are asked for at every location a run reports; a call through
    // the generic class cost 3% more instructions on real apps.
    @inline(__always) func value(_ compute: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let value = compute()
        computed = value
        return value
    }
}

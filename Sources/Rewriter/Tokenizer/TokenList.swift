import Foundation

/// A file's tokens, in the buffers the tokenizer wrote them to: no copy into an array at the
/// end, and no uniqueness or capacity check of an array at every token written. Compact: a
/// token is its kind and its start (five bytes, not twelve); it ends where the next one starts,
/// the last where the file ends, as the tokenizer made sure (`TokenBuffer.coversSoFar`).
public struct TokenList: RandomAccessCollection, Sendable {
    /// Owns the buffers; shared by every copy of the list, which never changes once made.
    @usableFromInline final class Storage: @unchecked Sendable {
        /// `count + 1` offsets: each token's start, then where the last one ends.
        @usableFromInline let starts: UnsafeMutablePointer<UInt32>
        @usableFromInline let kinds: UnsafeMutablePointer<TokenKind>
        @usableFromInline let count: Int

        init(starts: UnsafeMutablePointer<UInt32>, kinds: UnsafeMutablePointer<TokenKind>, count: Int) {
            self.starts = starts
            self.kinds = kinds
            self.count = count
        }

        deinit {
            free(starts)
            free(kinds)
        }
    }

    @usableFromInline let storage: Storage

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storage.count }

    @inlinable public subscript(position: Int) -> Token {
        precondition(position >= 0 && position < storage.count, "token index out of range")
        return Token(kind: storage.kinds[position], storedStart: storage.starts[position], storedEnd: storage.starts[position + 1])
    }

    /// The tokens as raw buffers, for a walk over all of them.
    @inlinable func withRawTokens<Result>(_ body: (RawTokens) throws -> Result) rethrows -> Result {
        try body(RawTokens(starts: UnsafeBufferPointer(start: storage.starts, count: storage.count + 1),
                           kinds: UnsafeBufferPointer(start: storage.kinds, count: storage.count)))
    }

    /// Takes over `starts` (`count + 1` offsets) and `kinds` (`count`), from `malloc`, shrinking
    /// them to fit.
    init(adopting starts: UnsafeMutablePointer<UInt32>, kinds: UnsafeMutablePointer<TokenKind>, count: Int) {
        storage = Storage(starts: TokenList.shrunk(starts, to: count + 1), kinds: TokenList.shrunk(kinds, to: Swift.max(1, count)), count: count)
    }

    /// `base` made to hold `count` elements, or `base` itself where it cannot be (it holds more).
    private static func shrunk<Element>(_ base: UnsafeMutablePointer<Element>, to count: Int) -> UnsafeMutablePointer<Element> {
        realloc(base, count * MemoryLayout<Element>.stride).map { $0.assumingMemoryBound(to: Element.self) } ?? base
    }
}

/// A file's tokens as raw buffers (`TokenList.withRawTokens`): no bounds check or reference
/// count per token.
@usableFromInline struct RawTokens {
    @usableFromInline let starts: UnsafeBufferPointer<UInt32>
    @usableFromInline let kinds: UnsafeBufferPointer<TokenKind>

    @inlinable init(starts: UnsafeBufferPointer<UInt32>, kinds: UnsafeBufferPointer<TokenKind>) {
        self.starts = starts
        self.kinds = kinds
    }

    @inlinable var count: Int { kinds.count }

    @inlinable subscript(index: Int) -> Token {
        Token(kind: kinds[index], storedStart: starts[index], storedEnd: starts[index + 1])
    }
}

/// The buffers the tokenizer appends to, grown by doubling (`realloc`).
struct TokenBuffer {
    private(set) var starts: UnsafeMutablePointer<UInt32>
    private(set) var kinds: UnsafeMutablePointer<TokenKind>
    private(set) var count = 0
    /// Where the last token ends.
    private var lastEnd: UInt32 = 0
    /// Zero while every token so far starts where the one before it ended and is not empty
    /// (so the tokens cover the bytes up to `end`): kept without a branch per token.
    private var gaps: UInt32 = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        // One more start: where the last token ends.
        starts = TableBuffer.allocate(self.capacity + 1)
        kinds = TableBuffer.allocate(self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        starts[count] = token.storedStart
        kinds[count] = token.kind
        count &+= 1
        gaps |= (token.storedStart ^ lastEnd) | (token.storedEnd > token.storedStart ? 0 : 1)
        lastEnd = token.storedEnd
    }

    /// Where the last token ends.
    var end: Int { Int(lastEnd) }

    /// Whether every token so far starts where the one before it ended and is not empty. Only
    /// starts are kept, so this is the one place a gap or an overlap shows.
    var coversSoFar: Bool { gaps == 0 }

    /// The state to go back to (`truncate(to:)`) after tokens that are to be dropped.
    struct Mark {
        fileprivate let count: Int
        fileprivate let lastEnd, gaps: UInt32
    }

    var mark: Mark { Mark(count: count, lastEnd: lastEnd, gaps: gaps) }

    /// Forgets the tokens appended since `mark`.
    mutating func truncate(to mark: Mark) {
        count = min(count, mark.count)
        lastEnd = mark.lastEnd
        gaps = mark.gaps
    }

    /// The tokens, handed over: the buffers are the list's from now on.
    func list() -> TokenList {
        starts[count] = lastEnd
        return TokenList(adopting: starts, kinds: kinds, count: count)
    }

    /// Frees the buffers (when the tokens are not handed over).
    func discard() {
        free(starts)
        free(kinds)
    }

    private mutating func grow() {
        capacity *= 2
        starts = TableBuffer.reallocate(starts, capacity + 1)
        kinds = TableBuffer.reallocate(kinds, capacity)
    }
}

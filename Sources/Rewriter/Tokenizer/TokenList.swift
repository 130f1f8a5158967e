import Foundation

/// A file's tokens, in the buffer the tokenizer wrote them to: no copy into an array at the
/// end, and no uniqueness or capacity check of an array at every token written.
public struct TokenList: RandomAccessCollection, Sendable {
    /// Owns the buffer; shared by every copy of the list, which never changes once made.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<Token>
        @usableFromInline let count: Int

        init(base: UnsafeMutablePointer<Token>, count: Int) {
            self.base = base
            self.count = count
        }

        deinit { free(base) }
    }

    @usableFromInline let storage: Storage

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storage.count }

    @inlinable public subscript(position: Int) -> Token {
        precondition(position >= 0 && position < storage.count, "token index out of range")
        return storage.base[position]
    }

    /// The tokens as one buffer, for a walk over all of them.
    @inlinable public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Token>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Takes over `base` (from `malloc`), which holds `count` tokens, shrinking it to fit.
    init(adopting base: UnsafeMutablePointer<Token>, count: Int) {
        let fitted = realloc(base, Swift.max(1, count) * MemoryLayout<Token>.stride).map { $0.assumingMemoryBound(to: Token.self) } ?? base
        storage = Storage(base: fitted, count: count)
    }
}

/// A buffer the tokenizer appends to, grown by doubling (`realloc`).
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    /// Where the last token ends.
    private var lastEnd: UInt32 = 0
    /// Zero while every token so far starts where the one before it ended and is not empty
    /// (so the tokens cover the bytes up to `end`): kept without a branch per token.
    private var gaps: UInt32 = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = TokenBuffer.allocate(self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
        gaps |= (token.storedStart ^ lastEnd) | (token.storedEnd > token.storedStart ? 0 : 1)
        lastEnd = token.storedEnd
    }

    /// Where the last token ends.
    var end: Int { Int(lastEnd) }

    /// Whether every token so far starts where the one before it ended and is not empty.
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

    /// The tokens, handed over: the buffer is the list's from now on.
    func list() -> TokenList { TokenList(adopting: base, count: count) }

    /// Frees the buffer (when the tokens are not handed over).
    func discard() { free(base) }

    private mutating func grow() {
        capacity *= 2
        guard let larger = realloc(base, capacity * MemoryLayout<Token>.stride) else { fatalError("out of memory for \(capacity) tokens") }
        base = larger.assumingMemoryBound(to: Token.self)
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Token> {
        guard let memory = malloc(capacity * MemoryLayout<Token>.stride) else { fatalError("out of memory for \(capacity) tokens") }
        return memory.assumingMemoryBound(to: Token.self)
    }
}

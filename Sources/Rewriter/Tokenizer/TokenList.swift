import Foundation

/// A file's tokens, in the buffer the tokenizer wrote them to: no copy into an array at the
/// end, and no uniqueness or capacity check of an array at every token written.
public struct TokenList: RandomAccessCollection, Sendable {
    /// Owns the buffer; shared by every copy of the list, which never changes once made.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<Token>
        @usableFromInline let count: Int
        let significantCount: Int

        init(base: UnsafeMutablePointer<Token>, count: Int, significantCount: Int) {
            self.base = base
            self.count = count
            self.significantCount = significantCount
        }

        deinit { free(base) }
    }

    @usableFromInline let storage: Storage

    /// How many of the tokens are not trivia (so that `SourceFile` makes its tables at their size).
    public var significantCount: Int { storage.significantCount }

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
    init(adopting base: UnsafeMutablePointer<Token>, count: Int, significantCount: Int) {
        let fitted = realloc(base, Swift.max(1, count) * MemoryLayout<Token>.stride).map { $0.assumingMemoryBound(to: Token.self) } ?? base
        storage = Storage(base: fitted, count: count, significantCount: significantCount)
    }
}

/// A buffer the tokenizer appends to, grown by doubling (`realloc`).
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    /// How many of them are not trivia.
    private(set) var significantCount = 0
    /// Where the last token ends, and whether every token so far starts where the one before it
    /// ended and is not empty (so the tokens cover the bytes up to `end`).
    private(set) var end = 0
    private(set) var coversSoFar = true
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = TokenBuffer.allocate(self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
        coversSoFar = coversSoFar && token.start == end && token.end > token.start
        end = token.end
        if !token.kind.isTrivia { significantCount += 1 }
    }

    /// The state to go back to (`truncate(to:)`) after tokens that are to be dropped.
    struct Mark {
        fileprivate let count, significantCount, end: Int
        fileprivate let coversSoFar: Bool
    }

    var mark: Mark { Mark(count: count, significantCount: significantCount, end: end, coversSoFar: coversSoFar) }

    /// Forgets the tokens appended since `mark`.
    mutating func truncate(to mark: Mark) {
        count = min(count, mark.count)
        significantCount = min(significantCount, mark.significantCount)
        end = mark.end
        coversSoFar = mark.coversSoFar
    }

    /// The tokens, handed over: the buffer is the list's from now on.
    func list() -> TokenList { TokenList(adopting: base, count: count, significantCount: significantCount) }

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

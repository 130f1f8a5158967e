import Foundation

/// What `SourceFile` keeps by significant index — which token it is, its kind, its bracket's
/// partner and the innermost bracket around it — written by the tokenizer as it emits each
/// significant token, so that no later walk over the tokens is needed to make them.
struct SignificantTables {
    /// The tables, made at their size.
    struct Made {
        let tokenIndices: [Int32]
        let kinds: [TokenKind]
        /// The partner of each bracket; -1 for every other token.
        let partners: [Int32]
        /// The innermost bracket around each token (the token itself excluded); -1 at file level.
        let enclosing: [Int32]
        /// The first bracket that does not pair up: a closing one that closes nothing or the
        /// wrong kind, else the innermost opening one left unclosed.
        let mismatch: (index: Int, isUnclosed: Bool)?
    }

    private(set) var count = 0
    private var capacity: Int
    private var tokenIndices: UnsafeMutablePointer<Int32>
    private var kinds: UnsafeMutablePointer<TokenKind>
    private var partners: UnsafeMutablePointer<Int32>
    private var enclosing: UnsafeMutablePointer<Int32>
    /// The brackets open at the current token, innermost last (a buffer: an array checks its
    /// uniqueness and room at every bracket).
    private var open: UnsafeMutablePointer<Int32>
    private var openCount = 0
    private var openCapacity = 64
    /// The innermost open bracket (`open`'s last), -1 at file level: updated as brackets open
    /// and close, so that no token reads the stack for it.
    private var innermost: Int32 = -1
    /// The first closing bracket that closes nothing or the wrong kind; -1 while there is none.
    private var unpaired = -1
    /// Above 0 inside a string interpolation, whose tokens are dropped (so are its brackets).
    var interpolationDepth = 0 {
        didSet { pairs = interpolationDepth == 0 && unpaired < 0 }
    }
    /// Whether brackets are paired and enclosing ones recorded: outside interpolations, until
    /// the first unpaired closing bracket (one test per token instead of two).
    private var pairs = true

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        tokenIndices = TableBuffer.allocate(self.capacity)
        kinds = TableBuffer.allocate(self.capacity)
        partners = TableBuffer.allocate(self.capacity)
        enclosing = TableBuffer.allocate(self.capacity)
        open = TableBuffer.allocate(openCapacity)
    }

    /// Records the significant token `tokenIndex` of kind `kind`.
    @inline(__always) mutating func append(_ kind: TokenKind, tokenIndex: Int) {
        if count == capacity { grow() }
        let index = count
        count &+= 1
        tokenIndices[index] = Int32(truncatingIfNeeded: tokenIndex)
        kinds[index] = kind
        partners[index] = -1
        guard pairs else {
            enclosing[index] = -1
            return
        }
        switch kind {
        case .openParen, .openBrace, .openBracket:
            enclosing[index] = innermost
            if openCount == openCapacity {
                openCapacity *= 2
                open = TableBuffer.reallocate(open, openCapacity)
            }
            innermost = Int32(truncatingIfNeeded: index)
            open[openCount] = innermost
            openCount += 1
        case .closeParen, .closeBrace, .closeBracket:
            enclosing[index] = openCount >= 2 ? open[openCount - 2] : -1
            guard openCount > 0, SignificantTables.closes(kinds[Int(innermost)], kind) else {
                unpaired = index
                pairs = false
                return
            }
            openCount -= 1
            partners[Int(innermost)] = Int32(truncatingIfNeeded: index)
            partners[index] = innermost
            innermost = openCount > 0 ? open[openCount - 1] : -1
        default:
            enclosing[index] = innermost
        }
    }

    /// Forgets the entries after the first `count` (a string interpolation's, which recorded
    /// no bracket).
    mutating func truncate(to count: Int) {
        self.count = min(self.count, count)
    }

    /// The tables, copied out at their size; frees the buffers.
    func finish() -> Made {
        let made = Made(tokenIndices: Array(UnsafeBufferPointer(start: tokenIndices, count: count)),
                        kinds: Array(UnsafeBufferPointer(start: kinds, count: count)),
                        partners: Array(UnsafeBufferPointer(start: partners, count: count)),
                        enclosing: Array(UnsafeBufferPointer(start: enclosing, count: count)),
                        mismatch: unpaired >= 0 ? (unpaired, false) : openCount > 0 ? (Int(open[openCount - 1]), true) : nil)
        discard()
        return made
    }

    /// Frees the buffers (when the file could not be tokenized).
    func discard() {
        free(tokenIndices)
        free(kinds)
        free(partners)
        free(enclosing)
        free(open)
    }

    private static func closes(_ open: TokenKind, _ close: TokenKind) -> Bool {
        switch (open, close) {
        case (.openParen, .closeParen), (.openBrace, .closeBrace), (.openBracket, .closeBracket): return true
        default: return false
        }
    }

    private mutating func grow() {
        capacity *= 2
        tokenIndices = TableBuffer.reallocate(tokenIndices, capacity)
        kinds = TableBuffer.reallocate(kinds, capacity)
        partners = TableBuffer.reallocate(partners, capacity)
        enclosing = TableBuffer.reallocate(enclosing, capacity)
    }
}

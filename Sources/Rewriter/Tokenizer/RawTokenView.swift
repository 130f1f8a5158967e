/// A file's tables as raw buffers, for a walk over every token that asks a byte or two of most
/// of them: no bounds check, uniqueness check or reference count per question. Valid only inside
/// `SourceFile.withRawView`.
struct RawTokenView {
    /// The kind of each significant token.
    let kinds: UnsafeBufferPointer<TokenKind>
    private let significant: UnsafeBufferPointer<Int32>
    private let tokens: RawTokens
    private let bytes: UnsafeBufferPointer<UInt8>

    fileprivate init(kinds: UnsafeBufferPointer<TokenKind>, significant: UnsafeBufferPointer<Int32>, tokens: RawTokens,
                     bytes: UnsafeBufferPointer<UInt8>) {
        self.kinds = kinds
        self.significant = significant
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The significant token at `index` (`0..<kinds.count`).
    @inline(__always) func token(_ index: Int) -> Token { tokens[Int(significant[index])] }

    /// The first byte of the significant token at `index` (no token is empty).
    @inline(__always) func firstByte(_ index: Int) -> UInt8 { bytes[token(index).start] }

    /// The last byte of the significant token at `index`.
    @inline(__always) func lastByte(_ index: Int) -> UInt8 { bytes[token(index).end - 1] }

    /// The length in bytes of the significant token at `index`.
    @inline(__always) func length(_ index: Int) -> Int {
        let token = token(index)
        return token.end - token.start
    }
}

extension SourceFile {
    /// Calls `body` with the file's tables as raw buffers.
    func withRawView<Result>(_ body: (RawTokenView) throws -> Result) rethrows -> Result {
        try kinds.withUnsafeBufferPointer { kinds in
            try significant.storage.withUnsafeBufferPointer { significant in
                try tokens.withRawTokens { tokens in
                    try bytes.withUnsafeBufferPointer { bytes in
                        try body(RawTokenView(kinds: kinds, significant: significant, tokens: tokens, bytes: bytes))
                    }
                }
            }
        }
    }
}

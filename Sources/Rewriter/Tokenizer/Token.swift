/// What a token is. Trivia (whitespace, newlines, comments) are tokens too, so that joining
/// every token of a file gives back its bytes exactly.
public enum TokenKind: UInt8, Sendable {
    /// Spaces, tabs, form feeds, a leading byte-order mark.
    case whitespace
    /// `\n`, `\r\n` or `\r`.
    case newline
    /// `// …` up to (not including) the line break; also a leading `#!` line.
    case lineComment
    /// `/* … */`, nesting allowed.
    case blockComment
    /// Names and keywords alike (`struct`, `offset`, `` `default` ``, `$0`, `$isOn`).
    case identifier
    /// Integer and floating-point literals in every base.
    case number
    /// A whole string literal, interpolations included: `"…"`, `"""…"""`, `#"…"#`.
    case string
    /// A regex literal: `/…/` or `#/…/#`.
    case regex
    /// `@Name` (the arguments, if any, are separate tokens).
    case attribute
    /// `#if`, `#else`, `#endif`, `#Preview`, `#selector`, …
    case pound
    case openParen, closeParen, openBrace, closeBrace, openBracket, closeBracket
    case comma, colon, semicolon
    /// A single `.` used for member access.
    case dot
    /// `\` starting a key path.
    case backslash
    /// An operator: `=`, `?`, `!`, `->`, `..<`, `&&`, custom and non-ASCII operators.
    case `operator`
    /// A byte that starts no Swift token (kept so the file still round-trips).
    case unknown

    /// Whether the token carries no meaning for the structure pass.
    @inlinable public var isTrivia: Bool {
        switch self {
        case .whitespace, .newline, .lineComment, .blockComment: return true
        default: return false
        }
    }

    /// Whether the token is a comment.
    @inlinable public var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// A token: its kind and the byte range it covers in the file.
public struct Token: Hashable, Sendable {
    public let kind: TokenKind
    // 32-bit offsets (`SourceFile` refuses files of 2 GB and more).
    @usableFromInline let storedStart: UInt32
    @usableFromInline let storedEnd: UInt32

    /// Offset of the first byte.
    @inlinable public var start: Int { Int(storedStart) }
    /// Offset one past the last byte.
    @inlinable public var end: Int { Int(storedEnd) }

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
    }

    @inlinable init(kind: TokenKind, storedStart: UInt32, storedEnd: UInt32) {
        self.kind = kind
        self.storedStart = storedStart
        self.storedEnd = storedEnd
    }

    @inlinable public var range: Range<Int> { start..<end }
}

/// Why a file could not be tokenized, and where.
public struct TokenizeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Byte offset where the offending construct starts.
    public let offset: Int
    public let message: String

    public var description: String { message }
}

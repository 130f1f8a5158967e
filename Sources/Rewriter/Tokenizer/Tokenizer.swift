import Foundation

/// A lossless, byte-level Swift tokenizer.
///
/// Every byte of the input belongs to exactly one token, in order, so joining the tokens
/// reproduces the input. Constructs that cannot be closed (an unterminated string or block
/// comment) throw a `TokenizeError` instead of guessing.
public struct Tokenizer {
    // A buffer, not an array: the scanners read a byte at every step, and an array checks each
    // read against its bounds (the fuzz tests run in debug builds, where the buffer checks too).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var tokens: TokenBuffer
    private var tables: SignificantTables
    /// The kind of the last non-trivia token, to tell a regex `/` from a division.
    private var lastSignificant: TokenKind? = nil
    private var lastSignificantStart = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = TokenBuffer(capacity: bytes.count / 3)
        tables = SignificantTables(capacity: bytes.count / 4)
    }

    /// Splits `bytes` into tokens covering every byte.
    public static func tokenize(_ bytes: [UInt8]) throws -> TokenList {
        try tokenizeWithTables(bytes).tokens
    }

    /// The tokens, the tables of the significant ones, and whether the tokens follow each other
    /// without gap or overlap from the first byte to the last.
    static func tokenizeWithTables(_ bytes: [UInt8]) throws -> (tokens: TokenList, tables: SignificantTables.Made, coversBytes: Bool) {
        try bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = Tokenizer(bytes: buffer)
            do {
                try tokenizer.run()
            } catch {
                tokenizer.tokens.discard()
                tokenizer.tables.discard()
                throw error
            }
            let covers = tokenizer.tokens.coversSoFar && tokenizer.tokens.end == buffer.count
            return (tokenizer.tokens.list(), tokenizer.tables.finish(), covers)
        }
    }

    // Out of line: inlined into its caller, the optimizer stopped inlining the per-token steps
    // into the loop (a fifth more instructions).
    @inline(never) private mutating func run() throws {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            emit(.whitespace, from: 0, to: 3)
            position = 3
        }
        if position == 0 || position == 3, peek(0) == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            let start = position
            position = Tokenizer.lineEnd(bytes, from: position)
            emit(.lineComment, from: start, to: position)
        }
        while position < bytes.count {
            try scanToken()
        }
    }

    // MARK: - Dispatch

    @inline(__always) private mutating func scanToken() throws {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            var end = position + 1
            // Indentation is runs of spaces: eight at a time, then byte by byte (tabs and the rest).
            while end + 8 <= bytes.count, bytes[end] == UInt8(ascii: " ") {
                let notSpace = Tokenizer.word(bytes, at: end) ^ Tokenizer.spaces
                if notSpace != 0 {
                    end += notSpace.trailingZeroBitCount >> 3
                    break
                }
                end += 8
            }
            while end < bytes.count, Tokenizer.isHorizontalSpace(bytes[end]) { end += 1 }
            position = end
            emit(.whitespace, from: start, to: position)
        case UInt8(ascii: "\n"):
            position += 1
            emit(.newline, from: start, to: position)
        case UInt8(ascii: "\r"):
            position += peek(1) == UInt8(ascii: "\n") ? 2 : 1
            emit(.newline, from: start, to: position)
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") {
                position = Tokenizer.lineEnd(bytes, from: position)
                emit(.lineComment, from: start, to: position)
            } else if peek(1) == UInt8(ascii: "*") {
                try scanBlockComment()
                emit(.blockComment, from: start, to: position)
            } else if regexMayStartHere(), let end = bareRegexEnd(from: position) {
                position = end
                emit(.regex, from: start, to: position)
            } else {
                scanOperator()
                emit(.operator, from: start, to: position)
            }
        case UInt8(ascii: "\""):
            try scanString(hashes: 0)
            emit(.string, from: start, to: position)
        case UInt8(ascii: "#"):
            try scanPound()
        case UInt8(ascii: "@"):
            position += 1
            if position < bytes.count, Tokenizer.isIdentifierStart(bytes, at: position) {
                scanIdentifierBody()
                emit(.attribute, from: start, to: position)
            } else {
                emit(.unknown, from: start, to: position)
            }
        case UInt8(ascii: "`"):
            if let close = backtickEnd(from: position) {
                position = close
                emit(.identifier, from: start, to: position)
            } else {
                position += 1
                emit(.unknown, from: start, to: position)
            }
        case UInt8(ascii: "$"):
            position += 1
            scanIdentifierBody()
            emit(.identifier, from: start, to: position)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            emit(.number, from: start, to: position)
        case UInt8(ascii: "("): single(.openParen)
        case UInt8(ascii: ")"): single(.closeParen)
        case UInt8(ascii: "{"): single(.openBrace)
        case UInt8(ascii: "}"): single(.closeBrace)
        case UInt8(ascii: "["): single(.openBracket)
        case UInt8(ascii: "]"): single(.closeBracket)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                scanOperator()
                emit(.operator, from: start, to: position)
            } else {
                single(.dot)
            }
        default:
            if Tokenizer.isIdentifierStart(bytes, at: position) {
                scanIdentifierBody()
                emit(.identifier, from: start, to: position)
            } else if Tokenizer.isOperatorStart(bytes, at: position) {
                scanOperator()
                emit(.operator, from: start, to: position)
            } else {
                position += max(1, Tokenizer.utf8Length(bytes, at: position))
                position = min(position, bytes.count)
                emit(.unknown, from: start, to: position)
            }
        }
    }

    @inline(__always) private mutating func single(_ kind: TokenKind) {
        position += 1
        emit(kind, from: position - 1, to: position)
    }

    @inline(__always) private mutating func emit(_ kind: TokenKind, from start: Int, to end: Int) {
        tokens.append(Token(kind: kind, start: start, end: end))
        if !kind.isTrivia {
            tables.append(kind, tokenIndex: tokens.count - 1)
            lastSignificant = kind
            lastSignificantStart = start
        }
    }

    @inline(__always) private func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    // MARK: - Comments

    private mutating func scanBlockComment() throws {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
        throw TokenizeError(offset: start, message: "unterminated block comment; add the missing '*/'")
    }

    // MARK: - Strings

    /// Scans a string literal starting at `position` (at its first `"`), after `hashes` leading `#`.
    private mutating func scanString(hashes: Int) throws {
        let start = position - hashes
        // `#"""#` and `#"""abc"#` are one-line raw strings: as in Swift's lexer, three quotes
        // open a multi-line raw string only if no quote on the rest of the line is followed by
        // the closing `#`s.
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            && (hashes == 0 || !closesOnItsLine(from: position + 1, hashes: hashes))
        position += isMultiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(at: position + 1, count: hashes) {
                let afterEscape = position + 1 + hashes
                if afterEscape < bytes.count, bytes[afterEscape] == UInt8(ascii: "(") {
                    position = afterEscape + 1
                    try scanInterpolation(literalStart: start)
                } else {
                    // Skip the escaped character; a line break here is a multi-line continuation.
                    position = min(afterEscape + 1, bytes.count)
                    if afterEscape < bytes.count, bytes[afterEscape] == UInt8(ascii: "\r"), position < bytes.count, bytes[position] == UInt8(ascii: "\n") {
                        position += 1
                    }
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hashesFollow(at: position + 3, count: hashes) {
                        position += 3 + hashes
                        return
                    }
                } else if hashesFollow(at: position + 1, count: hashes) {
                    position += 1 + hashes
                    return
                }
                position += 1
                continue
            }
            if !isMultiline, Tokenizer.isLineBreak(byte) { break }
            position += 1
        }
        throw TokenizeError(offset: start, message: isMultiline
            ? "unterminated multi-line string literal; add the closing '\"\"\"'"
            : "unterminated string literal; add the closing '\"'")
    }

    /// Whether a `"` followed by `hashes` `#`s comes before the next line break, from `index` on.
    private func closesOnItsLine(from index: Int, hashes: Int) -> Bool {
        var index = index
        while index < bytes.count, !Tokenizer.isLineBreak(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\""), hashesFollow(at: index + 1, count: hashes) { return true }
            index += 1
        }
        return false
    }

    private func hashesFollow(at index: Int, count: Int) -> Bool {
        if count == 0 { return true }
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Scans the code of an interpolation up to and including its closing `)`.
    private mutating func scanInterpolation(literalStart: Int) throws {
        var depth = 1
        let savedKind = lastSignificant
        let savedStart = lastSignificantStart
        let savedTokens = tokens.mark
        let savedTableCount = tables.count
        // Its tokens are dropped below: their brackets must not pair with the file's.
        tables.interpolationDepth += 1
        lastSignificant = .openParen
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ")") {
                depth -= 1
                position += 1
                if depth == 0 { break }
                lastSignificant = .closeParen
                continue
            }
            if byte == UInt8(ascii: "(") {
                depth += 1
                position += 1
                lastSignificant = .openParen
                continue
            }
            try scanToken()
        }
        // The interpolation is part of the string token: drop the inner tokens.
        tokens.truncate(to: savedTokens)
        tables.truncate(to: savedTableCount)
        tables.interpolationDepth -= 1
        lastSignificant = savedKind
        lastSignificantStart = savedStart
        if depth != 0 {
            throw TokenizeError(offset: literalStart, message: "unterminated string interpolation; add the missing ')'")
        }
    }

    // MARK: - Pound: raw strings, extended regex, directives

    private mutating func scanPound() throws {
        let start = position
        var hashes = 0
        while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = position + hashes
        if after < bytes.count, bytes[after] == UInt8(ascii: "\"") {
            position = after
            try scanString(hashes: hashes)
            emit(.string, from: start, to: position)
            return
        }
        if after < bytes.count, bytes[after] == UInt8(ascii: "/") {
            position = after + 1
            try scanExtendedRegex(hashes: hashes, start: start)
            emit(.regex, from: start, to: position)
            return
        }
        position += 1
        if hashes == 1, position < bytes.count, Tokenizer.isIdentifierStart(bytes, at: position) {
            scanIdentifierBody()
            emit(.pound, from: start, to: position)
        } else {
            emit(.unknown, from: start, to: position)
        }
    }

    private mutating func scanExtendedRegex(hashes: Int, start: Int) throws {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position = min(position + 2, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "/"), hashesFollow(at: position + 1, count: hashes) {
                position += 1 + hashes
                return
            }
            position += 1
        }
        throw TokenizeError(offset: start, message: "unterminated regex literal; add the closing '/\(String(repeating: "#", count: hashes))'")
    }

    // MARK: - Bare regex

    /// Whether a `/` here sits where an expression may start (so it can open a regex literal).
    private func regexMayStartHere() -> Bool {
        guard let last = lastSignificant else { return true }
        switch last {
        case .openParen, .openBracket, .openBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            // `x = /re/`, `a == /re/` — but not a postfix `!`/`?` directly before.
            let byte = bytes[lastSignificantStart]
            return byte != UInt8(ascii: "!") && byte != UInt8(ascii: "?") || hasSpaceBefore(position)
        case .identifier:
            return isRegexPrefixKeyword(from: lastSignificantStart)
        default:
            return false
        }
    }

    private func hasSpaceBefore(_ index: Int) -> Bool {
        index > 0 && (Tokenizer.isHorizontalSpace(bytes[index - 1]) || Tokenizer.isLineBreak(bytes[index - 1]))
    }

    private func isRegexPrefixKeyword(from start: Int) -> Bool {
        var end = start
        while end < bytes.count, Tokenizer.isIdentifierByte(bytes[end]) { end += 1 }
        let word = bytes[start..<end]
        for keyword in Tokenizer.regexPrefixKeywords where word.elementsEqual(keyword) { return true }
        return false
    }

    private static let regexPrefixKeywords: [[UInt8]] = ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "yield", "else"].map { Array($0.utf8) }

    /// The end of a bare `/…/` regex starting at `start`, or nil when it must be an operator.
    private func bareRegexEnd(from start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if Tokenizer.isHorizontalSpace(first) || Tokenizer.isLineBreak(first) || first == UInt8(ascii: "=") { return nil }
        var parenDepth = 0
        var inClass = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Tokenizer.isLineBreak(byte) { return nil }
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "[") { inClass += 1 }
            else if byte == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            else if inClass == 0 {
                if byte == UInt8(ascii: "(") { parenDepth += 1 }
                else if byte == UInt8(ascii: ")") {
                    parenDepth -= 1
                    if parenDepth < 0 { return nil }
                } else if byte == UInt8(ascii: "/") {
                    if parenDepth != 0 { return nil }
                    if Tokenizer.isHorizontalSpace(bytes[index - 1]) { return nil }
                    return index + 1
                }
            }
            index += 1
        }
        return nil
    }

    // MARK: - Identifiers, numbers, operators

    // Inlined: a call cost as much as scanning a short name.
    @inline(__always) private mutating func scanIdentifierBody() {
        // In locals: a write to `position` at every byte would go to memory.
        var index = position
        let count = bytes.count
        // ASCII names eight bytes at a time; the byte loop below finishes (and handles the rest).
        while index + 8 <= count {
            let notIdentifier = Tokenizer.nonIdentifierBytes(Tokenizer.word(bytes, at: index))
            if notIdentifier == 0 {
                index += 8
                continue
            }
            index += notIdentifier.trailingZeroBitCount >> 3
            // An ASCII byte that is no part of a name ends it; a non-ASCII one may continue it.
            if bytes[index] < 0x80 {
                position = index
                return
            }
            break
        }
        while index < count {
            let byte = bytes[index]
            if Tokenizer.isIdentifierByte(byte) { index += 1; continue }
            if byte >= 0x80, Tokenizer.isIdentifierStart(bytes, at: index) {
                index += Tokenizer.utf8Length(bytes, at: index)
                continue
            }
            break
        }
        position = min(index, count)
    }

    private func backtickEnd(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") { return index > start + 1 ? index + 1 : nil }
            if Tokenizer.isLineBreak(byte) { return nil }
            index += 1
        }
        return nil
    }

    private mutating func scanNumber() {
        while position < bytes.count {
            let byte = bytes[position]
            if Tokenizer.isIdentifierByte(byte) {
                let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                position += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
                   let digit = peek(1), Tokenizer.isDigit(digit) {
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "."), let next = peek(1), Tokenizer.isDigit(next) {
                position += 1
                continue
            }
            break
        }
    }

    private mutating func scanOperator() {
        let dotted = bytes[position] == UInt8(ascii: ".")
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                guard dotted else { break }
                position += 1
                continue
            }
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            if Tokenizer.isOperatorStart(bytes, at: position) {
                position += max(1, Tokenizer.utf8Length(bytes, at: position))
                continue
            }
            break
        }
        position = min(position, bytes.count)
    }

    /// The offset of the first line break (`\n` or `\r`) from `index` on, or the end of the
    /// bytes: `memchr` for `\n`, then for a `\r` before it (comments are long, and a byte loop
    /// tested two bytes at each of their characters).
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard index < bytes.count, let base = bytes.baseAddress else { return index }
        let start = UnsafeRawPointer(base + index)
        var end = bytes.count
        if let newline = memchr(start, Int32(UInt8(ascii: "\n")), end - index) { end = index + (UnsafeRawPointer(newline) - start) }
        if end > index, let carriageReturn = memchr(start, Int32(UInt8(ascii: "\r")), end - index) { end = index + (UnsafeRawPointer(carriageReturn) - start) }
        return end
    }

    // MARK: - Eight bytes at a time

    /// The eight bytes from `index` (which must leave room for them), the first in the low byte.
    /// Static like the byte tests below, for the same reason.
    @inline(__always) private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    private static let spaces: UInt64 = 0x2020_2020_2020_2020
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// `byte` in each of the eight bytes.
    @inline(__always) private static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// The high bit of each byte of `word` that is not an ASCII letter, digit or `_` (a non-ASCII
    /// byte counts as not one: the byte loop decides it). Each test adds to bytes below 0x80,
    /// so no byte carries into the next.
    @inline(__always) private static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ascii = word & ~highBits
        // `x` is in `low...high` when `x + (0x80 - low)` reaches the high bit and `x + (0x7F - high)` does not.
        func inRange(_ x: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
            (x &+ repeated(0x80 - low)) & ~(x &+ repeated(0x7F - high)) & highBits
        }
        let letter = inRange(ascii | repeated(0x20), UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digit = inRange(ascii, UInt8(ascii: "0"), UInt8(ascii: "9"))
        // A byte equal to `_` is a zero byte of `differs`; its high bit stays clear below.
        let differs = ascii ^ repeated(UInt8(ascii: "_"))
        let underscore = ~(((differs & ~highBits) &+ ~highBits) | differs) & highBits
        return ~(letter | digit | underscore) & highBits | (word & highBits)
    }

    // MARK: - Character classes

    @inline(__always) private static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }

    @inline(__always) private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) private static func isASCIILetter(_ byte: UInt8) -> Bool {
        // Setting bit 5 maps `A`–`Z` onto `a`–`z` (and nothing else onto them): one range test for both.
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    @inline(__always) private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        Tokenizer.isASCIILetter(byte) || Tokenizer.isDigit(byte) || byte == UInt8(ascii: "_")
    }

    // The tests on `bytes` are static, `bytes` passed in: a method of the tokenizer called from
    // a mutating one gets a copy of the whole tokenizer (160 bytes) at every call.
    @inline(__always) private static func isIdentifierStart(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 {
            return isASCIILetter(byte) || byte == UInt8(ascii: "_")
        }
        guard let scalar = scalar(bytes, at: index) else { return false }
        return !Tokenizer.isOperatorScalar(scalar)
    }

    private static func isOperatorStart(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
                 UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                return true
            default:
                return false
            }
        }
        guard let scalar = scalar(bytes, at: index) else { return false }
        return Tokenizer.isOperatorScalar(scalar)
    }

    private static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: length = 1
        }
        return min(length, bytes.count - index)
    }

    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        let length = utf8Length(bytes, at: index)
        guard length > 1 else { return nil }
        var value = UInt32(bytes[index]) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(continuation & 0x3F)
        }
        return value
    }

    /// Unicode operator characters per The Swift Programming Language, "Lexical Structure".
    private static func isOperatorScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030,
             0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}

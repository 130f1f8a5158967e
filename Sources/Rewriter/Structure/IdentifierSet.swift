import Foundation

/// A set of names to look for among a file's tokens, compared byte by byte (no string is built
/// or hashed per token), for quick questions about a file or a block. The scanners ask it about
/// nearly every token, so a token that cannot match is rejected on its length and first byte.
struct IdentifierSet: Sendable {
    let names: Set<String>
    /// The names by their length in bytes (an array, not a dictionary: no hashing per token).
    private let namesByLength: [[(name: String, bytes: [UInt8])]]
    /// The first bytes of the names, as a 256-bit set.
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

    init(_ names: Set<String>) {
        self.names = names
        var byLength = [[(name: String, bytes: [UInt8])]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        var firstBytes: [UInt64] = [0, 0, 0, 0]
        // In any order: distinct names have distinct bytes, so at most one can match a token.
        for name in names {
            let bytes = Array(name.utf8)
            byLength[bytes.count].append((name, bytes))
            if let first = bytes.first { firstBytes[Int(first >> 6)] |= 1 << UInt64(first & 63) }
        }
        namesByLength = byLength
        self.firstBytes = (firstBytes[0], firstBytes[1], firstBytes[2], firstBytes[3])
    }

    /// Whether some identifier of `file` is one of the names.
    func occurs(in file: SourceFile) -> Bool {
        contains(in: file) { _, _ in true }
    }

    /// Whether some identifier of `file` (at significant indices `range`, all by default) is
    /// one of the names and `accept(name, index)` holds.
    func contains(in file: SourceFile, range: Range<Int>? = nil, where accept: (_ name: String, _ index: Int) -> Bool) -> Bool {
        // Asked of every file of a run: one walk over the raw tables, no call per token.
        let longest = namesByLength.count - 1
        return file.kinds.withUnsafeBufferPointer { kinds in
            let range = (range ?? 0..<kinds.count).clamped(to: 0..<kinds.count)
            return file.significant.storage.withUnsafeBufferPointer { significant in
                file.tokens.withUnsafeBufferPointer { tokens in
                    file.bytes.withUnsafeBufferPointer { bytes in
                        for index in range where kinds[index] == .identifier {
                            let token = tokens[Int(significant[index])]
                            let length = token.end - token.start
                            guard length <= longest, startsLikeAName(bytes[token.start]),
                                  let name = match(bytes.baseAddress! + token.start, length: length) else { continue }
                            if accept(name, index) { return true }
                        }
                        return false
                    }
                }
            }
        }
    }

    /// The names spelled by identifiers at significant indices `range` of `file`.
    func occurring(in file: SourceFile, range: Range<Int>) -> Set<String> {
        var found: Set<String> = []
        _ = contains(in: file, range: range) { name, _ in
            found.insert(name)
            return false
        }
        return found
    }

    /// Whether the token at significant index `index` is an identifier and one of the names.
    func contains(_ index: Int, in file: SourceFile) -> Bool { name(at: index, in: file) != nil }

    /// The name the token at significant index `index` spells, if it is an identifier and one of them.
    func name(at index: Int, in file: SourceFile) -> String? {
        guard file.kind(index) == .identifier else { return nil }
        return name(spelledBy: file.token(index), in: file)
    }

    /// Whether the token at significant index `index`, of any kind, spells one of the names (an
    /// operator such as `+=`).
    func spells(_ index: Int, in file: SourceFile) -> Bool {
        guard index >= 0, index < file.count else { return false }
        return name(spelledBy: file.token(index), in: file) != nil
    }

    private func name(spelledBy token: Token, in file: SourceFile) -> String? {
        let length = token.end - token.start
        guard length < namesByLength.count, !namesByLength[length].isEmpty else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes -> String? in
            guard startsLikeAName(bytes[token.start]) else { return nil }
            return match(bytes.baseAddress! + token.start, length: length)
        }
    }

    /// Whether some name starts with `byte`.
    @inline(__always) private func startsLikeAName(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = firstBytes.0
        case 1: word = firstBytes.1
        case 2: word = firstBytes.2
        default: word = firstBytes.3
        }
        return word & (1 << UInt64(byte & 63)) != 0
    }

    /// The name spelled by the `length` bytes at `start` (`length` at most the longest name's).
    @inline(__always) private func match(_ start: UnsafePointer<UInt8>, length: Int) -> String? {
        for candidate in namesByLength[length] {
            let equal = candidate.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, length) == 0 }
            if equal { return candidate.name }
        }
        return nil
    }
}

import Foundation

/// A set of names to look for among a file's tokens, compared byte by byte (no string is built
/// or hashed per token), for quick questions about a file or a block. The scanners ask it about
/// nearly every token, so a token that cannot match is rejected on its length, first and last
/// byte before any comparison.
struct IdentifierSet: Sendable {
    let names: Set<String>
    /// The names by their length in bytes (an array, not a dictionary: no hashing per token),
    /// each with its position in the list it was made from (`init(ordered:)`).
    private let namesByLength: [[(name: String, bytes: [UInt8], ordinal: Int)]]
    /// For each length, the low six bits of the first bytes of the names of that length (at
    /// `2 * length`) and of their last bytes (at `2 * length + 1`), as 64-bit sets.
    private let edges: [UInt64]

    init(_ names: Set<String>) {
        self.init(names: names, ordered: Array(names))
    }

    /// The set of `names`, distinct, each matched with its position in the list
    /// (`ordinal(at:in:)`).
    init(ordered names: [String]) {
        self.init(names: Set(names), ordered: names)
    }

    private init(names: Set<String>, ordered: [String]) {
        precondition(names.count == ordered.count, "the names of an IdentifierSet are distinct")
        self.names = names
        var byLength = [[(name: String, bytes: [UInt8], ordinal: Int)]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        var edges = [UInt64](repeating: 0, count: 2 * byLength.count)
        // In any order: distinct names have distinct bytes, so at most one can match a token.
        for (ordinal, name) in ordered.enumerated() {
            let bytes = Array(name.utf8)
            byLength[bytes.count].append((name, bytes, ordinal))
            if let first = bytes.first, let last = bytes.last {
                edges[2 * bytes.count] |= 1 << UInt64(first & 63)
                edges[2 * bytes.count + 1] |= 1 << UInt64(last & 63)
            }
        }
        namesByLength = byLength
        self.edges = edges
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
                file.tokens.withRawTokens { tokens in
                    file.bytes.withUnsafeBufferPointer { bytes in
                        edges.withUnsafeBufferPointer { edges in
                            for index in range where kinds[index] == .identifier {
                                let token = tokens[Int(significant[index])]
                                let length = token.end - token.start
                                let start = bytes.baseAddress! + token.start
                                guard length > 0, length <= longest, IdentifierSet.edgesMatch(start, length: length, edges: edges),
                                      let name = match(start, length: length) else { continue }
                                if accept(name, index) { return true }
                            }
                            return false
                        }
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

    /// The name the identifier at significant index `index` spells, or else the name spelled by
    /// its part after a leading `$` (a projected value: `$isOn` for `isOn`), with whether the `$`
    /// was dropped to find it.
    func nameOrProjection(at index: Int, in file: SourceFile) -> (name: String, projected: Bool)? {
        guard file.kind(index) == .identifier else { return nil }
        let token = file.token(index)
        if let name = name(spelledBy: token, in: file) { return (name, false) }
        guard token.end - token.start > 1, file.bytes[token.start] == UInt8(ascii: "$"),
              let name = name(spelledBy: Token(kind: token.kind, start: token.start + 1, end: token.end), in: file) else { return nil }
        return (name, true)
    }

    /// The position, in the list the set was made from, of the name the identifier at significant
    /// index `index` spells, if it is one of them.
    func ordinal(at index: Int, in file: SourceFile) -> Int? {
        guard file.kind(index) == .identifier else { return nil }
        return candidate(spelledBy: file.token(index), in: file)?.ordinal
    }

    /// Whether the token at significant index `index`, of any kind, spells one of the names (an
    /// operator such as `+=`).
    func spells(_ index: Int, in file: SourceFile) -> Bool {
        guard index >= 0, index < file.count else { return false }
        return name(spelledBy: file.token(index), in: file) != nil
    }

    /// The name `token` of `file` spells, if one of them (whatever its kind).
    func name(spelledBy token: Token, in file: SourceFile) -> String? {
        candidate(spelledBy: token, in: file)?.name
    }

    /// The entry of the name `token` spells, if one of them: rejected on its length, then its
    /// first and last byte, before any comparison.
    @inline(__always) private func candidate(spelledBy token: Token, in file: SourceFile) -> (name: String, bytes: [UInt8], ordinal: Int)? {
        let length = token.end - token.start
        guard length > 0, length < namesByLength.count else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes in
            let start = bytes.baseAddress! + token.start
            guard edges.withUnsafeBufferPointer({ IdentifierSet.edgesMatch(start, length: length, edges: $0) }) else { return nil }
            return candidate(start, length: length)
        }
    }

    /// Whether some name has `length` bytes, starts with the byte at `start` and ends with the
    /// one at `start + length - 1`, as far as their low six bits tell (`length` is at least 1 and
    /// at most the longest name's).
    @inline(__always) private static func edgesMatch(_ start: UnsafePointer<UInt8>, length: Int, edges: UnsafeBufferPointer<UInt64>) -> Bool {
        let first = edges[2 * length] >> UInt64(start[0] & 63)
        let last = edges[2 * length + 1] >> UInt64(start[length - 1] & 63)
        return first & last & 1 != 0
    }

    /// The name spelled by the `length` bytes at `start` (`length` at most the longest name's).
    @inline(__always) private func match(_ start: UnsafePointer<UInt8>, length: Int) -> String? {
        candidate(start, length: length)?.name
    }

    @inline(__always) private func candidate(_ start: UnsafePointer<UInt8>, length: Int) -> (name: String, bytes: [UInt8], ordinal: Int)? {
        for candidate in namesByLength[length] {
            let equal = candidate.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, length) == 0 }
            if equal { return candidate }
        }
        return nil
    }
}

import Foundation

/// A set of names to look for among a file's tokens, compared byte by byte (no string is built
/// or hashed per token), for quick questions about a file or a block. The scanners ask it about
/// nearly every token, so a token that cannot match is rejected on its length, first and last
/// byte before any comparison.
struct IdentifierSet: Sendable {
    /// The names, in the order the set was made from (a name's ordinal is its position here).
    private let list: [String]
    /// Every name's bytes, one name after the other.
    private let allBytes: [UInt8]
    /// The length in bytes of the longest name.
    private let longest: Int
    /// One table, not one per length: a host's properties make a set for every host asked
    /// about, and allocating the tables cost more than the scan. First, for each length, the low
    /// six bits of the first bytes of the names of that length (at `2 * length`) and of their
    /// last bytes (at `2 * length + 1`), as 64-bit sets. From `lengthsStart`: for each length,
    /// where its names start among the entries (and, one further, where they end). From
    /// `entriesStart`: the names by length, each as its ordinal (the high half) and where its
    /// bytes start in `allBytes` (the low half).
    private let table: [UInt64]
    private var lengthsStart: Int { 2 * (longest + 1) }
    private var entriesStart: Int { 3 * longest + 4 }

    /// The names, as a set.
    var names: Set<String> { Set(list) }

    init(_ names: Set<String>) {
        self.init(distinct: Array(names))
    }

    /// The set of `names`, distinct, each matched with its position in the list
    /// (`ordinal(at:in:)`).
    init(ordered names: [String]) {
        precondition(Set(names).count == names.count, "the names of an IdentifierSet are distinct")
        self.init(distinct: names)
    }

    /// The set of `names`, which the caller knows to be distinct (as `init(ordered:)`).
    init(distinct names: [String]) {
        list = names
        var longest = 0
        var byteCount = 0
        for name in names {
            longest = max(longest, name.utf8.count)
            byteCount += name.utf8.count
        }
        self.longest = longest
        let lengthsStart = 2 * (longest + 1), entriesStart = 3 * longest + 4
        var table = [UInt64](repeating: 0, count: entriesStart + names.count)
        var allBytes: [UInt8] = []
        allBytes.reserveCapacity(byteCount)
        // A counting sort: the names of each length counted, then where each length starts, then
        // each name put at its length's next place (which leaves each length's end where its
        // start was: moved up one place, they are the starts again).
        for name in names { table[lengthsStart + name.utf8.count] += 1 }
        var total: UInt64 = 0
        for length in 0...(longest + 1) {
            let count = table[lengthsStart + length]
            table[lengthsStart + length] = total
            total += count
        }
        // In any order: distinct names have distinct bytes, so at most one can match a token.
        for (ordinal, name) in names.enumerated() {
            let length = name.utf8.count
            table[entriesStart + Int(table[lengthsStart + length])] = UInt64(ordinal) << 32 | UInt64(allBytes.count)
            table[lengthsStart + length] += 1
            allBytes += name.utf8
            if let first = name.utf8.first, let last = name.utf8.last {
                table[2 * length] |= 1 << UInt64(first & 63)
                table[2 * length + 1] |= 1 << UInt64(last & 63)
            }
        }
        for length in stride(from: longest, through: 0, by: -1) { table[lengthsStart + length + 1] = table[lengthsStart + length] }
        table[lengthsStart] = 0
        self.table = table
        self.allBytes = allBytes
    }

    /// Whether some identifier of `file` is one of the names.
    func occurs(in file: SourceFile) -> Bool {
        contains(in: file) { _, _ in true }
    }

    /// Whether some identifier of `file` (at significant indices `range`, all by default) is
    /// one of the names and `accept(name, index)` holds.
    func contains(in file: SourceFile, range: Range<Int>? = nil, where accept: (_ name: String, _ index: Int) -> Bool) -> Bool {
        // Asked of every file of a run: one walk over the raw tables, no call per token.
        let longest = self.longest
        return file.kinds.withUnsafeBufferPointer { kinds in
            let range = (range ?? 0..<kinds.count).clamped(to: 0..<kinds.count)
            return file.significant.storage.withUnsafeBufferPointer { significant in
                file.tokens.withRawTokens { tokens in
                    file.bytes.withUnsafeBufferPointer { bytes in
                        table.withUnsafeBufferPointer { edges in
                            for index in range where kinds[index] == .identifier {
                                let token = tokens[Int(significant[index])]
                                let length = token.end - token.start
                                let start = bytes.baseAddress! + token.start
                                guard length > 0, length <= longest, IdentifierSet.edgesMatch(start, length: length, edges: edges),
                                      let name = candidate(start, length: length, table: edges)?.name else { continue }
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
    // Inlined: the first pass asks it of every identifier of every file.
    @inline(__always) func name(spelledBy token: Token, in file: SourceFile) -> String? {
        candidate(spelledBy: token, in: file)?.name
    }

    /// The entry of the name `token` spells, if one of them: rejected on its length, then its
    /// first and last byte, before any comparison.
    @inline(__always) private func candidate(spelledBy token: Token, in file: SourceFile) -> (name: String, ordinal: Int)? {
        let length = token.end - token.start
        guard length > 0, length <= longest else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes in
            table.withUnsafeBufferPointer { table in
                let start = bytes.baseAddress! + token.start
                guard IdentifierSet.edgesMatch(start, length: length, edges: table) else { return nil }
                return candidate(start, length: length, table: table)
            }
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

    /// The name spelled by the `length` bytes at `start` (`length` at most the longest name's),
    /// with its ordinal; `table` is `self.table`'s buffer.
    @inline(__always) private func candidate(_ start: UnsafePointer<UInt8>, length: Int, table: UnsafeBufferPointer<UInt64>) -> (name: String, ordinal: Int)? {
        var position = entriesStart + Int(table[lengthsStart + length])
        let end = entriesStart + Int(table[lengthsStart + length + 1])
        while position < end {
            let ordinal = Int(table[position] >> 32), bytesStart = Int(table[position] & 0xFFFF_FFFF)
            if allBytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + bytesStart, start, length) == 0 }) { return (list[ordinal], ordinal) }
            position += 1
        }
        return nil
    }
}

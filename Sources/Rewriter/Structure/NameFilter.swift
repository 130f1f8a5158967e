/// A quick test of whether a name may be one of a set of names, with no false negatives: a
/// name it rejects is certainly not in the set. Lookups that nearly always miss (the index
/// asks, for every `Name(…)` call of the run, whether a struct of the run is called so) skip
/// hashing a string for most names.
///
/// ASCII names are tested by a cheap hash of their bytes against a table of bits. Any other
/// name passes, and so does every name when the set holds one that is not ASCII, because two
/// strings can be equal (canonically equivalent) with different bytes.
struct NameFilter {
    private let bits: [UInt64]
    private let passesAll: Bool

    /// Bits in the table: a power of two, many times more than the names usually tested.
    private static let bitCount = 1 << 16

    init(_ names: some Sequence<String>) {
        var bits = [UInt64](repeating: 0, count: Self.bitCount / 64)
        var passesAll = false
        for name in names {
            guard let hash = CallsByName.asciiHash(name) else { passesAll = true; break }
            let bit = Int(truncatingIfNeeded: hash) & (Self.bitCount - 1)
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.bits = bits
        self.passesAll = passesAll
    }

    /// Whether `name` may be in the set (false: it is not).
    func mayContain(_ name: String) -> Bool {
        guard !passesAll, let hash = CallsByName.asciiHash(name) else { return true }
        let bit = Int(truncatingIfNeeded: hash) & (Self.bitCount - 1)
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}

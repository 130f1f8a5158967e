/// A file's calls by name, each group in source order. The groups are chains of positions in
/// `calls`, not copies of the calls (a large file has millions).
///
/// Every file with calls builds one, so it avoids what a `[String: [Int]]` costs per call: a
/// string hashed by SipHash and an array allocated per name. ASCII names (nearly all) go into
/// an open-addressing table keyed by a cheap hash of their bytes; any other name goes into a
/// dictionary. Names still compare as `String`s (canonical equivalence), so a lookup finds
/// exactly what a dictionary of strings would.
public struct CallsByName: Sendable {
    private let calls: [CallSite]
    /// For each slot, the position of the first call of its name, or -1.
    private let firstOfSlot: [Int32]
    /// For each call position, the position of the next call of the same name, or -1.
    private let nextOfName: [Int32]
    /// The positions of the calls with a non-ASCII name, by name.
    private let otherNames: [String: [Int32]]

    init(_ calls: [CallSite]) {
        self.calls = calls
        var capacity = 4
        while capacity < calls.count * 2 { capacity *= 2 }
        var firstOfSlot = [Int32](repeating: -1, count: calls.isEmpty ? 0 : capacity)
        var lastOfSlot = firstOfSlot
        var nextOfName = [Int32](repeating: -1, count: calls.count)
        var otherNames: [String: [Int32]] = [:]
        for (position, call) in calls.enumerated() {
            let here = Int32(truncatingIfNeeded: position)
            guard let hash = CallsByName.asciiHash(call.name) else {
                otherNames[call.name, default: []].append(here)
                continue
            }
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while firstOfSlot[slot] >= 0, calls[Int(firstOfSlot[slot])].name != call.name { slot = (slot + 1) & (capacity - 1) }
            if firstOfSlot[slot] < 0 { firstOfSlot[slot] = here } else { nextOfName[Int(lastOfSlot[slot])] = here }
            lastOfSlot[slot] = here
        }
        self.firstOfSlot = firstOfSlot
        self.nextOfName = nextOfName
        self.otherNames = otherNames
    }

    /// The calls named `name`, in source order; nil when there is none.
    public subscript(name: String) -> [CallSite]? {
        var positions: [Int32] = []
        if let hash = CallsByName.asciiHash(name) {
            if !firstOfSlot.isEmpty {
                var slot = Int(truncatingIfNeeded: hash) & (firstOfSlot.count - 1)
                while firstOfSlot[slot] >= 0 {
                    if calls[Int(firstOfSlot[slot])].name == name { positions = chain(from: firstOfSlot[slot]); break }
                    slot = (slot + 1) & (firstOfSlot.count - 1)
                }
            }
        } else {
            // A name that is not ASCII may still equal an ASCII one (a compatibility character
            // such as the Kelvin sign): every group is compared, as a dictionary would.
            for first in firstOfSlot where first >= 0 && calls[Int(first)].name == name { positions += chain(from: first) }
        }
        // And an ASCII name may equal a non-ASCII one.
        for (other, group) in otherNames where other == name { positions += group }
        if positions.isEmpty { return nil }
        if !otherNames.isEmpty { positions.sort() }
        return positions.map { calls[Int($0)] }
    }

    private func chain(from first: Int32) -> [Int32] {
        var positions: [Int32] = []
        var position = first
        while position >= 0 {
            positions.append(position)
            position = nextOfName[Int(position)]
        }
        return positions
    }

    /// FNV-1a of `name`'s bytes, or nil when it is not ASCII.
    static func asciiHash(_ name: String) -> UInt64? {
        var name = name
        return name.withUTF8 { bytes -> UInt64? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}

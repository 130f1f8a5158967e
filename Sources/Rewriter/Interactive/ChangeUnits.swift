/// Edits that only make sense together: a gate's `reduceMotion ? 0 : (` and the `)` that
/// closes it, `AnyTransition(` and its `)`. Found from the brackets each replacement opens or
/// closes, so a review never applies one without the other, even when a value spans lines.
enum ChangeUnits {
    /// For each edit (in file order), the index of the unit it belongs to. An edit that opens
    /// brackets joins every following edit to its unit until they are closed again.
    static func unitIndices(of edits: [Edit]) -> [Int] {
        var indices: [Int] = []
        var unit = -1
        var depth = 0
        for edit in edits {
            if depth == 0 { unit += 1 }
            indices.append(unit)
            depth = max(0, depth + bracketBalance(of: edit.replacement))
        }
        return indices
    }

    /// Opening minus closing brackets in `bytes`, ignoring those inside string literals.
    static func bracketBalance(of bytes: [UInt8]) -> Int {
        var balance = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): balance += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): balance -= 1
            default: break
            }
        }
        return balance
    }
}

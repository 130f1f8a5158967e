/// A readable line diff of two byte strings, for golden-test failure messages.
///
/// Lines are compared byte for byte, so a changed line ending or trailing blank shows up; such
/// characters are made visible (`\r`, `\t` at line end, a leading BOM), and a missing final
/// newline is said in words.
enum FixtureDiff {
    /// `- expected` / `+ actual` lines with line numbers and two lines of context, or nil when equal.
    static func describe(expected: [UInt8], actual: [UInt8], context: Int = 2, limit: Int = 60) -> String? {
        guard expected != actual else { return nil }
        let old = lines(of: expected)
        let new = lines(of: actual)
        let script = editScript(old, new)
        var output: [String] = []
        var lastShown = -1
        for (position, step) in script.enumerated() where step.kind != .same {
            let from = max(position - context, lastShown + 1)
            for contextPosition in from..<position where script[contextPosition].kind == .same {
                output.append(render(script[contextPosition], old: old, new: new))
            }
            output.append(render(step, old: old, new: new))
            lastShown = position
            var after = position + 1
            while after < script.count, after <= position + context, script[after].kind == .same {
                output.append(render(script[after], old: old, new: new))
                lastShown = after
                after += 1
            }
        }
        if output.isEmpty { output.append("  (the lines are equal; the bytes differ)") }
        if expected.last == 10, actual.last != 10 { output.append("  (actual has no final newline; expected has one)") }
        if expected.last != 10, actual.last == 10 { output.append("  (actual ends with a newline; expected does not)") }
        if output.count > limit { output = Array(output.prefix(limit)) + ["  … \(output.count - limit) more lines"] }
        return output.joined(separator: "\n")
    }

    private struct Step {
        enum Kind { case same, removed, added }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    private static func render(_ step: Step, old: [[UInt8]], new: [[UInt8]]) -> String {
        switch step.kind {
        case .same: return "    \(pad(step.oldIndex + 1))  \(visible(old[step.oldIndex]))"
        case .removed: return "  - \(pad(step.oldIndex + 1))  \(visible(old[step.oldIndex]))"
        case .added: return "  + \(pad(step.newIndex + 1))  \(visible(new[step.newIndex]))"
        }
    }

    private static func pad(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }

    /// Lines including their terminator bytes (so LF and CRLF lines differ).
    private static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes {
            current.append(byte)
            if byte == 10 {
                result.append(current)
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func visible(_ line: [UInt8]) -> String {
        var body = line
        var ending = ""
        if body.last == 10 { body.removeLast() }
        if body.last == 13 { body.removeLast(); ending = "\\r" }
        var prefix = ""
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3); prefix = "<BOM>" }
        var text = String(decoding: body, as: UTF8.self)
        var trailing = ""
        while let last = text.last, last == " " || last == "\t" {
            trailing = (last == " " ? "·" : "\\t") + trailing
            text.removeLast()
        }
        return prefix + text + trailing + ending
    }

    /// A shortest edit script by longest common subsequence (fixtures are small).
    private static func editScript(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Step] {
        let rows = old.count, columns = new.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        if rows > 0, columns > 0 {
            for i in stride(from: rows - 1, through: 0, by: -1) {
                for j in stride(from: columns - 1, through: 0, by: -1) {
                    table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[i] == new[j] {
                steps.append(Step(kind: .same, oldIndex: i, newIndex: j))
                i += 1
                j += 1
            } else if i < rows, j == columns || table[i + 1][j] >= table[i][j + 1] {
                steps.append(Step(kind: .removed, oldIndex: i, newIndex: j))
                i += 1
            } else {
                steps.append(Step(kind: .added, oldIndex: i, newIndex: j))
                j += 1
            }
        }
        return steps
    }
}

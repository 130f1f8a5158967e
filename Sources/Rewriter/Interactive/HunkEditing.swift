/// The `e` answer's text format, as `git add -p` has it: the hunk in an editor, `#` lines for
/// guidance; the edited text must still apply to the file where the hunk was.
enum HunkEditing {
    /// Why an edited hunk is not used; the hunk is then asked again.
    struct Refusal: Error, Equatable {
        let message: String
    }

    /// What an accepted edit amounts to.
    enum Outcome: Equatable {
        /// Replace `range` of the file with `replacement`.
        case replace(range: Range<Int>, replacement: [UInt8])
        /// The edited hunk changes nothing (every `+` line removed, every `-` line made context).
        case noChange
    }

    /// The text given to the editor.
    static func editorText(for hunk: UnifiedDiff.Hunk, path: String) -> String {
        var text = "# Manual hunk edit mode for \(path) -- see bottom for a quick guide.\n"
        text += hunk.range + "\n"
        text += hunk.lines.joined()
        text += """
        # ---
        # To remove '-' lines, make them ' ' lines (context).
        # To remove '+' lines, delete them.
        # Lines starting with # will be removed.
        #
        # If the edited hunk applies to the file, it is applied at once.
        # If it does not, it is refused and the hunk is asked again.
        # If all lines of the hunk are removed, the edit is aborted and the hunk is asked again.

        """
        return text
    }

    /// Reads the edited `text` of `hunk` (shown from `source`): context and `-` lines must be
    /// exactly the file's lines where the hunk was.
    static func outcome(of text: [UInt8], hunk: UnifiedDiff.Hunk, source: SourceLines) -> Result<Outcome, Refusal> {
        let sides: (old: [UInt8], new: [UInt8])
        switch parse(text) {
        case .success(let parsed): sides = parsed
        case .failure(let refusal): return .failure(refusal)
        }
        let firstLine = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
        let span = source.byteRange(ofLines: firstLine..<(firstLine + hunk.oldCount))
        let original = Array(source.bytes[span])
        guard sides.old == original else {
            let edited = SourceLines.split(String(decoding: sides.old, as: UTF8.self))
            let expected = SourceLines.split(String(decoding: original, as: UTF8.self))
            let differing = zip(edited, expected).enumerated().first { !$0.element.0.utf8.elementsEqual($0.element.1.utf8) }?.offset
                ?? min(edited.count, expected.count)
            return .failure(Refusal(message: "the edited hunk does not apply: its ' ' and '-' lines must stay as they are in the file "
                                    + "(they differ at line \(firstLine + differing + 1))"))
        }
        let (old, new) = sides
        guard old != new else { return .success(.noChange) }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let range = (span.lowerBound + prefix)..<(span.upperBound - suffix)
        return .success(.replace(range: range, replacement: Array(new[prefix..<(new.count - suffix)])))
    }

    /// The old side (context and `-` lines) and the new side (context and `+` lines) of an
    /// edited hunk, without `#` comments and `@@` lines.
    private static func parse(_ text: [UInt8]) -> Result<(old: [UInt8], new: [UInt8]), Refusal> {
        var old: [UInt8] = [], new: [UInt8] = []
        var lastKind: UInt8?
        var bodyLines = 0
        for (number, line) in lines(of: text).enumerated() {
            guard let kind = line.first else { continue }
            if kind == UInt8(ascii: "#") || line.starts(with: Array("@@".utf8)) { continue }
            if kind == UInt8(ascii: "\\") {
                // `\ No newline at end of file`: the line before has no line break.
                if lastKind != UInt8(ascii: "+"), old.last == UInt8(ascii: "\n") { old.removeLast() }
                if lastKind != UInt8(ascii: "-"), new.last == UInt8(ascii: "\n") { new.removeLast() }
                continue
            }
            bodyLines += 1
            // An empty line is an empty context line whose leading space an editor trimmed.
            let isBlank = line == [UInt8(ascii: "\n")] || line == Array("\r\n".utf8)
            let content = isBlank ? line[...] : line.dropFirst()
            switch isBlank ? UInt8(ascii: " ") : kind {
            case UInt8(ascii: " "): old += content; new += content
            case UInt8(ascii: "-"): old += content
            case UInt8(ascii: "+"): new += content
            default:
                return .failure(Refusal(message: "line \(number + 1) of the edited hunk starts with '\(String(decoding: [kind], as: UTF8.self))'; "
                                        + "each line must start with ' ', '-', '+' or '#'"))
            }
            lastKind = isBlank ? UInt8(ascii: " ") : kind
        }
        guard bodyLines > 0 else { return .failure(Refusal(message: "the edited hunk is empty, so the edit was aborted")) }
        return .success((old, new))
    }

    /// Splits after each `\n`, keeping it.
    private static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes {
            current.append(byte)
            if byte == UInt8(ascii: "\n") { lines.append(current); current = [] }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension HunkEditing {
    /// Whether two edit ranges claim the same bytes (an insertion clashes only strictly inside a replacement).
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty && b.isEmpty { return false }
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }
}

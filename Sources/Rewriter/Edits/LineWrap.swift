/// Keeps a rewritten line within the project's line width (`--maxwidth` of SwiftFormat,
/// `line_length` of SwiftLint): when the edits on a line that fitted push it past the width, the
/// outermost call on that line that holds them all gets its arguments one per line, as
/// SwiftFormat's `--wraparguments before-first` with balanced parentheses writes them:
///
///     withAnimation(
///         reduceMotion ? nil : .easeInOut(duration: Constants.animationDuration)
///     ) {
///
/// The edits of that call become one edit; a line that was already too long, or whose edits
/// cannot be put in one call, is left as the edits make it.
enum LineWrap {
    static func wrap(_ edits: [Edit], in file: SourceFile, width: Int?) -> [Edit] {
        guard let width, width > 0, !edits.isEmpty else { return edits }
        let lineFeed = UInt8(ascii: "\n")
        // The edits of each line, by the line they start on (edits within one line only).
        var byLine: [Int: [Int]] = [:]
        for (position, edit) in edits.enumerated() {
            let line = file.lineIndex(of: edit.range.lowerBound)
            guard file.lineIndex(of: edit.range.upperBound) == line, !edit.replacement.contains(lineFeed) else { continue }
            byLine[line, default: []].append(position)
        }
        var replaced: Set<Int> = []
        var added: [Edit] = []
        for (line, positions) in byLine.sorted(by: { $0.key < $1.key }) {
            let lineEdits = positions.map { edits[$0] }
            // Property insertions are lines of their own.
            if lineEdits.contains(where: { $0.range.isEmpty && $0.replacement.last == lineFeed }) { continue }
            let (start, end) = lineBounds(line, in: file)
            let original = columns(file.bytes[start..<end])
            let grown = lineEdits.reduce(original) { $0 + columns($1.replacement[...]) - columns(file.bytes[$1.range]) }
            guard original <= width, grown > width else { continue }
            guard let keys = Set(lineEdits.map(\.hostKey)).first, Set(lineEdits.map(\.hostKey)).count == 1,
                  let call = outermostCall(holding: lineEdits, from: start, to: end, in: file) else { continue }
            let indent = file.indentation(ofLineContaining: start)
            let inner = indent + file.indentUnit
            let ending = file.lineEnding
            var text = ""
            for (index, argument) in call.arguments.enumerated() {
                text += ending + inner + spliced(argument, with: lineEdits, in: file)
                if index < call.arguments.count - 1 { text += "," }
            }
            text += ending + indent
            replaced.formUnion(positions)
            added.append(Edit(range: call.inside, replacement: text, ruleID: lineEdits[0].ruleID,
                              needsReview: lineEdits.contains(where: \.needsReview), hostKey: keys))
        }
        guard !added.isEmpty else { return edits }
        return edits.enumerated().filter { !replaced.contains($0.offset) }.map(\.element) + added
    }

    /// The byte range of line `line`, without its line break.
    private static func lineBounds(_ line: Int, in file: SourceFile) -> (Int, Int) {
        let start = file.lineStarts[line]
        var end = line + 1 < file.lineStarts.count ? file.lineStarts[line + 1] : file.bytes.count
        while end > start, file.bytes[end - 1] == UInt8(ascii: "\n") || file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return (start, end)
    }

    /// Characters as a reader counts them: bytes that start a UTF-8 scalar.
    private static func columns(_ bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private struct Call {
        /// The bytes between `(` and `)`.
        let inside: Range<Int>
        /// Each argument's bytes, without the spaces around it.
        let arguments: [Range<Int>]
    }

    /// The first `(` of the line, right after a name, whose `)` is on the line too and whose
    /// arguments hold every edit.
    private static func outermostCall(holding edits: [Edit], from start: Int, to end: Int, in file: SourceFile) -> Call? {
        var low = 0
        var high = file.count
        while low < high {
            let mid = (low + high) / 2
            if file.token(mid).start < start { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < file.count, file.token(index).start < end {
            defer { index += 1 }
            guard file.kind(index) == .openParen, index > 0, file.kind(index - 1) == .identifier else { continue }
            let close = file.partner[index]
            guard close > index, file.token(close).start < end else { continue }
            let inside = file.token(index).end..<file.token(close).start
            guard edits.allSatisfy({ inside.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= inside.upperBound }) else { continue }
            // Arguments: split at the commas directly inside the parentheses.
            var arguments: [Range<Int>] = []
            var first = index + 1
            var cursor = index + 1
            while cursor <= close {
                if cursor == close || (file.kind(cursor) == .comma && file.enclosing[cursor] == index) {
                    guard first < cursor else { return nil }
                    arguments.append(file.token(first).start..<file.token(cursor - 1).end)
                    first = cursor + 1
                }
                if let kind = file.kind(cursor), cursor < close, kind == .openParen || kind == .openBracket || kind == .openBrace {
                    cursor = max(cursor, file.partner[cursor])
                }
                cursor += 1
            }
            // An edit on the edge of an argument (before its first token) belongs to it.
            let owned = edits.allSatisfy { edit in arguments.contains { $0.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= $0.upperBound } }
            return owned && !arguments.isEmpty ? Call(inside: inside, arguments: arguments) : nil
        }
        return nil
    }

    /// The argument's text with the edits inside it applied.
    private static func spliced(_ argument: Range<Int>, with edits: [Edit], in file: SourceFile) -> String {
        var bytes: [UInt8] = []
        var cursor = argument.lowerBound
        for edit in edits.filter({ argument.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= argument.upperBound })
            .sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            bytes += file.bytes[cursor..<edit.range.lowerBound]
            bytes += edit.replacement
            cursor = edit.range.upperBound
        }
        bytes += file.bytes[cursor..<argument.upperBound]
        return String(decoding: bytes, as: UTF8.self)
    }
}

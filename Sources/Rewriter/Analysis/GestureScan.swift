/// Finds properties written by gesture callbacks (`.onChanged { … }`, `.updating($x) { … }`).
struct GestureScan {
    let file: SourceFile

    static let assignmentOperators = ["=", "+=", "-=", "*=", "/="]

    func assignedInGestureCallbacks(from open: Int, to close: Int) -> Set<String> {
        var names: Set<String> = []
        var index = open + 1
        while index < close {
            defer { index += 1 }
            guard file.kind(index) == .identifier, file.kind(index - 1) == .dot else { continue }
            let isChanged = file.isText(index, "onChanged")
            let isUpdating = file.isText(index, "updating")
            guard isChanged || isUpdating else { continue }
            var cursor = index + 1
            if file.kind(cursor) == .openParen {
                if isUpdating, file.kind(cursor + 1) == .identifier {
                    let bound = file.text(cursor + 1)
                    if bound.hasPrefix("$") { names.insert(String(bound.dropFirst())) }
                }
                let inner = cursor + 1
                if file.kind(inner) == .openBrace {
                    names.formUnion(assignments(in: inner))
                }
                cursor = file.partner[cursor] + 1
            }
            if file.kind(cursor) == .openBrace {
                names.formUnion(assignments(in: cursor))
            }
        }
        return names
    }

    /// Names assigned (`x = …`, `x.width += …`, `self.x = …`) inside the braces opening at `open`.
    private func assignments(in open: Int) -> Set<String> {
        var names: Set<String> = []
        let close = file.partner[open]
        guard close > open else { return names }
        for position in (open + 1)..<close where file.kind(position) == .operator {
            let token = file.token(position)
            let text = file.bytes[token.start..<token.end]
            guard GestureScan.assignmentOperators.contains(where: { text.elementsEqual($0.utf8) }) else { continue }
            // Walk back over `a.b.c` to the first name.
            var cursor = position - 1
            var root: Int? = nil
            while cursor > open {
                if file.kind(cursor) == .identifier {
                    root = cursor
                    if file.kind(cursor - 1) == .dot { cursor -= 2; continue }
                }
                break
            }
            guard let name = root else { continue }
            let text2 = file.text(name)
            if text2 == "self", file.kind(name + 1) == .dot, file.kind(name + 2) == .identifier {
                names.insert(file.text(name + 2))
            } else {
                names.insert(text2)
            }
        }
        return names
    }
}

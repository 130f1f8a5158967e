extension SourceFile {
    /// Where the type annotation starting at `start` (just after `let x:`) ends: at its `=`, at
    /// a `{` or `,`, or at the line break that ends a declaration without an initializer
    /// (`var items: [Item]` followed by another statement, whose `=` is not this one's).
    func typeAnnotationEnd(from start: Int) -> Int {
        var cursor = start
        var steps = 0
        while cursor < count, steps < 64 {
            steps += 1
            if cursor > start, hasLineBreak(between: cursor - 1, and: cursor), !continuesType(at: cursor) { return cursor }
            switch kind(cursor)! {
            case .identifier, .dot: cursor += 1
            case .openParen, .openBracket:
                guard partner[cursor] > cursor else { return cursor }
                cursor = partner[cursor] + 1
            case .operator:
                if isText(cursor, "=") { return cursor }
                cursor += 1
            default: return cursor
            }
        }
        return cursor
    }

    /// Whether the token at `index`, first on its line, still belongs to the type before it
    /// (`= value` on the next line, `-> Void` of a function type, `.Member`, `& Protocol`).
    private func continuesType(at index: Int) -> Bool {
        kind(index) == .dot || kind(index) == .operator
    }
}

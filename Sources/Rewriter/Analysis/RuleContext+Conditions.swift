/// docs/BEHAVIOUR.md §4: sites under an `if`/`guard` that already tests Reduce Motion.
extension RuleContext {
    /// Whether the site sits in an `if`/`else`/`while` body whose condition, or after a `guard`
    /// in an enclosing block whose condition, tests Reduce Motion.
    func isUnderReduceMotionCondition(_ site: Int, propertyName: String?) -> Bool {
        var open = file.enclosing[site]
        var inner = site
        while open >= 0 {
            if file.kind(open) == .openBrace {
                if opensConditionBody(open), let condition = conditionOpening(brace: open),
                   condition.mentionsReduceMotion(propertyName: propertyName) {
                    return true
                }
                if blocksWithGuards[open], guardBefore(inner, inBlock: open, propertyName: propertyName) { return true }
            }
            inner = open
            open = file.enclosing[open]
        }
        return false
    }

    /// Whether `conditionOpening(brace:)` finds a condition for `brace`, found once per brace: a
    /// file of many views asks at every brace around every site, and most open none.
    private func opensConditionBody(_ brace: Int) -> Bool {
        if bracesWithConditions.isEmpty { bracesWithConditions = [UInt8](repeating: 0, count: file.count) }
        if bracesWithConditions[brace] == 0 { bracesWithConditions[brace] = conditionOpening(brace: brace) == nil ? 1 : 2 }
        return bracesWithConditions[brace] == 2
    }

    /// The condition of the `if`/`guard`/`while` whose body opens at `brace` (for an `else`
    /// body, the condition of its `if`).
    func conditionOpening(brace: Int) -> Expression? {
        var cursor = brace - 1
        if file.isIdentifier(cursor, "else") {
            guard file.kind(cursor - 1) == .closeBrace else { return nil }
            return conditionOpening(brace: file.partner[cursor - 1])
        }
        var steps = 0
        while cursor >= 0, steps < 400 {
            steps += 1
            switch file.kind(cursor)! {
            case .closeParen, .closeBracket:
                cursor = file.partner[cursor] - 1
                continue
            case .openBrace, .openParen, .openBracket, .semicolon, .closeBrace:
                // A `}` ends the previous statement: this brace has no condition of its own.
                return nil
            case .identifier:
                if file.isText(cursor, "if") || file.isText(cursor, "guard") || file.isText(cursor, "while") {
                    return cursor + 1 <= brace - 1 ? Expression(file: file, first: cursor + 1, last: brace - 1) : nil
                }
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    func guardBefore(_ position: Int, inBlock open: Int, propertyName: String?) -> Bool {
        for guardStatement in guardsByBlock[open] ?? [] where guardStatement.keyword < position {
            if guardStatement.condition.mentionsReduceMotion(propertyName: propertyName) { return true }
        }
        return false
    }
}

extension Expression {
    /// The terms of a sum at the top level of the value (`-30 + CGFloat(roll * 4)`, also
    /// inside one numeric conversion or pair of parentheses: `CGFloat(20 + pitch * 16)`), each
    /// with its sign left outside; nil when the value is one term, or when an operator that binds
    /// looser than `+` (a ternary, `??`, a comparison) or a closure sits at its top level.
    var additiveTerms: [Expression]? {
        guard let terms = withoutConversion.topLevelParts(splittingAt: ["+", "-"], allowing: ["*", "/"]), terms.count > 1 else { return nil }
        return terms
    }

    /// Whether the value is a product with a literal zero factor (`CGFloat(roll * factor * 0)`):
    /// whatever it reads, it is always zero.
    var isZeroProduct: Bool {
        guard let factors = withoutConversion.topLevelParts(splittingAt: ["*"], allowing: []), factors.count > 1 else { return false }
        return factors.contains { $0.isZeroLiteral }
    }

    /// Whether the value is a product of names, literals and calls (`-width * cover`), with no
    /// sum, choice, `??`, closure or `try` at its top level.
    var isProduct: Bool {
        guard let factors = unwrapped.topLevelParts(splittingAt: ["*", "/"], allowing: []), factors.count > 1 else { return false }
        return !factors.contains { file.isIdentifier($0.first, "try") || file.isIdentifier($0.first, "await") }
    }

    /// The parts of the expression between its top-level binary operators in `separators`
    /// (a prefix `-` stays with its part); nil when another operator than `allowed`, or a token
    /// that is no operand (a closure, a string, a `?`), sits at its top level.
    private func topLevelParts(splittingAt separators: Set<String>, allowing allowed: Set<String>) -> [Expression]? {
        var parts: [Expression] = []
        var start = first
        var index = first
        while index <= last {
            switch file.kind(index)! {
            case .openParen, .openBracket:
                guard file.partner[index] > index, file.partner[index] <= last else { return nil }
                index = file.partner[index]
            case .operator:
                let word = file.text(index)
                let prefix = index == start || Expression.endsNoValue(file.kind(index - 1))
                if prefix, word == "-" || word == "+" {
                    break
                } else if !prefix, separators.contains(word) {
                    parts.append(Expression(file: file, first: start, last: index - 1))
                    start = index + 1
                } else if !allowed.contains(word) {
                    return nil
                }
            case .identifier, .number, .dot, .closeParen, .closeBracket:
                break
            default:
                return nil
            }
            index += 1
        }
        guard start <= last else { return nil }
        parts.append(Expression(file: file, first: start, last: last))
        return parts
    }

    /// The value inside parentheses and one numeric conversion around all of it (`CGFloat(…)`).
    private var withoutConversion: Expression {
        var value = unwrapped
        if file.kind(value.first) == .identifier, Expression.conversions.contains(file.text(value.first)),
           file.kind(value.first + 1) == .openParen, file.partner[value.first + 1] == value.last, value.last - value.first > 2,
           file.kind(value.first + 3) != .colon {
            value = Expression(file: file, first: value.first + 2, last: value.last - 1).unwrapped
        }
        return value
    }

    private static let conversions: Set<String> = ["CGFloat", "Double", "Float"]

    /// Whether a token of this kind cannot end an operand, so an operator after it is a prefix one.
    private static func endsNoValue(_ kind: TokenKind?) -> Bool {
        kind == .operator || kind == .openParen || kind == .openBracket || kind == .comma || kind == .colon
    }
}

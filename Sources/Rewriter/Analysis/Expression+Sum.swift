extension Expression {
    /// The terms of a sum at the top level of the value (`-30 + CGFloat(roll * 4)`, also
    /// inside one numeric conversion or pair of parentheses: `CGFloat(20 + pitch * 16)`), each
    /// with its sign left outside; nil when the value is one term, or when an operator that binds
    /// looser than `+` (a ternary, `??`, a comparison) or a closure sits at its top level.
    var additiveTerms: [Expression]? {
        let value = withoutConversion
        var terms: [Expression] = []
        var start = value.first
        var index = value.first
        while index <= value.last {
            switch file.kind(index)! {
            case .openParen, .openBracket:
                guard file.partner[index] > index, file.partner[index] <= value.last else { return nil }
                index = file.partner[index]
            case .operator:
                let word = file.text(index)
                if word == "+" || word == "-", index > start, !Expression.endsNoValue(file.kind(index - 1)) {
                    terms.append(Expression(file: file, first: start, last: index - 1))
                    start = index + 1
                } else if !Expression.productOperators.contains(word) {
                    return nil
                }
            case .identifier, .number, .dot, .closeParen, .closeBracket:
                break
            default:
                return nil
            }
            index += 1
        }
        guard !terms.isEmpty, start <= value.last else { return nil }
        terms.append(Expression(file: file, first: start, last: value.last))
        return terms
    }

    /// Whether the value is a product with a literal zero factor (`CGFloat(roll * factor * 0)`):
    /// whatever it reads, it is always zero.
    var isZeroProduct: Bool {
        let value = withoutConversion
        var factorStart = value.first
        var index = value.first
        var factors: [Expression] = []
        while index <= value.last {
            switch file.kind(index)! {
            case .openParen, .openBracket:
                guard file.partner[index] > index, file.partner[index] <= value.last else { return false }
                index = file.partner[index]
            case .operator:
                let word = file.text(index)
                if word == "*", index > factorStart {
                    factors.append(Expression(file: file, first: factorStart, last: index - 1))
                    factorStart = index + 1
                } else if !(word == "-" && index == factorStart) {
                    return false
                }
            default:
                break
            }
            index += 1
        }
        guard !factors.isEmpty, factorStart <= value.last else { return false }
        factors.append(Expression(file: file, first: factorStart, last: value.last))
        return factors.contains { $0.isZeroLiteral }
    }

    /// Whether the value is a product of names, literals and calls (`-width * cover`), with no
    /// sum, choice, `??`, closure or `try` at its top level.
    var isProduct: Bool {
        let value = unwrapped
        var index = value.first
        var multiplies = false
        while index <= value.last {
            switch file.kind(index)! {
            case .openParen, .openBracket:
                guard file.partner[index] > index, file.partner[index] <= value.last else { return false }
                index = file.partner[index]
            case .operator:
                let word = file.text(index)
                if word == "*" || word == "/" { multiplies = true } else if !(word == "-" && (index == value.first || Expression.endsNoValue(file.kind(index - 1)))) { return false }
            case .identifier:
                if file.isText(index, "try") || file.isText(index, "await") { return false }
            case .number, .dot, .closeParen, .closeBracket:
                break
            default:
                return false
            }
            index += 1
        }
        return multiplies
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
    private static let productOperators: Set<String> = ["*", "/", "+", "-"]

    /// Whether a token of this kind cannot end an operand, so an operator after it is a prefix one.
    private static func endsNoValue(_ kind: TokenKind?) -> Bool {
        kind == .operator || kind == .openParen || kind == .openBracket || kind == .comma || kind == .colon
    }
}

/// The shapes of a value the provenance analysis looks at: the names it reads, its top-level
/// ternary, and literal branches.
extension Expression {
    /// A name the expression reads: the root of a path (`model` in `model.progress`), with the
    /// member after it (`progress`), if any.
    struct Read {
        let name: String
        let index: Int
        let member: String?
        /// Whether the name is called (`liftForIndex(3)`): its result is what is read.
        var isCall = false
    }

    /// Every variable the expression reads: identifiers that are not members after a `.` (except
    /// after `self.`), argument labels, types, literals, keywords or called functions.
    func reads() -> [Read] {
        var result: [Read] = []
        for index in first...last where file.kind(index) == .identifier {
            // `#available(iOS 17, *)` names platforms, not values.
            if isPlatformCondition(around: index) { continue }
            if file.kind(index - 1) == .dot {
                guard file.isIdentifier(index - 2, "self"), index - 2 >= first else { continue }
            }
            if file.isText(index, "self") { continue }
            // A name being declared (`let remainder = …` in a getter or method body) is not read.
            if file.isIdentifier(index - 1, "let") || file.isIdentifier(index - 1, "var") { continue }
            if isArgumentLabel(index) { continue }
            // Matched as bytes, before the name is made a string.
            if Expression.keywords.contains(index, in: file) { continue }
            var word = file.text(index)
            if let scalar = word.unicodeScalars.first, CharacterClass.isUppercase(scalar) { continue }
            // A call of a function (`offset(for: i)`): its arguments are read on their own, and
            // its result is followed to its body; pure functions (`min`, `max`) only pass them on.
            if file.kind(index + 1) == .openParen, !word.hasPrefix("$") {
                if !Expression.pureFunctions.contains(word) { result.append(Read(name: word, index: index, member: nil, isCall: true)) }
                continue
            }
            if word.hasPrefix("$"), word.count > 1, let second = word.unicodeScalars.dropFirst().first {
                // `$0` is a closure's parameter (`list.allSatisfy { $0.isDone }`), never a property.
                if ("0"..."9").contains(second) { continue }
                word.removeFirst()
            }
            let member = file.kind(index + 1) == .dot && file.kind(index + 2) == .identifier && index + 2 <= last ? file.text(index + 2) : nil
            result.append(Read(name: word, index: index, member: member))
        }
        return result
    }

    /// Whether the token at `index` is inside the parentheses of `#available(…)` or `#unavailable(…)`.
    private func isPlatformCondition(around index: Int) -> Bool {
        let open = file.enclosing[index]
        guard open > first, file.kind(open) == .openParen, file.kind(open - 1) == .pound else { return false }
        return file.isText(open - 1, "#available") || file.isText(open - 1, "#unavailable")
    }

    /// The names the expression reads, for linking a value to the animations that drive it.
    func readNames() -> Set<String> {
        let reads = reads()
        var names = Set<String>(minimumCapacity: reads.count)
        for read in reads { names.insert(read.name) }
        return names
    }

    private static let keywords = IdentifierSet([
        "true", "false", "nil", "try", "await", "as", "is", "if", "else", "switch", "case", "default", "in", "let", "var", "return", "some", "any",
        "guard", "for", "while", "repeat", "where", "throw", "break", "continue", "fallthrough", "defer", "do", "catch",
    ])

    /// `condition ? whenTrue : whenFalse` at the top level (inside any wrapping parentheses).
    struct Ternary {
        let condition: Expression
        let whenTrue: Expression
        let whenFalse: Expression
    }

    /// The expression without parentheses wrapped around all of it.
    var unwrapped: Expression {
        var value = self
        while file.kind(value.first) == .openParen, file.partner[value.first] == value.last, value.last - value.first > 1 {
            value = Expression(file: file, first: value.first + 1, last: value.last - 1)
        }
        return value
    }

    /// The top-level ternary of the expression, if it is one.
    /// The branches of a top-level ternary written `.none` (`isOn ? fade : .none`): nested in
    /// `reduceMotion ? nil : (…)`, the inner ternary is typed `Animation`, which has no `.none`,
    /// so a gate spells them `nil`.
    var noneBranches: [Expression] {
        guard let ternary = topLevelTernary else { return [] }
        return [ternary.whenTrue, ternary.whenFalse].filter { branch in
            branch.last == branch.first + 1 && file.kind(branch.first) == .dot && file.isIdentifier(branch.last, "none")
        }
    }

    var topLevelTernary: Ternary? {
        let value = unwrapped
        var question: Int? = nil
        var nested = 0
        var index = value.first
        while index <= value.last {
            if let kind = file.kind(index), kind == .openParen || kind == .openBracket || kind == .openBrace {
                index = max(file.partner[index], index) + 1
                continue
            }
            if file.kind(index) == .operator, file.isText(index, "?"), file.hasTriviaBefore(index) {
                if question == nil { question = index } else { nested += 1 }
            } else if file.kind(index) == .colon, let question {
                if nested == 0 {
                    guard question > value.first, index > question + 1, index < value.last else { return nil }
                    return Ternary(condition: Expression(file: file, first: value.first, last: question - 1),
                                   whenTrue: Expression(file: file, first: question + 1, last: index - 1),
                                   whenFalse: Expression(file: file, first: index + 1, last: value.last))
                }
                nested -= 1
            }
            index += 1
        }
        return nil
    }

    /// For a condition that is one Boolean property (`isOn`, `!isOn`, `self.isOn`): its name.
    var conditionState: (name: String, negated: Bool)? {
        let value = unwrapped
        var start = value.first
        var negated = false
        if file.kind(start) == .operator, file.isText(start, "!") { negated = true; start += 1 }
        if file.isIdentifier(start, "self"), file.kind(start + 1) == .dot { start += 2 }
        guard start == value.last, file.kind(start) == .identifier else { return nil }
        var name = file.text(start)
        if name.hasPrefix("$") { name.removeFirst() }
        return (name, negated)
    }

    /// Whether the expression is the literal zero (`0`, `0.0`, `.zero`).
    var isZeroLiteral: Bool {
        let value = unwrapped
        if value.first == value.last, file.kind(value.first) == .number {
            return Double(file.text(value.first).replacingOccurrences(of: "_", with: "")) == 0
        }
        return value.last == value.first + 1 && file.kind(value.first) == .dot && file.isIdentifier(value.last, "zero")
    }

    /// Whether a scale of this literal hides the view (`0`, `0.001`, `.zero`).
    var hidesAtScale: Bool {
        if isZeroLiteral { return true }
        if let number = numericLiteral { return abs(number) < 0.05 }
        return false
    }

    /// Whether the expression is the literal one (`1`, `1.0`).
    var isOneLiteral: Bool {
        let value = unwrapped
        return value.first == value.last && file.kind(value.first) == .number && Double(file.text(value.first)) == 1
    }

    /// The numeric value of a literal (`40`, `-80`, `0.5`), if it is one.
    var numericLiteral: Double? {
        let value = unwrapped
        if value.first == value.last, file.kind(value.first) == .number { return Double(file.text(value.first).replacingOccurrences(of: "_", with: "")) }
        if value.last == value.first + 1, file.kind(value.first) == .operator, file.isText(value.first, "-"), file.kind(value.last) == .number {
            return Double(file.text(value.last).replacingOccurrences(of: "_", with: "")).map { -$0 }
        }
        return nil
    }

    /// The single argument of `.degrees(x)`, `.radians(x)`, `Angle(degrees: x)` or `Angle.degrees(x)`.
    var angleArgument: Expression? {
        let value = unwrapped
        var open = value.first
        while open <= value.last, file.kind(open) != .openParen { open += 1 }
        guard open < value.last, file.partner[open] == value.last else { return nil }
        let name = open - 1
        guard file.isIdentifier(name, "degrees") || file.isIdentifier(name, "radians") || file.isIdentifier(name, "Angle") else { return nil }
        var inner = open + 1
        if file.kind(inner) == .identifier, file.kind(inner + 1) == .colon { inner += 2 }
        guard inner <= value.last - 1 else { return nil }
        return Expression(file: file, first: inner, last: value.last - 1)
    }
}

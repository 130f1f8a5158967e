/// Facts about an expression spanning significant tokens `first...last` of a file.
struct Expression {
    let file: SourceFile
    let first: Int
    let last: Int

    var byteRange: Range<Int> { file.byteRange(first, last) }
    var text: String { file.text(bytes: byteRange) }

    /// Calls the body for each significant index in the expression; `depth` 0 is top level.
    func forEachToken(_ body: (_ index: Int, _ depth: Int) -> Void) {
        var depth = 0
        for index in first...last {
            switch file.kind(index)! {
            case .openParen, .openBrace, .openBracket:
                body(index, depth)
                depth += 1
            case .closeParen, .closeBrace, .closeBracket:
                depth -= 1
                body(index, depth)
            default:
                body(index, depth)
            }
        }
    }

    /// Whether it reads a reduce-motion flag: `name`, or any identifier mentioning ReduceMotion
    /// (`UIAccessibility.isReduceMotionEnabled`, `accessibilityDisplayShouldReduceMotion`, an app's own flag).
    func mentionsReduceMotion(propertyName: String?) -> Bool {
        for index in first...last where file.kind(index) == .identifier {
            let range = file.token(index).range
            if file.bytes(range, containCaseInsensitive: Expression.reduceMotionNeedle)
                || file.bytes(range, containCaseInsensitive: Expression.reducedMotionNeedle) {
                return true
            }
            if let propertyName, range.count == propertyName.utf8.count, file.text(index) == propertyName { return true }
        }
        return false
    }

    private static let reduceMotionNeedle = Array("reducemotion".utf8)
    private static let reducedMotionNeedle = Array("reducedmotion".utf8)

    /// Whether the expression calls a function or method named one of `names` (`name(` or `.name(`).
    func callsAny(of names: Set<String>) -> Bool {
        guard !names.isEmpty, first < last else { return false }
        for index in first..<last where file.kind(index) == .identifier && file.kind(index + 1) == .openParen {
            if names.contains(file.text(index)) { return true }
        }
        return false
    }

    /// Whether any identifier of the expression (not after a `.`, or after `self.`) is in `names`.
    func reads(_ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        for index in first...last where file.kind(index) == .identifier {
            let afterDot = file.kind(index - 1) == .dot
            if afterDot, !(file.isIdentifier(index - 2, "self")) { continue }
            var word = file.text(index)
            if word.hasPrefix("$") { word.removeFirst() }
            if names.contains(word) { return true }
        }
        return false
    }

    /// Whether the identifier at `index` labels an argument (`width:` in `CGSize(width: 4, …)`),
    /// as opposed to a value before a ternary's `:`.
    func isArgumentLabel(_ index: Int) -> Bool {
        guard file.kind(index + 1) == .colon, let previous = file.kind(index - 1) else { return false }
        return previous == .openParen || previous == .comma
    }

    /// Pure functions whose result depends only on their arguments.
    static let pureFunctions: Set<String> = ["min", "max", "abs", "sqrt", "round", "floor", "ceil", "sin", "cos", "tan", "atan2", "pow", "exp", "log", "hypot"]

    /// docs/BEHAVIOUR.md "When a value is kept": only literals, operators, static members and initialisers of them.
    var isConstant: Bool {
        for index in first...last {
            switch file.kind(index)! {
            case .number, .string, .operator, .dot, .openParen, .closeParen, .openBracket, .closeBracket, .comma, .colon:
                continue
            case .identifier:
                let word = file.text(index)
                if file.kind(index - 1) == .dot { continue }
                if isArgumentLabel(index) { continue }
                if word == "true" || word == "false" || word == "nil" { continue }
                if let firstScalar = word.unicodeScalars.first, CharacterClass.isUppercase(firstScalar) { continue }
                if Expression.pureFunctions.contains(word), file.kind(index + 1) == .openParen { continue }
                return false
            default:
                return false
            }
        }
        return true
    }

    /// Whether `reduceMotion ? n : <this>` would parse differently without parentheses (or
    /// reads ambiguously): a top-level ternary, `??`, `try`, `await`, assignment, closure or
    /// custom operator.
    var needsParentheses: Bool {
        var needs = false
        forEachToken { index, depth in
            guard depth == 0, !needs else { return }
            switch file.kind(index)! {
            case .openBrace:
                needs = true
            case .identifier:
                if file.isText(index, "try") || file.isText(index, "await") { needs = true }
            case .operator:
                let word = file.text(index)
                if word == "?" { needs = file.hasTriviaBefore(index) }
                else if !Expression.tightOperators.contains(word), !(index == first && (word == "-" || word == "!" || word == "+")) {
                    needs = true
                }
            default:
                break
            }
        }
        return needs
    }

    /// Standard operators that bind tighter than the ternary (so no parentheses are needed).
    private static let tightOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "===", "!==",
        "&&", "||", "..<", "...", "&+", "&-", "&*", "!", "~", "->",
    ]

    /// The values an expression chooses between: the two branches of a top-level ternary
    /// (`c ? a : b` gives `a` and `b`; the condition is not a value), else the two sides of a
    /// top-level `??`; the inside of one pair of parentheses around it all. Nil when it chooses
    /// nothing. Nested choices stay whole in their branch (`c ? a : d ? e : f` gives `a` and
    /// `d ? e : f`).
    var branches: [Expression]? {
        if file.kind(first) == .openParen, file.partner[first] == last, last - first > 1 {
            let inner = Expression(file: file, first: first + 1, last: last - 1)
            return inner.branches ?? [inner]
        }
        var question: Int? = nil
        var coalescing: Int? = nil
        var pending = 0
        var colon: Int? = nil
        forEachToken { index, depth in
            guard depth == 0, colon == nil else { return }
            switch file.kind(index)! {
            case .operator:
                // A ternary's `?` has trivia before it; a postfix `?` (`model?.on`) is glued.
                if file.isText(index, "?"), file.hasTriviaBefore(index) {
                    if question == nil { question = index }
                    pending += 1
                } else if file.isText(index, "??"), question == nil, coalescing == nil {
                    coalescing = index
                }
            case .colon where question != nil:
                pending -= 1
                if pending == 0 { colon = index }
            default:
                break
            }
        }
        if let question, let colon, question + 1 < colon, colon < last {
            return [Expression(file: file, first: question + 1, last: colon - 1),
                    Expression(file: file, first: colon + 1, last: last)]
        }
        if question == nil, let coalescing, coalescing > first, coalescing < last {
            return [Expression(file: file, first: first, last: coalescing - 1),
                    Expression(file: file, first: coalescing + 1, last: last)]
        }
        return nil
    }

    /// The names of an expression that is only a name path (`a`, `.a`, `A.b`, `self.a`), else nil.
    var namePath: [String]? {
        var names: [String] = []
        var expectName = true
        for index in first...last {
            let kind = file.kind(index)!
            if kind == .dot, expectName, index == first { continue }
            if kind == .dot, !expectName { expectName = true; continue }
            if kind == .identifier, expectName { names.append(file.text(index)); expectName = false; continue }
            return nil
        }
        return expectName ? nil : names
    }

    /// The leading name path before any call or further chain (`Motion.bouncy` in `Motion.bouncy.delay(1)`).
    var leadingNamePath: (names: [String], end: Int)? {
        var names: [String] = []
        var index = first
        if file.kind(index) == .dot { index += 1 }
        while index <= last, file.kind(index) == .identifier {
            names.append(file.text(index))
            if index + 1 <= last, file.kind(index + 1) == .dot, index + 2 <= last, file.kind(index + 2) == .identifier {
                if index + 3 <= last, file.kind(index + 3) == .openParen { return (names, index) }
                index += 2
                continue
            }
            return (names, index)
        }
        return names.isEmpty ? nil : (names, index - 1)
    }

    /// Whether the expression starts with a top-level member `.name` (implicit or on `typeName`).
    func leadingMember(typeNames: Set<String>) -> String? {
        if file.kind(first) == .dot, file.kind(first + 1) == .identifier { return file.text(first + 1) }
        if file.kind(first) == .identifier, typeNames.contains(file.text(first)), file.kind(first + 1) == .dot,
           file.kind(first + 2) == .identifier {
            return file.text(first + 2)
        }
        return nil
    }
}

enum CharacterClass {
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 65 && scalar.value <= 90
    }
}

// Keyword tables shared by the structure pass and the rules.

/// Words that never end an expression (so a `.` after them starts an implicit member).
let nonExpressionKeywords: Set<String> = [
    "return", "in", "case", "where", "if", "guard", "else", "try", "await", "throw", "throws", "let", "var",
    "is", "as", "switch", "while", "repeat", "yield", "some", "any", "inout", "func", "for", "do", "catch",
    "defer", "import", "static", "private", "public", "internal", "fileprivate", "open", "consume", "copy",
]

/// Keywords that introduce a member declaration.
let memberKeywords: [String: Member.Kind] = [
    "var": .var, "let": .let, "func": .func, "init": .initializer, "subscript": .subscript, "deinit": .deinit, "case": .case,
    "struct": .nestedType, "class": .nestedType, "enum": .nestedType, "actor": .nestedType, "protocol": .nestedType,
    "extension": .nestedType, "typealias": .other, "associatedtype": .other, "macro": .other,
]

/// Words that may precede a member keyword as modifiers.
let declarationModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override", "lazy",
    "weak", "unowned", "mutating", "nonmutating", "nonisolated", "dynamic", "required", "convenience", "optional",
    "indirect", "isolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming",
]

/// The tables above as byte-compared sets, for the scanners that ask about every token.
enum KeywordSets {
    static let nonExpression = IdentifierSet(nonExpressionKeywords)
    static let member = IdentifierSet(Set(memberKeywords.keys))
    static let declarationModifier = IdentifierSet(declarationModifiers)
    /// `=` and the compound assignments.
    static let assignment = IdentifierSet(["=", "+=", "-=", "*=", "/=", "&&=", "||="])
    /// Keywords whose `{ … }` is a statement's body, not a closure.
    static let statement = IdentifierSet(["if", "for", "while", "guard", "switch", "catch"])
}

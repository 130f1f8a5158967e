// Keyword tables shared by the structure pass and the rules.

/// Words that never end an expression (so a `.` after them starts an implicit member).
let nonExpressionKeywords: Set<String> = [
    "return", "in", "case", "where", "if", "guard", "else", "try", "await", "throw", "throws", "let", "var",
    "is", "as", "switch", "while", "repeat", "yield", "some", "any", "inout", "func", "for", "do", "catch",
    "defer", "import", "static", "private", "public", "internal", "fileprivate", "open", "consume", "copy",
]

/// Keywords that introduce a member declaration, and the member each introduces; the most
/// common first, as they are looked up in order (a few comparisons of short strings cost less
/// than hashing one, for every member of every file).
let memberKeywords: [(keyword: String, kind: Member.Kind)] = [
    ("var", .var), ("let", .let), ("func", .func), ("case", .case), ("init", .initializer), ("struct", .nestedType),
    ("enum", .nestedType), ("class", .nestedType), ("typealias", .other), ("extension", .nestedType), ("subscript", .subscript),
    ("deinit", .deinit), ("actor", .nestedType), ("protocol", .nestedType), ("associatedtype", .other), ("macro", .other),
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
    /// `memberKeywords`, whose position each match gives (`IdentifierSet.ordinal(at:in:)`).
    static let member = IdentifierSet(ordered: memberKeywords.map(\.keyword))
    static let declarationModifier = IdentifierSet(declarationModifiers)
    /// `=` and the compound assignments.
    static let assignment = IdentifierSet(["=", "+=", "-=", "*=", "/=", "&&=", "||="])
    /// Keywords whose `{ … }` is a statement's body, not a closure.
    static let statement = IdentifierSet(["if", "for", "while", "guard", "switch", "catch"])
}

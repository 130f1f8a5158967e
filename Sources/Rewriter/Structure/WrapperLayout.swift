/// How code writes its property wrappers (docs/BEHAVIOUR.md "House style"): the evidence of one file, or
/// summed over a run.
///
/// A vote is one member declaration with a property-wrapper attribute (`@State`, `@Binding`,
/// `@Environment(\.dismiss)`, …): it votes "own line" when a line break separates the attribute
/// (with its arguments) from what follows it, as in
///
///     @Environment(\.dismiss)
///     private var dismiss
///
/// and "same line" otherwise.
public struct WrapperLayout: Sendable, Equatable {
    /// Declarations with the attribute on a line of its own.
    public var ownLine: Int
    /// Declarations with the attribute on the line of `var`.
    public var sameLine: Int
    /// Of those, the votes of attributes with arguments (`@Environment(\.dismiss)`,
    /// `@AppStorage("k")`): the kind of attribute the inserted property is, and the kind
    /// SwiftLint's `attributes` rule puts on a line of its own, so they decide when present.
    public var argumentOwnLine: Int
    public var argumentSameLine: Int

    public init(ownLine: Int = 0, sameLine: Int = 0, argumentOwnLine: Int = 0, argumentSameLine: Int = 0) {
        self.ownLine = ownLine
        self.sameLine = sameLine
        self.argumentOwnLine = argumentOwnLine
        self.argumentSameLine = argumentSameLine
    }

    /// The votes of the members of `types`, all declared in `file`.
    init(file: SourceFile, types: [TypeDecl]) {
        self.init()
        for type in types {
            for member in type.members where member.kind == .var {
                guard let attribute = (member.start..<member.keyword).first(where: { WrapperLayout.isWrapperAttribute($0, in: file) }) else { continue }
                var last = attribute
                if file.kind(attribute + 1) == .openParen, file.partner[attribute + 1] > attribute + 1 { last = file.partner[attribute + 1] }
                guard last + 1 < file.count else { continue }
                let brokenAfter = WrapperLayout.lineBreak(between: last, and: last + 1, in: file)
                if brokenAfter { ownLine += 1 } else { sameLine += 1 }
                if last != attribute {
                    if brokenAfter { argumentOwnLine += 1 } else { argumentSameLine += 1 }
                }
            }
        }
    }

    /// Whether any declaration voted.
    public var hasEvidence: Bool { ownLine + sameLine > 0 }

    /// The majority (of the attributes with arguments, when there are any); a tie (or no
    /// evidence) keeps the attribute on the line of `var`.
    public var prefersOwnLine: Bool {
        argumentOwnLine + argumentSameLine > 0 ? argumentOwnLine > argumentSameLine : ownLine > sameLine
    }

    /// The layout to use in a file: the file's own evidence when it has any, else the run's.
    public static func prefersOwnLine(file: WrapperLayout, project: WrapperLayout) -> Bool {
        file.hasEvidence ? file.prefersOwnLine : project.prefersOwnLine
    }

    public static func + (left: WrapperLayout, right: WrapperLayout) -> WrapperLayout {
        WrapperLayout(ownLine: left.ownLine + right.ownLine, sameLine: left.sameLine + right.sameLine,
                      argumentOwnLine: left.argumentOwnLine + right.argumentOwnLine, argumentSameLine: left.argumentSameLine + right.argumentSameLine)
    }

    /// Attributes that sit on properties but are not property wrappers, so say nothing about how
    /// wrappers are written: result builders (`@ViewBuilder var content`), global actors, and
    /// Interface Builder / Objective-C markers. Lowercase attributes (`@available`, `@objc`) are
    /// never wrappers either.
    private static let nonWrapperAttributes: Set<String> = ["MainActor", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable",
                                                           "NSCopying", "Sendable", "UIApplicationMain", "NSApplicationMain"]

    private static let nonWrapperAttributeTokens = IdentifierSet(Set(nonWrapperAttributes.map { "@" + $0 }))

    private static func isWrapperAttribute(_ index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index) == .attribute else { return false }
        // Every property's attributes are read: ASCII names (nearly all) are decided on their
        // bytes, which then compare as the strings would.
        let token = file.token(index)
        let name = file.bytes[(token.start + 1)..<token.end]
        guard name.allSatisfy({ $0 < 0x80 }) else { return isWrapperAttribute(named: file.text(index).dropFirst()) }
        guard let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        if name.hasSuffix("Builder") || name.hasSuffix("Actor") { return false }
        return !nonWrapperAttributeTokens.spells(index, in: file)
    }

    /// `isWrapperAttribute` for a name that is not ASCII.
    private static func isWrapperAttribute(named name: Substring) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        if name.hasSuffix("Builder") || name.hasSuffix("Actor") { return false }
        return !WrapperLayout.nonWrapperAttributes.contains(String(name))
    }

    /// Whether a newline token lies between significant tokens `first` and `second`.
    private static func lineBreak(between first: Int, and second: Int, in file: SourceFile) -> Bool {
        ((file.significant[first] + 1)..<file.significant[second]).contains { file.tokens[$0].kind == .newline }
    }
}

private extension ArraySlice<UInt8> {
    /// Whether the bytes end with the ASCII `suffix`.
    func hasSuffix(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard count >= length else { return false }
        return suffix.withUTF8Buffer { suffix in
            zip(self[(endIndex - length)...], suffix).allSatisfy { $0 == $1 }
        }
    }
}

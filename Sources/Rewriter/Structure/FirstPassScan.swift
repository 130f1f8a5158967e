/// One walk over a file's significant tokens for what the first pass asks of every file of a
/// run: where a type may be declared (for `DeclarationScanner`), the calls that may create a
/// view (`Name(…)`), whether the file names a motion API or a gesture or measurement
/// (`FileVocabulary`), the writes `PropertyWrites` keeps, and whether it has a `#Preview`.
/// Each question was a walk of its own.
struct FirstPassScan {
    /// The identifiers that may be the keyword of a type declaration (`struct Name`): followed
    /// by an identifier, not after a `.`, and of a type keyword's length; in source order.
    let typeKeywordCandidates: [Int]
    /// `Name(…)` calls with a capitalised name and no receiver (views and other types being
    /// created), on one line: the name and its significant index, in source order.
    let typeCalls: [(name: String, nameIndex: Int)]
    let vocabulary: FileVocabulary
    /// The writes of a property (`PropertyWrites.Write`), in source order.
    let writes: [PropertyWrites.Write]
    /// Whether a `#Preview` macro is spelled anywhere in the file.
    let hasPreviewMacro: Bool
    /// Names declared by a `let` outside every type and function (`let progressScale = 0.5`):
    /// constants, whatever their value.
    let topLevelConstants: [String]
    /// Where each of `topLevelConstants` is named (significant index), in the same order.
    let topLevelConstantIndices: [Int]
    /// Members read through a path (`model.offset`, `store.items`) in the arguments of a modifier
    /// that moves a view (`.offset`, `.frame`…) or of a `ForEach`/`List` (whose rows slide when
    /// the collection changes), with that call's name: what a class's `withAnimation` moves
    /// when it writes them (`ProjectIndex.movingMembers`).
    let movingMemberReads: [(member: String, call: String)]
    /// Calls that pass an `animated:`/`animatingDifferences:` argument, by the called name, with
    /// whether it is the literal `false` (`updateDataSource(…, animatingDifferences: false)`).
    let animatedFlagCalls: [(call: String, passesFalse: Bool)]
    /// `typealias StoryView = Story & View`: each alias with the names it composes, so that
    /// conforming to an alias of a view protocol makes a host (`ProjectIndex`).
    let typealiases: [(name: String, parts: [String])]
    /// The UI frameworks the file imports: `UIKit`, and `AppKit` (or `Cocoa`, which imports it).
    let importsUIKit: Bool
    let importsAppKit: Bool

    /// Modifiers whose arguments place or size a view: an animated change of them moves it.
    static let movingModifiers = IdentifierSet(["offset", "position", "scaleEffect", "rotationEffect", "rotation3DEffect", "frame", "padding"])
    /// Views whose rows slide to make room when the collection they show changes.
    static let rowContainers = IdentifierSet(["ForEach", "List"])

    init(_ file: SourceFile) {
        // Made at about their usual size (on real apps, per significant token: one candidate in
        // 21, a call in 54, a write in 71): growing from empty was five allocations each.
        var typeKeywordCandidates: [Int] = []
        typeKeywordCandidates.reserveCapacity(file.count / 16 + 4)
        var typeCalls: [(name: String, nameIndex: Int)] = []
        typeCalls.reserveCapacity(file.count / 32 + 4)
        var writes: [PropertyWrites.Write] = []
        writes.reserveCapacity(file.count / 64 + 4)
        var motion = false
        var gesture = false
        var previewMacro = false
        var topLevelConstants: [String] = []
        var topLevelConstantIndices: [Int] = []
        var movingMemberReads: [(member: String, call: String)] = []
        var animatedFlagCalls: [(call: String, passesFalse: Bool)] = []
        var typealiases: [(name: String, parts: [String])] = []
        var importsUIKit = false
        var importsAppKit = false
        let eitherList = FileVocabulary.eitherList
        file.withRawView { raw in
            let kinds = raw.kinds
            for index in kinds.indices {
                switch kinds[index] {
                case .identifier:
                    // A name of either vocabulary list is looked up again in each (as bytes).
                    let token = raw.token(index)
                    if !(motion && gesture), let name = eitherList.name(spelledBy: token, in: file) {
                        if !motion, MotionVocabulary.names.contains(index, in: file) { motion = true }
                        if !gesture, Origins.isGestureOrMeasurement(name, at: index, in: file) { gesture = true }
                    }
                    guard index + 1 < kinds.count else { continue }
                    if kinds[index + 1] == .colon, token.end - token.start == 8 || token.end - token.start == 20,
                       file.isText(index, "animated") || file.isText(index, "animatingDifferences"),
                       let flag = FirstPassScan.animatedFlagCall(labelAt: index, in: file) {
                        animatedFlagCalls.append(flag)
                    }
                    if token.end - token.start == 2, file.isText(index, "if") {
                        FirstPassScan.memberReads(inConditionOfIfAt: index, in: file, into: &movingMemberReads)
                    }
                    if kinds[index + 1] == .identifier {
                        if token.end - token.start == 6, file.isText(index, "import") {
                            if file.isText(index + 1, "UIKit") { importsUIKit = true }
                            if file.isText(index + 1, "AppKit") || file.isText(index + 1, "Cocoa") { importsAppKit = true }
                        }
                        if token.end - token.start == 9, file.isText(index, "typealias"), let alias = FirstPassScan.composition(ofAliasAt: index, in: file) {
                            typealiases.append(alias)
                        }
                        if token.end - token.start == 3, file.enclosing[index] < 0, file.isText(index, "let") {
                            topLevelConstants.append(file.text(index + 1))
                            topLevelConstantIndices.append(index + 1)
                        }
                        if DeclarationScanner.mayBeTypeKeyword(index, length: token.end - token.start, kinds: kinds) { typeKeywordCandidates.append(index) }
                        continue
                    }
                    // `items.append(x)`, `rows.removeAll { … }`: a collection written in place.
                    if index > 0, kinds[index - 1] == .dot, kinds[index + 1] == .openParen || kinds[index + 1] == .openBrace,
                       let path = file.mutatedCollectionPath(at: index) {
                        writes.append(PropertyWrites.Write(name: path.property, at: index, anywhere: !file.hasSameText(path.root, path.property)))
                        continue
                    }
                    guard kinds[index + 1] == .openParen else { continue }
                    // `Name(` with no receiver, on one line: the cheap tests first (the kinds, the
                    // first byte); whether it is a call on its line last.
                    if index == 0 || kinds[index - 1] != .dot {
                        let first = raw.firstByte(index)
                        let capitalised = first < 0x80 ? first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
                                                       : file.text(index).first?.isUppercase == true
                        if capitalised, file.isCallName(index) {
                            typeCalls.append((file.text(index), index))
                            if FirstPassScan.rowContainers.contains(index, in: file) {
                                FirstPassScan.memberReads(inArgumentsOpeningAt: index + 1, of: index, in: file, into: &movingMemberReads)
                            }
                        }
                        continue
                    }
                    if FirstPassScan.movingModifiers.contains(index, in: file) {
                        FirstPassScan.memberReads(inArgumentsOpeningAt: index + 1, of: index, in: file, into: &movingMemberReads)
                    }
                    // `path.toggle()` (its `()` read off the kinds first: most `.name(` have arguments).
                    if index + 2 < kinds.count, kinds[index + 2] == .closeParen, let path = file.toggledPath(at: index) {
                        writes.append(PropertyWrites.Write(name: path.property, at: index, anywhere: !file.hasSameText(path.root, path.property)))
                    }
                case .operator:
                    // Only `&` (an inout argument) and the assignments (all end with `=`) are asked about.
                    let last = raw.lastByte(index)
                    if last == UInt8(ascii: "&") {
                        if file.isInoutArgument(index) { writes.append(PropertyWrites.Write(name: index + 1, at: index, anywhere: false)) }
                        continue
                    }
                    // Token indices, not strings: most `=` are declarations, which write no property.
                    guard last == UInt8(ascii: "="), let path = file.assignedPath(at: index) else { continue }
                    writes.append(PropertyWrites.Write(name: path.property, at: index, anywhere: !file.hasSameText(path.root, path.property)))
                case .pound:
                    if !previewMacro, file.isPreviewMacro(index) { previewMacro = true }
                default:
                    continue
                }
            }
        }
        self.typeKeywordCandidates = typeKeywordCandidates
        self.typeCalls = typeCalls
        self.writes = writes
        vocabulary = FileVocabulary(mentionsMotion: motion, mayComeFromGestureOrMeasurement: gesture)
        hasPreviewMacro = previewMacro
        self.topLevelConstants = topLevelConstants
        self.topLevelConstantIndices = topLevelConstantIndices
        self.movingMemberReads = movingMemberReads
        self.animatedFlagCalls = animatedFlagCalls
        self.importsUIKit = importsUIKit
        self.importsAppKit = importsAppKit
        self.typealiases = typealiases
    }

    /// `typealias Name = A & B` (at `keyword`): the name and the composed names, on one line.
    static func composition(ofAliasAt keyword: Int, in file: SourceFile) -> (name: String, parts: [String])? {
        let equals = keyword + 2
        guard file.kind(equals) == .operator, file.isText(equals, "=") else { return nil }
        var parts: [String] = []
        var cursor = equals + 1
        while cursor < file.count, parts.count < 8, !file.hasLineBreak(between: cursor - 1, and: cursor) || cursor == equals + 1 {
            // `SwiftUI.View`: the last component names it.
            if file.kind(cursor) == .identifier, file.kind(cursor + 1) != .dot { parts.append(file.text(cursor)) }
            else if !(file.kind(cursor) == .dot || file.kind(cursor) == .identifier || (file.kind(cursor) == .operator && file.isText(cursor, "&"))) { break }
            cursor += 1
        }
        return parts.isEmpty ? nil : (file.text(keyword + 1), parts)
    }

    /// The call whose argument is labelled at `label` (`name(…, animated: false)`), and whether
    /// its value is the literal `false`; nil for a parameter declaration or no call.
    private static func animatedFlagCall(labelAt label: Int, in file: SourceFile) -> (call: String, passesFalse: Bool)? {
        let open = file.enclosing[label]
        guard open >= 0, file.kind(open) == .openParen, file.kind(label - 1) == .openParen || file.kind(label - 1) == .comma,
              let name = file.callName(owning: open), !file.isIdentifier(name - 1, "func") else { return nil }
        let value = label + 2
        let passesFalse = file.isIdentifier(value, "false") && (file.kind(value + 1) == .comma || file.kind(value + 1) == .closeParen)
        return (file.text(name), passesFalse)
    }

    /// Containers whose other children slide when a child is inserted or removed.
    static let stackContainers = IdentifierSet(["List", "Form", "Section", "VStack", "HStack", "LazyVStack", "LazyHStack"])

    /// The `x.member` reads in the condition of the `if` at `keyword`, when that `if` shows a view
    /// directly in a list or stack (`List { if model.newCount > 0 { NewRow() } … }`): the rows
    /// around it make room when the member changes.
    private static func memberReads(inConditionOfIfAt keyword: Int, in file: SourceFile,
                                    into reads: inout [(member: String, call: String)]) {
        let open = file.enclosing[keyword]
        guard open >= 0, file.kind(open) == .openBrace, let container = file.callName(owning: open),
              stackContainers.contains(container, in: file) else { return }
        var index = keyword + 1
        while index < file.count, file.kind(index) != .openBrace {
            if file.kind(index) == .openParen || file.kind(index) == .openBracket {
                index = max(file.partner[index], index) + 1
                continue
            }
            if isMemberRead(index, in: file) { reads.append((file.text(index), file.text(container))) }
            index += 1
        }
    }

    /// Whether `index` is the member of `x.member` read through another value (not `self`).
    private static func isMemberRead(_ index: Int, in file: SourceFile) -> Bool {
        file.kind(index) == .identifier && file.kind(index - 1) == .dot && file.kind(index - 2) == .identifier && !file.isIdentifier(index - 2, "self")
    }

    /// The `x.member` reads in the argument list opening at `open` (the call named at `call`).
    private static func memberReads(inArgumentsOpeningAt open: Int, of call: Int, in file: SourceFile,
                                    into reads: inout [(member: String, call: String)]) {
        let close = file.partner[open]
        guard close > open else { return }
        var index = open + 2
        while index < close {
            if isMemberRead(index, in: file) { reads.append((file.text(index), file.text(call))) }
            index += 1
        }
    }
}

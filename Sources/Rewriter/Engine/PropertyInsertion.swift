/// docs/BEHAVIOUR.md §2: the edit that adds `@Environment(\.accessibilityReduceMotion) private var …`
/// to a host: with its other `@Environment` properties, else before its stored properties when
/// nested types come first, else as its first member.
enum PropertyInsertion {
    static let attribute = "@Environment(\\.accessibilityReduceMotion)"

    /// The property's line, or with `attributeOnOwnLine` its two lines (the attribute, then the
    /// variable, `private` unless extensions in other files read it), each starting with `indent`
    /// and ending with `eol`; `before` and `after` around them. As bytes, which an edit holds:
    /// made once at its size (a string joined piece by piece copied each piece several times, for
    /// every host of a run).
    static func lines(named name: String, readFromOtherFiles: Bool, attributeOnOwnLine: Bool, indent: String, eol: String,
                      before: String = "", after: String = "") -> [UInt8] {
        let variable = readFromOtherFiles ? PropertyInsertion.internalVariable : PropertyInsertion.privateVariable
        var text: [UInt8] = []
        text.reserveCapacity(before.utf8.count + 2 * indent.utf8.count + PropertyInsertion.attributeBytes.count + 1 + variable.count
                             + name.utf8.count + 2 * eol.utf8.count + after.utf8.count)
        text += before.utf8
        text += indent.utf8
        text += PropertyInsertion.attributeBytes
        if attributeOnOwnLine {
            text += eol.utf8
            text += indent.utf8
        } else {
            text.append(UInt8(ascii: " "))
        }
        text += variable
        text += name.utf8
        text += eol.utf8
        text += after.utf8
        return text
    }

    /// Whether the type's first stored properties (two at least, up to five, one after the other)
    /// are each separated from the next by a blank line.
    static func membersAreSetApart(_ decl: TypeDecl, in file: SourceFile) -> Bool {
        var members: [Member] = []
        for member in decl.members {
            let stored = (member.kind == .var || member.kind == .let) && FileFacts.bodyBrace(of: member, in: file) == nil && !member.isStatic
            guard stored else { if members.isEmpty { continue } else { break } }
            members.append(member)
            if members.count == 5 { break }
        }
        guard members.count >= 2 else { return false }
        for (member, next) in zip(members, members.dropFirst()) {
            guard member.end > member.start, next.start < file.count,
                  hasBlankLine(from: file.token(member.end - 1).end, to: file.token(next.start).start, in: file) else { return false }
        }
        return true
    }

    /// Whether a line holding only spaces or tabs lies in the bytes `from..<to` (between two line breaks).
    private static func hasBlankLine(from start: Int, to end: Int, in file: SourceFile) -> Bool {
        var sawLineBreak = false
        var onlySpaceSince = true
        var index = start
        while index < end {
            let byte = file.bytes[index]
            if byte == UInt8(ascii: "\n") {
                if sawLineBreak, onlySpaceSince { return true }
                sawLineBreak = true
                onlySpaceSince = true
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                onlySpaceSince = false
            }
            index += 1
        }
        return false
    }

    private static let attributeBytes = Array(attribute.utf8)
    private static let privateVariable = Array("private var ".utf8)
    private static let internalVariable = Array("var ".utf8)

    /// The edit inserting the property into the member block of `decl` in `file`; with
    /// `attributeOnOwnLine` (the house style, `ProjectIndex.attributeOnOwnLine(inFile:)`) the
    /// attribute gets a line of its own.
    static func edit(for host: HostInfo, decl: TypeDecl, in file: SourceFile, readFromOtherFiles: Bool, attributeOnOwnLine: Bool) -> Edit {
        let eol = file.lineEnding
        let property = { (indent: String, before: String, after: String) in
            lines(named: host.propertyName, readFromOtherFiles: readFromOtherFiles, attributeOnOwnLine: attributeOnOwnLine,
                  indent: indent, eol: eol, before: before, after: after)
        }
        let open = file.token(decl.bodyOpen)
        let hostIndent = file.indentation(ofLineContaining: file.token(decl.declarationStart).start)
        let rule = RuleCatalog.environmentPropertyID
        // What follows `{` on its line: only trivia means the members start on later lines.
        var tokenIndex = file.significant[decl.bodyOpen] + 1
        var restOfLineIsTrivia = true
        while tokenIndex < file.tokens.count {
            let token = file.tokens[tokenIndex]
            if token.kind == .newline { break }
            if !token.kind.isTrivia { restOfLineIsTrivia = false; break }
            tokenIndex += 1
        }
        if restOfLineIsTrivia, tokenIndex < file.tokens.count {
            if let place = besideTheStoredProperties(of: decl, in: file) {
                // Joining an `@Environment` group, the property is written as the group is.
                let text = lines(named: host.propertyName, readFromOtherFiles: readFromOtherFiles,
                                 attributeOnOwnLine: place.groupWritesAttributeOnOwnLine ?? attributeOnOwnLine, indent: place.indent, eol: eol)
                return Edit(range: place.offset..<place.offset, replacement: text, ruleID: rule, hostKey: host.key)
            }
            let insertAt = afterBlankLines(from: file.tokens[tokenIndex].end, decl: decl, in: file)
            let indent = firstMemberIndent(after: insertAt, decl: decl, in: file) ?? hostIndent + file.indentUnit
            // A type whose members are each set apart by a blank line gets its property set apart too.
            let after = membersAreSetApart(decl, in: file) ? eol : ""
            return Edit(range: insertAt..<insertAt, replacement: property(indent, "", after), ruleID: rule, hostKey: host.key)
        }
        // A body on one line: break it open after `{`.
        var spaceEnd = open.end
        tokenIndex = file.significant[decl.bodyOpen] + 1
        while tokenIndex < file.tokens.count, file.tokens[tokenIndex].kind == .whitespace {
            spaceEnd = file.tokens[tokenIndex].end
            tokenIndex += 1
        }
        let memberIndent = hostIndent + file.indentUnit
        // An empty body `{}`: the closing brace goes on its own line at the host's indentation.
        let after = tokenIndex < file.tokens.count && file.tokens[tokenIndex].kind == .closeBrace ? hostIndent : memberIndent
        return Edit(range: open.end..<spaceEnd, replacement: property(memberIndent, eol, after), ruleID: rule, hostKey: host.key)
    }

    /// House style: where the type keeps its properties, when that is not its first line. After
    /// the type's first run of `@Environment` properties (the property joins their group); else,
    /// when nested types come first, before the first stored property (above its comments and
    /// attributes). Returns the offset of a line start and the indentation to use; nil otherwise.
    private static func besideTheStoredProperties(of decl: TypeDecl, in file: SourceFile)
        -> (offset: Int, indent: String, groupWritesAttributeOnOwnLine: Bool?)? {
        // Members inside an `#if` are built on some platforms only: the property joins none of them.
        let unconditional = unconditionalMemberStarts(of: decl, in: file)
        let members = decl.members.filter { !$0.isStatic && unconditional.contains($0.start) }
        if let first = members.firstIndex(where: { $0.kind == .var && $0.attributes.contains("Environment") }) {
            var last = first
            while last + 1 < members.count, members[last + 1].kind == .var, members[last + 1].attributes.contains("Environment") { last += 1 }
            // A member's end runs to the next member's start: step back over `#if`/`#endif` lines.
            var lastToken = members[last].end - 1
            while lastToken > members[last].keyword, file.kind(lastToken) == .pound || isOnDirectiveLine(lastToken, in: file) { lastToken -= 1 }
            let endLine = file.lineIndex(of: file.token(lastToken).end)
            guard endLine + 1 < file.lineStarts.count else { return nil }
            let line = file.lineIndex(of: file.token(members[first].start).start)
            let ownLine = file.lineIndex(of: file.token(members[first].keyword).start) != line
            return (file.lineStarts[endLine + 1], file.indentation(ofLineContaining: file.lineStarts[line]), ownLine)
        }
        guard let firstMember = decl.members.first, firstMember.kind == .nestedType,
              let stored = members.first(where: { $0.kind == .var || $0.kind == .let }) else { return nil }
        var line = file.lineIndex(of: file.token(stored.start).start)
        let indent = file.indentation(ofLineContaining: file.lineStarts[line])
        // Above the comments that belong to it.
        while line > 0 {
            var start = file.lineStarts[line - 1]
            while file.bytes[start] == UInt8(ascii: " ") || file.bytes[start] == UInt8(ascii: "\t") { start += 1 }
            guard file.bytes[start...].starts(with: Array("//".utf8)) else { break }
            line -= 1
        }
        return (file.lineStarts[line], indent, nil)
    }

    /// Whether the token at significant index `index` is on a line that starts with `#`.
    private static func isOnDirectiveLine(_ index: Int, in file: SourceFile) -> Bool {
        var start = file.lineStarts[file.lineIndex(of: file.token(index).start)]
        while file.bytes[start] == UInt8(ascii: " ") || file.bytes[start] == UInt8(ascii: "\t") { start += 1 }
        return file.bytes[start] == UInt8(ascii: "#")
    }

    /// The starts of the members of `decl` outside every `#if` of its body (one walk of the body).
    private static func unconditionalMemberStarts(of decl: TypeDecl, in file: SourceFile) -> Set<Int> {
        var starts: Set<Int> = []
        var depth = 0
        var next = 0
        let members = decl.members
        var index = decl.bodyOpen + 1
        while index < decl.bodyClose, next < members.count {
            if index == members[next].start {
                if depth == 0 { starts.insert(index) }
                next += 1
                continue
            }
            if file.kind(index) == .pound {
                if file.isText(index, "#if") { depth += 1 } else if file.isText(index, "#endif") { depth = max(0, depth - 1) }
            }
            index += 1
        }
        return starts
    }

    /// House style: a body that opens with blank lines or a `// MARK:` section header keeps them
    /// before the property. Returns the start of the first line at or after the line starting at
    /// `offset` that is neither blank (only spaces and tabs) nor a `// MARK` line, stopping at the
    /// line of the closing brace.
    private static func afterBlankLines(from offset: Int, decl: TypeDecl, in file: SourceFile) -> Int {
        var line = file.lineIndex(of: offset)
        guard file.lineStarts[line] == offset else { return offset }
        let closeLine = file.lineIndex(of: file.token(decl.bodyClose).start)
        while line < closeLine {
            let start = file.lineStarts[line]
            var end = start
            while file.bytes[end] == UInt8(ascii: " ") || file.bytes[end] == UInt8(ascii: "\t") { end += 1 }
            // A section header the body opens with (`// MARK: - Properties`) stays above the first
            // member, so the property joins that section.
            let isSectionHeader = file.bytes[end...].starts(with: Array("// MARK".utf8)) || file.bytes[end...].starts(with: Array("//MARK".utf8))
            guard isSectionHeader || file.bytes[end] == UInt8(ascii: "\n") || file.bytes[end] == UInt8(ascii: "\r") else { break }
            line += 1
        }
        return file.lineStarts[line]
    }

    /// The indentation of the first non-blank line at or after `offset` inside the body.
    private static func firstMemberIndent(after offset: Int, decl: TypeDecl, in file: SourceFile) -> String? {
        var line = file.lineIndex(of: offset)
        let closeLine = file.lineIndex(of: file.token(decl.bodyClose).start)
        while line < closeLine {
            let start = file.lineStarts[line]
            var end = start
            while end < file.bytes.count, file.bytes[end] == UInt8(ascii: " ") || file.bytes[end] == UInt8(ascii: "\t") { end += 1 }
            if end < file.bytes.count, file.bytes[end] != UInt8(ascii: "\n"), file.bytes[end] != UInt8(ascii: "\r") {
                return String(decoding: file.bytes[start..<end], as: UTF8.self)
            }
            line += 1
        }
        return nil
    }
}

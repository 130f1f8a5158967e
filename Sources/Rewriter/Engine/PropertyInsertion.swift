/// docs/BEHAVIOUR.md §2: the edit that adds `@Environment(\.accessibilityReduceMotion) private var …`
/// as the first member of a host.
enum PropertyInsertion {
    static let attribute = "@Environment(\\.accessibilityReduceMotion)"

    /// What follows the attribute; `private` unless extensions in other files read it.
    static func variable(named name: String, readFromOtherFiles: Bool) -> String {
        "\(readFromOtherFiles ? "" : "private ")var \(name)"
    }

    /// The property's line, or with `attributeOnOwnLine` its two lines (the attribute, then the
    /// variable), each starting with `indent` and ending with `eol`.
    static func lines(named name: String, readFromOtherFiles: Bool, attributeOnOwnLine: Bool, indent: String, eol: String) -> String {
        let variable = variable(named: name, readFromOtherFiles: readFromOtherFiles)
        return attributeOnOwnLine ? indent + attribute + eol + indent + variable + eol : indent + attribute + " " + variable + eol
    }

    /// The edit inserting the property into the member block of `decl` in `file`; with
    /// `attributeOnOwnLine` (the house style, `ProjectIndex.attributeOnOwnLine(inFile:)`) the
    /// attribute gets a line of its own.
    static func edit(for host: HostInfo, decl: TypeDecl, in file: SourceFile, readFromOtherFiles: Bool, attributeOnOwnLine: Bool) -> Edit {
        let property = { (indent: String) in
            lines(named: host.propertyName, readFromOtherFiles: readFromOtherFiles, attributeOnOwnLine: attributeOnOwnLine,
                  indent: indent, eol: file.lineEnding)
        }
        let open = file.token(decl.bodyOpen)
        let eol = file.lineEnding
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
            let insertAt = afterBlankLines(from: file.tokens[tokenIndex].end, decl: decl, in: file)
            let indent = firstMemberIndent(after: insertAt, decl: decl, in: file) ?? hostIndent + file.indentUnit
            return Edit(range: insertAt..<insertAt, replacement: property(indent), ruleID: rule, hostKey: host.key)
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
        return Edit(range: open.end..<spaceEnd, replacement: eol + property(memberIndent) + after, ruleID: rule, hostKey: host.key)
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

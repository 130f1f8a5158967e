/// Finds type declarations and their members (the structure pass).
struct DeclarationScanner {
    let file: SourceFile
    /// The member keywords of the type being scanned, in one list for all the file's types
    /// (a list per type grew from empty for each).
    private let memberKeywordScratch = KeywordScratch()

    private final class KeywordScratch {
        var keywords: [(index: Int, kind: Member.Kind)] = []
    }

    init(file: SourceFile) {
        self.file = file
    }

    /// Every type declaration and extension, outer before inner.
    func scanTypes() -> [TypeDecl] {
        let candidates = file.withRawView { raw in
            raw.kinds.indices.filter { raw.kinds[$0] == .identifier && DeclarationScanner.mayBeTypeKeyword($0, length: raw.length($0), kinds: raw.kinds) }
        }
        return scanTypes(at: candidates)
    }

    /// Whether the identifier at significant index `index`, `length` bytes long, may be the
    /// keyword of a type declaration (`struct Name`), as far as its neighbours' kinds and its
    /// length tell: followed by an identifier, not after a `.`, and as long as `enum`, `class`,
    /// `actor`, `struct`, `protocol` or `extension`.
    @inline(__always) static func mayBeTypeKeyword(_ index: Int, length: Int, kinds: UnsafeBufferPointer<TokenKind>) -> Bool {
        length >= 4 && length <= 9 && length != 7 && index + 1 < kinds.count && kinds[index + 1] == .identifier
            && (index == 0 || kinds[index - 1] != .dot)
    }

    /// The type declarations whose keyword is at one of `candidates` (in order; a superset of
    /// the indices where `typeKind(at:)` finds a keyword, such as `FirstPassScan`'s, or every
    /// index), outer before inner. The indices inside a declaration's header are skipped.
    func scanTypes(at candidates: [Int]) -> [TypeDecl] {
        var result: [TypeDecl] = []
        var open: [(index: Int, close: Int, qualifiedName: String)] = []
        var next = 0
        for index in candidates where index >= next {
            guard let kind = typeKind(at: index) else { continue }
            while let last = open.last, index > last.close { open.removeLast() }
            guard let decl = parseType(kind: kind, keyword: index, parent: open.last.map { ($0.index, $0.qualifiedName) }, into: result.count) else { continue }
            result.append(decl)
            open.append((result.count - 1, decl.bodyClose, decl.qualifiedName))
            next = decl.bodyOpen + 1
        }
        return result
    }

    private static let typeKinds: [String: TypeDecl.Kind] = [
        "struct": .struct, "class": .class, "enum": .enum, "actor": .actor, "protocol": .protocol, "extension": .extension,
    ]
    private static let typeKeywords = IdentifierSet(Set(typeKinds.keys))

    @inline(__always) private func typeKind(at index: Int) -> TypeDecl.Kind? {
        // The neighbours' kinds first (one read each), then the text, compared as bytes: this runs
        // for every identifier of every file, and few are followed by another.
        if file.kind(index - 1) == .dot || file.kind(index + 1) != .identifier { return nil }
        guard let keyword = DeclarationScanner.typeKeywords.name(at: index, in: file), let kind = DeclarationScanner.typeKinds[keyword] else { return nil }
        if KeywordSets.member.contains(index + 1, in: file) || KeywordSets.declarationModifier.contains(index + 1, in: file) { return nil }
        return kind
    }

    private func parseType(kind: TypeDecl.Kind, keyword: Int, parent: (index: Int, name: String)?, into slot: Int) -> TypeDecl? {
        var index = keyword + 1
        var path = [file.text(index)]
        index += 1
        while file.kind(index) == .dot, file.kind(index + 1) == .identifier {
            path.append(file.text(index + 1))
            index += 2
        }
        index = skipGenericClause(from: index)
        var conformances: [String] = []
        if file.kind(index) == .colon {
            index += 1
            var lastIdentifier: String? = nil
            var angle = 0
            while index < file.count {
                let kind = file.kind(index)!
                if kind == .openBrace && angle == 0 { break }
                if kind == .openParen || kind == .openBracket { index = file.partner[index] + 1; continue }
                if kind == .identifier, angle == 0, file.isText(index, "where") { break }
                if kind == .operator { angle += angleDelta(index) ; if angle < 0 { angle = 0 } }
                if kind == .identifier, angle == 0 { lastIdentifier = file.text(index) }
                if kind == .comma, angle == 0, let name = lastIdentifier { conformances.append(name); lastIdentifier = nil }
                if kind == .closeBrace || kind == .semicolon { return nil }
                index += 1
            }
            if let name = lastIdentifier { conformances.append(name) }
        }
        while index < file.count, file.kind(index) != .openBrace {
            switch file.kind(index)! {
            case .openParen, .openBracket: index = file.partner[index] + 1
            case .closeBrace, .semicolon: return nil
            default: index += 1
            }
        }
        guard index < file.count, file.partner[index] > index else { return nil }
        let name = path.joined(separator: ".")
        let qualified = kind == .extension || parent == nil ? name : "\(parent!.name).\(name)"
        let start = declarationStart(before: keyword)
        return TypeDecl(kind: kind, name: name, qualifiedName: qualified, conformances: conformances, keyword: keyword,
                        declarationStart: start, bodyOpen: index, bodyClose: file.partner[index],
                        parent: parent?.index, members: scanMembers(open: index, close: file.partner[index]),
                        isMainActor: (start..<keyword).contains { file.kind($0) == .attribute && file.isText($0, "@MainActor") })
    }

    private func angleDelta(_ index: Int) -> Int {
        var delta = 0
        let token = file.token(index)
        for byte in file.bytes[token.start..<token.end] {
            if byte == UInt8(ascii: "<") { delta += 1 } else if byte == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

    private func skipGenericClause(from start: Int) -> Int {
        guard file.kind(start) == .operator, file.bytes[file.token(start).start] == UInt8(ascii: "<") else { return start }
        var depth = 0
        var index = start
        while index < file.count {
            switch file.kind(index)! {
            case .operator: depth += angleDelta(index)
            case .openParen, .openBracket: index = file.partner[index]
            case .openBrace, .closeBrace: return index
            default: break
            }
            index += 1
            if depth <= 0 { return index }
        }
        return index
    }

    /// Walks back from a declaration keyword over modifiers and attributes.
    func declarationStart(before keyword: Int) -> Int {
        var start = keyword
        var index = keyword - 1
        while index >= 0 {
            let kind = file.kind(index)!
            if kind == .closeParen {
                let open = file.partner[index]
                if file.kind(open - 1) == .attribute { index = open - 2; start = open - 1; continue }
                if KeywordSets.declarationModifier.contains(open - 1, in: file) {
                    index = open - 2; start = open - 1; continue
                }
                break
            }
            if kind == .attribute || KeywordSets.declarationModifier.contains(index, in: file) {
                start = index
                index -= 1
                continue
            }
            break
        }
        return start
    }

    private func scanMembers(open: Int, close: Int) -> [Member] {
        var keywords = memberKeywordScratch.keywords
        memberKeywordScratch.keywords = []
        keywords.removeAll(keepingCapacity: true)
        defer { memberKeywordScratch.keywords = keywords }
        // The kinds through their buffer: a member block is walked token by token.
        file.kinds.withUnsafeBufferPointer { kinds in
            var index = open + 1
            while index < close {
                let kind = kinds[index]
                if kind == .openParen || kind == .openBrace || kind == .openBracket {
                    index = file.partner[index] + 1
                    continue
                }
                if kind == .identifier, kinds[index - 1] != .dot, let ordinal = KeywordSets.member.ordinal(at: index, in: file) {
                    let memberKind = memberKeywords[ordinal].kind
                    // `class var` / `class func`: `class` is a modifier there.
                    let isClassModifier = file.isText(index, "class") && file.kind(index + 1) == .identifier
                        && (KeywordSets.member.contains(index + 1, in: file) || KeywordSets.declarationModifier.contains(index + 1, in: file))
                    if !isClassModifier {
                        keywords.append((index, memberKind))
                    }
                }
                index += 1
            }
        }
        var members: [Member] = []
        members.reserveCapacity(keywords.count)
        // Where a member starts is where the one before it ends: each found once.
        var nextStart = keywords.first.map { declarationStart(before: $0.index) } ?? close
        for (position, entry) in keywords.enumerated() {
            let start = nextStart
            let end = position + 1 < keywords.count ? declarationStart(before: keywords[position + 1].index) : close
            nextStart = end
            var attributes: [String] = []
            var isStatic = false
            var isLazy = false
            for modifier in start..<entry.index {
                if file.kind(modifier) == .attribute {
                    // The name after `@`, as bytes when an ASCII byte follows it (else by
                    // characters, as `@` may join a combining character that follows).
                    let token = file.token(modifier)
                    attributes.append(file.bytes[token.start + 1] < 0x80 ? file.text(bytes: (token.start + 1)..<token.end)
                                                                        : String(file.text(modifier).dropFirst()))
                } else if file.kind(modifier) == .identifier {
                    // Compared as bytes: most modifiers (`private`, `public`) are neither.
                    if file.isText(modifier, "static") || file.isText(modifier, "class") { isStatic = true }
                    if file.isText(modifier, "lazy") { isLazy = true }
                }
            }
            var name: String? = nil
            if file.kind(entry.index + 1) == .identifier { name = file.text(entry.index + 1) }
            var initializer: Int? = nil
            if entry.kind == .var || entry.kind == .let {
                var scan = entry.index + 1
                while scan < end {
                    let kind = file.kind(scan)!
                    if kind == .openParen || kind == .openBracket || kind == .openBrace {
                        if kind == .openBrace { break }
                        scan = file.partner[scan] + 1
                        continue
                    }
                    if kind == .operator, file.isText(scan, "=") { initializer = scan; break }
                    scan += 1
                }
            }
            members.append(Member(kind: entry.kind, name: name, isStatic: isStatic, isLazy: isLazy, attributes: attributes,
                                  start: start, keyword: entry.index, end: max(end, entry.index + 1), initializer: initializer))
        }
        return members
    }
}

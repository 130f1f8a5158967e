/// The light structure of one file: its type declarations with members, and its calls.
public struct FileStructure: Sendable {
    public let file: SourceFile
    /// Every type declaration and extension, outer before inner.
    public let types: [TypeDecl]
    /// Every `name(…)` call, in source order.
    public let calls: [CallSite]
    /// The calls grouped by name, each group in source order.
    public let callsByName: [String: [CallSite]]

    public init(file: SourceFile) {
        self.file = file
        let scanner = DeclarationScanner(file: file)
        types = scanner.scanTypes()
        calls = CallScanner(file: file).scanCalls()
        callsByName = Dictionary(grouping: calls, by: \.name)
    }

    /// The innermost type declaration whose member block contains significant index `index`.
    public func innermostType(containing index: Int) -> Int? {
        var best: Int? = nil
        for (position, type) in types.enumerated() where type.contains(index) {
            if let current = best, types[current].bodyOpen > type.bodyOpen { continue }
            best = position
        }
        return best
    }

    /// The member of `types[typeIndex]` that contains `index`, if any.
    public func member(of typeIndex: Int, containing index: Int) -> Member? {
        types[typeIndex].members.first { $0.contains(index) }
    }
}

/// Words that never end an expression (so a `.` after them starts an implicit member).
let nonExpressionKeywords: Set<String> = [
    "return", "in", "case", "where", "if", "guard", "else", "try", "await", "throw", "throws", "let", "var",
    "is", "as", "switch", "while", "repeat", "yield", "some", "any", "inout", "func", "for", "do", "catch",
    "defer", "import", "static", "private", "public", "internal", "fileprivate", "open", "consume", "copy",
]

/// Keywords that introduce a member declaration.
private let memberKeywords: [String: Member.Kind] = [
    "var": .var, "let": .let, "func": .func, "init": .initializer, "subscript": .subscript, "deinit": .deinit, "case": .case,
    "struct": .nestedType, "class": .nestedType, "enum": .nestedType, "actor": .nestedType, "protocol": .nestedType,
    "extension": .nestedType, "typealias": .other, "associatedtype": .other, "macro": .other,
]

/// Words that may precede a member keyword as modifiers.
private let declarationModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override", "lazy",
    "weak", "unowned", "mutating", "nonmutating", "nonisolated", "dynamic", "required", "convenience", "optional",
    "indirect", "isolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming",
]

struct DeclarationScanner {
    let file: SourceFile

    func scanTypes() -> [TypeDecl] {
        var result: [TypeDecl] = []
        var open: [(index: Int, close: Int, qualifiedName: String)] = []
        var index = 0
        while index < file.count {
            while let last = open.last, index > last.close { open.removeLast() }
            if file.kind(index) == .identifier, let kind = typeKind(at: index),
               let decl = parseType(kind: kind, keyword: index, parent: open.last.map { ($0.index, $0.qualifiedName) }, into: result.count) {
                result.append(decl)
                open.append((result.count - 1, decl.bodyClose, decl.qualifiedName))
                index = decl.bodyOpen + 1
                continue
            }
            index += 1
        }
        return result
    }

    private func typeKind(at index: Int) -> TypeDecl.Kind? {
        if file.kind(index - 1) == .dot { return nil }
        let kind: TypeDecl.Kind
        switch file.text(index) {
        case "struct": kind = .struct
        case "class": kind = .class
        case "enum": kind = .enum
        case "actor": kind = .actor
        case "protocol": kind = .protocol
        case "extension": kind = .extension
        default: return nil
        }
        guard file.kind(index + 1) == .identifier else { return nil }
        let next = file.text(index + 1)
        if memberKeywords[next] != nil || declarationModifiers.contains(next) { return nil }
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
        return TypeDecl(kind: kind, name: name, qualifiedName: qualified, conformances: conformances, keyword: keyword,
                        declarationStart: declarationStart(before: keyword), bodyOpen: index, bodyClose: file.partner[index],
                        parent: parent?.index, members: scanMembers(open: index, close: file.partner[index]))
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
                if file.kind(open - 1) == .identifier, declarationModifiers.contains(file.text(open - 1)) {
                    index = open - 2; start = open - 1; continue
                }
                break
            }
            if kind == .attribute || (kind == .identifier && declarationModifiers.contains(file.text(index))) {
                start = index
                index -= 1
                continue
            }
            break
        }
        return start
    }

    private func scanMembers(open: Int, close: Int) -> [Member] {
        var keywords: [(index: Int, kind: Member.Kind)] = []
        var index = open + 1
        while index < close {
            let kind = file.kind(index)!
            if kind == .openParen || kind == .openBrace || kind == .openBracket {
                index = file.partner[index] + 1
                continue
            }
            if kind == .identifier, file.kind(index - 1) != .dot, let memberKind = memberKeywords[file.text(index)] {
                // `class var` / `class func`: `class` is a modifier there.
                let isClassModifier = file.isText(index, "class") && file.kind(index + 1) == .identifier
                    && (memberKeywords[file.text(index + 1)] != nil || declarationModifiers.contains(file.text(index + 1)))
                if !isClassModifier {
                    keywords.append((index, memberKind))
                }
            }
            index += 1
        }
        var members: [Member] = []
        for (position, entry) in keywords.enumerated() {
            let start = declarationStart(before: entry.index)
            let end = position + 1 < keywords.count ? declarationStart(before: keywords[position + 1].index) : close
            var attributes: [String] = []
            var isStatic = false
            var isLazy = false
            for modifier in start..<entry.index {
                if file.kind(modifier) == .attribute {
                    attributes.append(String(file.text(modifier).dropFirst()))
                } else if file.kind(modifier) == .identifier {
                    let word = file.text(modifier)
                    if word == "static" || word == "class" { isStatic = true }
                    if word == "lazy" { isLazy = true }
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

struct CallScanner {
    let file: SourceFile

    func scanCalls() -> [CallSite] {
        var calls: [CallSite] = []
        var index = 0
        let count = file.count
        while index + 1 < count {
            defer { index += 1 }
            guard file.kind(index) == .identifier, file.kind(index + 1) == .openParen else { continue }
            // `foo (x)` across a line break is two statements, not a call.
            if file.lineIndex(of: file.token(index).end) != file.lineIndex(of: file.token(index + 1).start) { continue }
            let open = index + 1
            let close = file.partner[open]
            guard close > open else { continue }
            let style = callStyle(nameIndex: index)
            var trailing: Int? = nil
            if file.kind(close + 1) == .openBrace { trailing = close + 1 }
            calls.append(CallSite(name: file.text(index), style: style, nameIndex: index, open: open, close: close,
                                  arguments: arguments(open: open, close: close), trailingClosure: trailing))
        }
        return calls
    }

    func callStyle(nameIndex: Int) -> CallSite.Style {
        guard file.kind(nameIndex - 1) == .dot else { return .plain }
        return endsExpression(nameIndex - 2) ? .member : .implicitMember
    }

    /// Whether significant token `index` can end an expression, so a `.` after it is member access.
    func endsExpression(_ index: Int) -> Bool {
        guard let kind = file.kind(index) else { return false }
        switch kind {
        case .identifier:
            return !nonExpressionKeywords.contains(file.text(index))
        case .number, .string, .regex, .closeParen, .closeBracket, .closeBrace:
            return true
        case .pound:
            return file.isText(index, "#endif") || file.isText(index, "#else")
        case .operator:
            // A postfix `?`/`!`/`>` is glued to what precedes it.
            let first = file.bytes[file.token(index).start]
            let postfix = first == UInt8(ascii: "?") || first == UInt8(ascii: "!") || first == UInt8(ascii: ">")
            return postfix && !file.hasTriviaBefore(index)
        default:
            return false
        }
    }

    func arguments(open: Int, close: Int) -> [Argument] {
        var result: [Argument] = []
        var segmentStart = open + 1
        var index = open + 1
        func finish(_ end: Int) {
            guard segmentStart < end else { return }
            var label: String? = nil
            var labelIndex: Int? = nil
            var first = segmentStart
            if file.kind(segmentStart) == .identifier, file.kind(segmentStart + 1) == .colon, segmentStart + 1 < end {
                label = file.text(segmentStart)
                labelIndex = segmentStart
                first = segmentStart + 2
            }
            if first < end {
                result.append(Argument(label: label, labelIndex: labelIndex, first: first, last: end - 1))
            }
        }
        while index < close {
            let kind = file.kind(index)!
            if kind == .openParen || kind == .openBrace || kind == .openBracket {
                index = file.partner[index] + 1
                continue
            }
            if kind == .comma {
                finish(index)
                segmentStart = index + 1
            }
            index += 1
        }
        finish(close)
        return result
    }
}

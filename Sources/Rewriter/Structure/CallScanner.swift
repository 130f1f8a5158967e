/// Finds calls and splits their arguments (the structure pass).
struct CallScanner {
    let file: SourceFile

    func scanCalls() -> [CallSite] {
        // Every call's arguments go into one array (`CallArguments`), which the calls then share.
        // Made at about their usual size (a call in 5 significant tokens, about one argument each).
        var found: [(nameIndex: Int, close: Int, arguments: Range<Int>)] = []
        found.reserveCapacity(file.count / 5 + 4)
        var arguments: [Argument] = []
        arguments.reserveCapacity(file.count / 5 + 4)
        var index = 0
        let count = file.count
        while index + 1 < count {
            defer { index += 1 }
            guard file.isCallName(index) else { continue }
            let open = index + 1
            let close = file.partner[open]
            guard close > open else { continue }
            let first = arguments.count
            appendArguments(open: open, close: close, to: &arguments)
            found.append((index, close, first..<arguments.count))
        }
        let storage = CallArguments.Storage(arguments)
        return found.map { call in
            let trailing: Int? = file.kind(call.close + 1) == .openBrace ? call.close + 1 : nil
            return CallSite(name: file.text(call.nameIndex), style: callStyle(nameIndex: call.nameIndex), nameIndex: call.nameIndex,
                            open: call.nameIndex + 1, close: call.close, arguments: CallArguments(storage: storage, range: call.arguments),
                            trailingClosure: trailing)
        }
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
            return !KeywordSets.nonExpression.contains(index, in: file)
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

    /// The arguments between the parentheses at `open` and `close`, split at top-level commas.
    func arguments(open: Int, close: Int) -> [Argument] {
        var result: [Argument] = []
        appendArguments(open: open, close: close, to: &result)
        return result
    }

    /// Appends the arguments between `open` and `close` to `result`.
    private func appendArguments(open: Int, close: Int, to result: inout [Argument]) {
        guard close > open + 1 else { return }
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
    }
}

extension SourceFile {
    /// Whether the identifier at `index` is the name of a call: `(` right after it, on its line.
    func isCallName(_ index: Int) -> Bool {
        guard kind(index) == .identifier, kind(index + 1) == .openParen, partner[index + 1] > index + 1 else { return false }
        // `foo (x)` across a line break is two statements, not a call.
        return !hasLineBreak(between: index, and: index + 1)
    }
}

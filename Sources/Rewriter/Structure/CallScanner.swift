/// Finds calls and splits their arguments (the structure pass).
struct CallScanner {
    let file: SourceFile

    func scanCalls() -> [CallSite] {
        var calls: [CallSite] = []
        var index = 0
        let count = file.count
        while index + 1 < count {
            defer { index += 1 }
            guard isCallName(index) else { continue }
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

    /// Whether the identifier at `index` is the name of a call: `(` right after it, on its line.
    private func isCallName(_ index: Int) -> Bool {
        guard file.kind(index) == .identifier, file.kind(index + 1) == .openParen, file.partner[index + 1] > index + 1 else { return false }
        // `foo (x)` across a line break is two statements, not a call.
        return !file.hasLineBreak(between: index, and: index + 1)
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

    func arguments(open: Int, close: Int) -> [Argument] {
        guard close > open + 1 else { return [] }
        var result: [Argument] = []
        // Made at its size: the commas at the top level counted first (appending grew the array
        // a second time for every call of two arguments).
        var commas = 0
        var scan = open + 1
        while scan < close {
            switch file.kind(scan)! {
            case .openParen, .openBrace, .openBracket: scan = file.partner[scan] + 1
            case .comma: commas += 1; scan += 1
            default: scan += 1
            }
        }
        result.reserveCapacity(commas + 1)
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

import Foundation

/// The `// motionfix:disable…` comments of a file (docs/BEHAVIOUR.md §4), resolved to line ranges.
public struct Directives: Sendable {
    private struct Region {
        /// 0-based lines, inclusive.
        let lines: ClosedRange<Int>
        /// Rule ids the region applies to; empty means every rule.
        let rules: Set<String>
    }

    private var regions: [Region] = []
    /// Rules switched off in the whole file (FixOptions.disabledRules).
    private var disabledEverywhere: Set<String> = []
    private static let marker = Array("motionfix:".utf8)
    /// The marker without its `:`, which `mayHoldMarker` finds with `memchr`.
    private static let markerName = Array(marker.dropLast())

    /// `disabledEverywhere`: rule ids off on every line, whatever the comments say.
    public init(file: SourceFile, disabledEverywhere: Set<String> = []) {
        self.disabledEverywhere = disabledEverywhere
        var open: [(line: Int, rules: Set<String>)] = []
        let lastLine = file.lineStarts.count - 1
        // The comments that name the marker, found in one walk over the raw tokens (no bounds
        // check per token: every token of every file rewritten, and most files have none).
        let marked = !Directives.mayHoldMarker(file.bytes) ? [] : file.tokens.withRawTokens { tokens in
            (0..<tokens.count).compactMap { index -> Token? in
                let token = tokens[index]
                return token.kind.isComment && file.bytes(token.range, containCaseInsensitive: Directives.marker) ? token : nil
            }
        }
        for token in marked {
            guard let directive = Directives.parse(file.text(bytes: token.start..<token.end)) else { continue }
            let line = file.lineIndex(of: token.start)
            switch directive.command {
            case "disable":
                open.append((line, directive.rules))
            case "enable":
                var remaining: [(line: Int, rules: Set<String>)] = []
                for entry in open {
                    if directive.rules.isEmpty {
                        regions.append(Region(lines: entry.line...line, rules: entry.rules))
                    } else if !entry.rules.isEmpty, !entry.rules.isDisjoint(with: directive.rules) {
                        regions.append(Region(lines: entry.line...line, rules: entry.rules.intersection(directive.rules)))
                        let stillOff = entry.rules.subtracting(directive.rules)
                        if !stillOff.isEmpty { remaining.append((entry.line, stillOff)) }
                    } else {
                        remaining.append(entry)
                    }
                }
                open = remaining
            case "disable:next":
                let next = file.lineIndex(of: token.end) + 1
                if next <= lastLine { regions.append(Region(lines: next...next, rules: directive.rules)) }
            case "disable:this":
                regions.append(Region(lines: line...file.lineIndex(of: token.end), rules: directive.rules))
            default:
                break
            }
        }
        for entry in open {
            regions.append(Region(lines: entry.line...max(entry.line, lastLine), rules: entry.rules))
        }
    }

    /// Whether `bytes` may hold the marker, ignoring ASCII case as the comments' search does:
    /// each `:` (found with `memchr`) is checked for `motionfix` before it. Most files hold no
    /// directive, and their tokens are then not walked at all. (The case-insensitive comparison
    /// also takes a control byte 0x1A for the `:`; a file holding one is searched.)
    static func mayHoldMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            if memchr(base, 0x1A, buffer.count) != nil { return true }
            let name = markerName
            var from = name.count
            while from < buffer.count, let found = memchr(base + from, Int32(UInt8(ascii: ":")), buffer.count - from) {
                let colon = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                var matched = 0
                while matched < name.count, buffer[colon - 1 - matched] | 0x20 == name[name.count - 1 - matched] { matched += 1 }
                if matched == name.count { return true }
                from = colon + 1
            }
            return false
        }
    }

    /// Whether `rule` is switched off where byte `offset` of `file` is: its line is found only
    /// when a comment switches something off (most files have none, and a file of many views
    /// asks at every site).
    public func isDisabled(_ rule: String, atOffset offset: Int, in file: SourceFile) -> Bool {
        if !disabledEverywhere.isEmpty, disabledEverywhere.contains(rule) { return true }
        return !regions.isEmpty && isDisabled(rule, line: file.lineIndex(of: offset))
    }

    /// Whether `rule` is switched off on 0-based line `line`.
    public func isDisabled(_ rule: String, line: Int) -> Bool {
        if disabledEverywhere.contains(rule) { return true }
        return regions.contains { $0.lines.contains(line) && ($0.rules.isEmpty || $0.rules.contains(rule)) }
    }

    private static func parse(_ comment: String) -> (command: String, rules: Set<String>)? {
        guard let marker = comment.range(of: "motionfix:") else { return nil }
        let prefix = comment[comment.startIndex..<marker.lowerBound]
        // Only a comment that starts with the directive counts (not prose mentioning it).
        guard prefix.allSatisfy({ $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }) else { return nil }
        var rest = comment[marker.upperBound...]
        if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let command = words.first, ["disable", "enable", "disable:next", "disable:this"].contains(String(command)) else { return nil }
        return (String(command), Set(words.dropFirst().map(String.init)))
    }
}

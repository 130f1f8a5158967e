import Foundation

/// The `#if` configurations of a file, for type-checking each branch: `swiftc` on Linux compiles
/// only the branches true here (`#else` of `#if os(iOS)`), so a rewrite that breaks the iOS branch
/// would pass unseen.
///
/// Variant `k` keeps, in every `#if … #elseif … #else … #endif` chain (nested ones too), its
/// `k`-th branch (the last, when the chain has fewer and ends in `#else`; none, when it has fewer
/// and no `#else`), and blanks the directive lines and the other branches, so line numbers stay.
/// Variants `0..<n`, `n` the most branches of any chain, take every branch at least once.
enum IfConfigBranches {
    /// The variants of `source`, or none when it has no `#if`.
    static func variants(of source: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        let directives = lines.map(directive)
        // Each chain's branch count and whether it ends in #else, by its #if line.
        var chains: [Int: (branches: Int, hasElse: Bool)] = [:]
        var open: [Int] = []
        for (number, directive) in directives.enumerated() {
            switch directive {
            case "#if": open.append(number); chains[number] = (1, false)
            case "#elseif": if let chain = open.last { chains[chain]!.branches += 1 }
            case "#else": if let chain = open.last { chains[chain]!.branches += 1; chains[chain]!.hasElse = true }
            case "#endif": _ = open.popLast()
            default: break
            }
        }
        let most = chains.values.map(\.branches).max() ?? 0
        return (0..<most).map { variant(lines, directives: directives, chains: chains, taking: $0) }
    }

    private static func variant(_ lines: [String], directives: [String?], chains: [Int: (branches: Int, hasElse: Bool)],
                                taking k: Int) -> String {
        // For each open chain: the branch being read, the branch kept, whether the enclosing text is kept.
        var stack: [(branch: Int, kept: Int, outerKept: Bool)] = []
        var result: [String] = []
        for (number, line) in lines.enumerated() {
            let keptHere = stack.last.map { $0.outerKept && $0.branch == $0.kept } ?? true
            switch directives[number] {
            case "#if":
                let chain = chains[number]!
                let kept = k < chain.branches ? k : (chain.hasElse ? chain.branches - 1 : -1)
                stack.append((0, kept, keptHere))
                result.append("")
            case "#elseif", "#else":
                if !stack.isEmpty { stack[stack.count - 1].branch += 1 }
                result.append("")
            case "#endif":
                _ = stack.popLast()
                result.append("")
            default:
                result.append(keptHere ? line : "")
            }
        }
        return result.joined(separator: "\n")
    }

    /// The directive a line holds (`#if`, `#elseif`, `#else`, `#endif`), if it is one.
    private static func directive(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        for word in ["#elseif", "#else", "#endif", "#if"] where trimmed.hasPrefix(word) {
            let rest = trimmed.dropFirst(word.count)
            if rest.isEmpty || rest.first == " " || rest.first == "\t" || rest.first == "\r" || rest.first == "(" { return word }
        }
        return nil
    }
}

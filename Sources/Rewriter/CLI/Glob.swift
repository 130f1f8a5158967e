/// A path glob for `--exclude`: `*` matches within one path component, `**` across components,
/// `?` one character. A glob without `/` matches any single component (`Generated`, `*.pb.swift`);
/// one with `/` matches the whole path or any tail of it (`Sources/Legacy/**`).
public struct Glob: Sendable {
    private let components: [String]
    private let matchesAnyComponent: Bool
    /// The components' bytes, when every byte of the pattern is printable ASCII (each byte is
    /// then one character, and so is each byte of a printable ASCII path).
    private let asciiComponents: [[UInt8]]?

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        matchesAnyComponent = !trimmed.contains("/")
        components = trimmed.split(separator: "/").map(String.init)
        asciiComponents = components.allSatisfy { $0.utf8.allSatisfy(Glob.isPrintableASCII) } ? components.map { Array($0.utf8) } : nil
    }

    /// Whether `path` (components separated by `/`) matches.
    public func matches(_ path: String) -> Bool {
        // The walk asks this of every entry it lists, for every glob: a path and a pattern of
        // printable ASCII (nearly always) are matched as bytes, without a string per component.
        if let asciiComponents, let matched = Glob.matchesASCII(path, asciiComponents, anyComponent: matchesAnyComponent) {
            return matched
        }
        return matchesByCharacter(path)
    }

    /// `matches`, component by component as `String`s and character by character: the answer
    /// for any path (the bytes' answer must equal it; `GlobTests`).
    func matchesByCharacter(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if matchesAnyComponent {
            guard let only = components.first else { return false }
            return parts.contains { Glob.match(only, $0) }
        }
        for start in parts.indices where Glob.match(components[...], parts[start...]) { return true }
        return false
    }

    /// Whether the pattern components match a prefix of the path components that ends on a
    /// component boundary (so `Legacy/**` and `Legacy` both exclude everything below `Legacy`).
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return true }
        if head == "**" {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, match(head, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one component against `*`/`?` wildcards.
    static func match(_ pattern: String, _ text: String) -> Bool {
        wildcardMatch(Array(pattern), Array(text), any: "?", star: "*")
    }

    /// `*`/`?` matching of one component, over characters or bytes.
    private static func wildcardMatch<P: RandomAccessCollection, T: RandomAccessCollection>(_ p: P, _ t: T, any: P.Element, star: P.Element) -> Bool
    where P.Element == T.Element, P.Element: Equatable, P.Index == Int, T.Index == Int {
        var pi = p.startIndex, ti = t.startIndex, starAt = -1, mark = t.startIndex
        while ti < t.endIndex {
            if pi < p.endIndex, p[pi] == any || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.endIndex, p[pi] == star {
                starAt = pi; mark = ti; pi += 1
            } else if starAt >= 0 {
                pi = starAt + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.endIndex, p[pi] == star { pi += 1 }
        return pi == p.endIndex
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// `matches` over bytes; nil when `path` holds a byte that is not printable ASCII (a
    /// multi-byte character, or `\r\n`, which is one character).
    private static func matchesASCII(_ path: String, _ pattern: [[UInt8]], anyComponent: Bool) -> Bool? {
        var path = path
        return path.withUTF8 { bytes -> Bool? in
            // The components as ranges, the empty ones and `.` left out (as `split` and the filter do).
            var parts: [Range<Int>] = []
            var start = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    let byte = bytes[index]
                    guard isPrintableASCII(byte) else { return nil }
                    if byte != UInt8(ascii: "/") { continue }
                }
                if index > start, !(index == start + 1 && bytes[start] == UInt8(ascii: ".")) { parts.append(start..<index) }
                start = index + 1
            }
            func component(_ pattern: [UInt8], matches part: Range<Int>) -> Bool {
                wildcardMatch(pattern[...], bytes[part], any: UInt8(ascii: "?"), star: UInt8(ascii: "*"))
            }
            if anyComponent {
                guard let only = pattern.first else { return false }
                return parts.contains { component(only, matches: $0) }
            }
            func isAnyPath(_ component: [UInt8]) -> Bool {
                component.count == 2 && component[0] == UInt8(ascii: "*") && component[1] == UInt8(ascii: "*")
            }
            func match(_ p: Int, _ t: Int) -> Bool {
                guard p < pattern.count else { return true }
                if isAnyPath(pattern[p]) { return (t...parts.count).contains { match(p + 1, $0) } }
                guard t < parts.count, component(pattern[p], matches: parts[t]) else { return false }
                return match(p + 1, t + 1)
            }
            // A pattern that starts with `**` tries every tail from the first component on: the
            // later starts would try some of the same tails again. (A path of no component has
            // no start at all.)
            if let first = pattern.first, isAnyPath(first) { return !parts.isEmpty && match(0, 0) }
            return parts.indices.contains { match(0, $0) }
        }
    }
}

/// A path glob for `--exclude`: `*` matches within one path component, `**` across components,
/// `?` one character. A glob without `/` matches any single component (`Generated`, `*.pb.swift`);
/// one with `/` matches the whole path or any tail of it (`Sources/Legacy/**`).
public struct Glob: Sendable {
    private let components: [String]
    private let matchesAnyComponent: Bool

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        matchesAnyComponent = !trimmed.contains("/")
        components = trimmed.split(separator: "/").map(String.init)
    }

    /// Whether `path` (components separated by `/`) matches.
    public func matches(_ path: String) -> Bool {
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
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

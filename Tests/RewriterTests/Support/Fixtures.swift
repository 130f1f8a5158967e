import Foundation

/// The golden fixtures: `Fixtures/Before/X.swift` and `Fixtures/After/X.swift`.
/// Top-level files stand alone; a subdirectory is a group checked together; `ParseOnly/` is
/// only parsed (it uses macros the stub cannot provide).
enum Fixtures {
    static let before = Swiftc.repository.appendingPathComponent("Fixtures/Before").path
    static let after = Swiftc.repository.appendingPathComponent("Fixtures/After").path

    /// Relative paths of every `.swift` file under `root`, sorted.
    static func files(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { result.append(path) }
        }
        return result.sorted()
    }

    /// Groups of relative paths to check together, and whether they may only be parsed.
    static func groups(under root: String) -> [(files: [String], parseOnly: Bool)] {
        var groups: [String: [String]] = [:]
        for path in files(under: root) {
            let parts = path.split(separator: "/")
            groups[parts.count > 1 ? String(parts[0]) : path, default: []].append(path)
        }
        return groups.keys.sorted().map { key in (groups[key]!, key == "ParseOnly") }
    }

    static func read(_ root: String, _ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: root + "/" + relative).map(Array.init)
    }
}

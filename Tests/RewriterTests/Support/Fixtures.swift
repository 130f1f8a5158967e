import Foundation

/// The golden fixtures: `Fixtures/Before/X.swift` and `Fixtures/After/X.swift`.
///
/// Top-level files stand alone; a subdirectory is a group of files that are type-checked together;
/// `ParseOnly/` holds files that use macros the Linux stub cannot provide (`#Preview`), which are
/// only parsed. `Fixtures/Projects/{Before,After}/P/` are separate projects: each `P` is rewritten
/// as a run of its own (for what depends on the whole run, such as the house style) and
/// type-checked as one group. See docs/FIXTURES.md.
enum Fixtures {
    /// Paths relative to the repository root, as the golden test hands them to the engine.
    static let beforeRoot = "Fixtures/Before"
    static let afterRoot = "Fixtures/After"
    static let projectsBeforeRoot = "Fixtures/Projects/Before"
    static let projectsAfterRoot = "Fixtures/Projects/After"
    static let parseOnlyGroup = "ParseOnly"

    /// Absolute paths of the trees.
    static let before = absolute(beforeRoot)
    static let after = absolute(afterRoot)
    static let projectsBefore = absolute(projectsBeforeRoot)
    static let projectsAfter = absolute(projectsAfterRoot)

    /// The absolute paths of every `Before` fixture, and of every file under the directory named
    /// by `MOTIONFIX_CORPUS` (real apps, not committed), for the tests that hold a fast scan to
    /// the plain one it replaced.
    static var scannedPaths: [String] {
        var paths = files(under: before).map { before + "/" + $0 }
        paths += files(under: projectsBefore).map { projectsBefore + "/" + $0 }
        if let corpus = ProcessInfo.processInfo.environment["MOTIONFIX_CORPUS"] {
            paths += files(under: corpus).map { corpus + "/" + $0 }
        }
        return paths
    }

    /// The absolute path of `relative` (to the repository root).
    static func absolute(_ relative: String) -> String {
        SwiftcHarness.repositoryRoot.appendingPathComponent(relative).path
    }

    /// The names of the separate projects under the absolute directory `root`, sorted.
    static func projects(under root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// One file, or the files of one subdirectory, checked together.
    struct Group {
        var name: String
        /// Relative to the tree's root, sorted.
        var files: [String]
        var parseOnly: Bool { name == Fixtures.parseOnlyGroup }
    }

    /// Relative paths of every `.swift` file under the absolute directory `root`, sorted.
    static func files(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { result.append(path) }
        }
        return result.sorted()
    }

    /// The groups of the tree at the absolute directory `root`, sorted by name.
    static func groups(under root: String) -> [Group] {
        var byName: [String: [String]] = [:]
        for path in files(under: root) {
            let parts = path.split(separator: "/")
            byName[parts.count > 1 ? String(parts[0]) : path, default: []].append(path)
        }
        return byName.keys.sorted().map { Group(name: $0, files: byName[$0]!) }
    }

    /// The bytes of `relative` under the absolute directory `root`.
    static func read(_ root: String, _ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: root + "/" + relative).map(Array.init)
    }
}

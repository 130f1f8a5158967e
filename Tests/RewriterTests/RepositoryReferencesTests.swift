import Foundation
import XCTest

/// The repository explains itself: no file points outside it, and every citation of the behaviour
/// spec names a section `docs/BEHAVIOUR.md` has.
final class RepositoryReferencesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testNoFileCitesADocumentOutsideTheRepository() throws {
        // Spelled in parts, so that this file does not name them itself.
        let outside = ".." + "/sha" + "red", spec = "POL" + "ICY"
        for (path, text) in try Self.files() {
            for forbidden in [outside, spec + ".md", spec + " §", spec + " \""] {
                XCTAssertFalse(text.contains(forbidden), "\(path) mentions '\(forbidden)', which a reader of the repository cannot open")
            }
        }
    }

    func testEveryMarkdownLinkStaysInsideTheRepositoryAndExists() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s#]+)(#[^)]*)?\)"#)
        for (path, text) in try Self.files() where path.hasSuffix(".md") {
            let directory = Self.root.appendingPathComponent(path).deletingLastPathComponent()
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let resolved = directory.appendingPathComponent(target).standardizedFileURL.path
                XCTAssertTrue(resolved.hasPrefix(Self.root.standardizedFileURL.path + "/"), "\(path) links to \(target), outside the repository")
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved), "\(path) links to \(target), which does not exist")
            }
        }
    }

    func testEveryCitedSectionOfTheBehaviourSpecExists() throws {
        let spec = try String(contentsOf: Self.root.appendingPathComponent("docs/BEHAVIOUR.md"), encoding: .utf8)
        let headings = spec.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
        let numbered = try NSRegularExpression(pattern: #"BEHAVIOUR\.md §(\d+)"#)
        let named = try NSRegularExpression(pattern: #"BEHAVIOUR\.md "([^"]+)""#)
        var citations = 0
        for (path, text) in try Self.files() {
            let range = NSRange(text.startIndex..., in: text)
            for match in numbered.matches(in: text, range: range) {
                let number = String(text[Range(match.range(at: 1), in: text)!])
                citations += 1
                XCTAssertTrue(headings.contains { $0.hasPrefix(number + ". ") }, "\(path) cites BEHAVIOUR.md §\(number), which has no such section")
            }
            for match in named.matches(in: text, range: range) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                citations += 1
                XCTAssertTrue(headings.contains(name), "\(path) cites BEHAVIOUR.md \"\(name)\", which has no such heading")
            }
        }
        XCTAssertGreaterThan(citations, 20, "the sources cite the spec by section")
    }

    /// The repository's text files (sources, tests, fixtures, docs), by path relative to its root.
    private static func files() throws -> [(String, String)] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var result: [(String, String)] = []
        let base = root.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: base) else { return [] }
        while let relative = walk.nextObject() as? String {
            if skipped.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { walk.skipDescendants(); continue }
            guard [".swift", ".md", ".yaml", ".yml"].contains(where: relative.hasSuffix) else { continue }
            guard let text = try? String(contentsOfFile: base + "/" + relative, encoding: .utf8) else { continue }
            result.append((relative, text))
        }
        XCTAssertGreaterThan(result.count, 100)
        return result
    }
}

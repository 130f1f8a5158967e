import XCTest
@testable import Rewriter

/// The index splits owners and paths as bytes when they are ASCII; it must find the same parts
/// as a split by `Character`, which it still uses for any other text.
final class ProjectIndexNamesTests: XCTestCase {
    private let names = ["", "Animation", "Theme.Motion", "A.B.C", ".leading", "trailing.", "A..B",
                         "Vue.Écran", "A.\u{301}B", "Ünïcödé.Name", "🙂.Smile"]
    private let paths = ["", "File.swift", "App/File.swift", "/abs/dir/File.swift", "a//b/c.swift", "dir/", "a/b/c/d.swift",
                         "Écrans/Vue.swift", "a/\u{301}b/c.swift", "Modules/🙂/V.swift", "x/y\u{301}/z/V.swift"]

    func testLastComponentMatchesACharacterSearch() {
        for name in names {
            let expected = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
            XCTAssertEqual(ProjectIndex.lastComponent(of: name), expected, name)
        }
    }

    func testDirectoryNamesMatchACharacterSplit() {
        for path in paths {
            XCTAssertEqual(ProjectIndex.directoryNames(of: path), Array(path.split(separator: "/").dropLast()), path)
        }
    }
}

/// The audit finds extents in identifiers as bytes when they are ASCII; it must agree with a
/// search of the lowercased `String`, which it still uses for any other identifier.
final class AuditExtentWordTests: XCTestCase {
    func testExtentWordsMatchALowercasedSearch() {
        let words = ["width", "Width", "screenHeight", "SCREENWIDTH", "bounds", "frameSize", "resize", "sizable", "wid", "offset",
                     "x", "", "ScreenÉcran", "größe", "ŞİZE", "Ｓize", "wıdth", "sıze", "taillé", "hauteur"]
        for word in words {
            let lowered = word.lowercased()
            let expected = ["width", "height", "bounds", "screen", "size"].contains(where: lowered.contains)
            XCTAssertEqual(Measure.namesExtent(word), expected, word)
        }
    }
}

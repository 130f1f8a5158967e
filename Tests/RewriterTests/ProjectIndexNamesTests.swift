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

/// `CallsByName` groups ASCII names in a table of its own; it must find exactly what a
/// dictionary of strings finds, including names that are equal only canonically.
final class CallsByNameTests: XCTestCase {
    func testGroupsMatchADictionaryOfStrings() {
        let names = ["offset", "Text", "offset", "\u{212A}", "K", "caf\u{E9}", "cafe\u{301}", "scaleEffect", "K", "offset", "caf\u{E9}",
                     "a", "b", "c", "d", "e", "f", "g", "h", "\u{212A}", "rotationEffect"]
        let calls = names.enumerated().map { CallSite(name: $1, style: .member, nameIndex: $0, open: 0, close: 0, arguments: [], trailingClosure: nil) }
        let grouped = CallsByName(calls)
        let expected = Dictionary(grouping: calls, by: \.name)
        for query in Set(names).union(["missing", "\u{212A}", "caf", ""]) {
            XCTAssertEqual(grouped[query]?.map(\.nameIndex), expected[query]?.map(\.nameIndex), query)
        }
        XCTAssertNil(CallsByName([])["offset"])
    }
}

/// `NameFilter` rejects names by a hash of their bytes; it must never reject a name the set
/// holds, even one spelled with other bytes (canonically equivalent).
final class NameFilterTests: XCTestCase {
    func testEveryNameOfTheSetPasses() {
        let names = ["ContentView", "Card", "A", "VeryLongNameOfAViewThatGoesOnAndOn", "Row2", "_Private"]
        let filter = NameFilter(names)
        for name in names { XCTAssertTrue(filter.mayContain(name), name) }
        // With one ASCII name, another nearly always misses: the cheap test works.
        XCTAssertFalse(NameFilter(["ContentView"]).mayContain("Text"))
    }

    func testEquivalentSpellingsWithOtherBytesPass() {
        // The Kelvin sign is canonically equivalent to `K`: equal as Swift strings.
        XCTAssertTrue(NameFilter(["\u{212A}elvin"]).mayContain("Kelvin"))
        XCTAssertTrue(NameFilter(["Kelvin"]).mayContain("\u{212A}elvin"))
        XCTAssertTrue(NameFilter(["Caf\u{E9}"]).mayContain("Cafe\u{301}"))
        XCTAssertTrue(NameFilter(["Cafe\u{301}", "Other"]).mayContain("Caf\u{E9}"))
    }
}

/// `definitions(named:ownedBy:)` filters the definitions of a name by their owner's last
/// component when asked; it must give what a table by owner and name gave (the index kept one
/// until a run was found to ask it of a few dozen names only).
final class OwnedDefinitionTests: XCTestCase {
    func testOwnedDefinitionsMatchATableByOwnerAndName() throws {
        let files = Fixtures.scannedPaths.compactMap { path in
            FileManager.default.contents(atPath: path).flatMap { try? FileStructure(file: SourceFile(path: path, bytes: Array($0))) }
        }
        let index = ProjectIndex(files: files)
        var table: [String: [(first: Int, file: Int)]] = [:]
        for summary in index.summaries {
            for (name, definition) in summary.definitions {
                table["\(ProjectIndex.lastComponent(of: definition.owner))\u{0}\(name)", default: []].append((definition.first, definition.file))
            }
        }
        XCTAssertFalse(table.isEmpty)
        for (key, expected) in table {
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            let found = index.definitions(named: parts[1], ownedBy: parts[0])
            XCTAssertEqual(found.map(\.first), expected.map(\.first), key)
            XCTAssertEqual(found.map(\.file), expected.map(\.file), key)
        }
        XCTAssertTrue(index.definitions(named: "noSuchName", ownedBy: "Animation").isEmpty)
    }
}

/// Discovery sorts ASCII paths as bytes; it must order them as `String` does (and sort any other
/// list as `String` does).
final class DisplayPathOrderTests: XCTestCase {
    func testPathsSortAsStringsDo() {
        let ascii = ["b/A.swift", "a/B.swift", "a/b.swift", "a.swift", "a", "", "A/a.swift", "a/b/c.swift", "a-b/c.swift", "a_b/c.swift",
                     "a b/c.swift", "Z.swift", "z.swift", "a/b.swiftx", "a/b.swift", "~/x.swift", "0/1.swift", "a/very/long/path/that/is/not/small/File.swift"]
        let unicode = ascii + ["É/a.swift", "e\u{301}/a.swift", "é/b.swift", "🙂/V.swift"]
        for paths in [ascii, unicode, Array(ascii.reversed()), Array(unicode.reversed())] {
            let entries = paths.map { FileDiscovery.Entry(displayPath: $0, absolutePath: "/" + $0) }
            XCTAssertEqual(FileDiscovery.sortedByDisplayPath(entries).map(\.displayPath), paths.sorted(), "\(paths)")
        }
    }
}

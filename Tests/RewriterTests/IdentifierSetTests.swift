import XCTest
@testable import Rewriter

/// `IdentifierSet` rejects most tokens on their length and edge bytes before comparing: it must
/// still find exactly the names a comparison of strings finds.
final class IdentifierSetTests: XCTestCase {
    func testFindsExactlyTheNamesAStringComparisonFinds() throws {
        let directory = Fixtures.before
        let paths = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(paths.isEmpty)
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + path)))
            let file = try SourceFile(path: path, bytes: bytes)
            let identifiers = (0..<file.count).filter { file.kind($0) == .identifier }
            let texts = Set(identifiers.map(file.text))
            // The file's own names, names of the same length and edges but another middle, and
            // names that are a prefix or an extension of one of them.
            var names: Set<String> = ["offset", "withAnimation", "$isOn", "x"]
            for text in texts.sorted().enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
                names.insert(text)
                if text.count > 2 { names.insert(String(text.first!) + String(repeating: "q", count: text.count - 2) + String(text.last!)) }
                names.insert(text + "s")
                names.insert(String(text.dropLast()))
            }
            names.remove("")
            let set = IdentifierSet(names)
            XCTAssertEqual(set.occurring(in: file, range: 0..<file.count), texts.intersection(names), path)
            for index in identifiers {
                XCTAssertEqual(set.name(at: index, in: file), names.contains(file.text(index)) ? file.text(index) : nil, "\(path) \(index)")
            }
            XCTAssertEqual(set.occurs(in: file), !texts.isDisjoint(with: names), path)
        }
    }

    /// A projected value (`$isOn`) is found by its name once the `$` is dropped, unless the whole
    /// token is a name of the set.
    func testFindsProjectionsByTheNameAfterTheDollar() throws {
        let file = try SourceFile(path: "t.swift", bytes: Array("Toggle(isOn: $isOn); $other; $; $0; isOn; $$isOn; $kept".utf8))
        let set = IdentifierSet(["isOn", "$kept", "kept"])
        let found = (0..<file.count).compactMap { index in set.nameOrProjection(at: index, in: file).map { "\(file.text(index))=\($0.name),\($0.projected)" } }
        // The label `isOn:` is a name too; `$$isOn` is a `$` and a `$isOn`.
        XCTAssertEqual(found, ["isOn=isOn,false", "$isOn=isOn,true", "isOn=isOn,false", "$isOn=isOn,true", "$kept=$kept,false"])
    }

    func testGivesEachNamesPositionInItsList() throws {
        let file = try SourceFile(path: "t.swift", bytes: Array("let a = 1; func b() {}; var c; x.let; struct S {}".utf8))
        let set = IdentifierSet(ordered: ["var", "let", "func", "struct"])
        let found = (0..<file.count).compactMap { index in set.ordinal(at: index, in: file).map { "\(file.text(index))=\($0)" } }
        XCTAssertEqual(found, ["let=1", "func=2", "var=0", "let=1", "struct=3"])
        for (position, entry) in memberKeywords.enumerated() {
            let keyword = try SourceFile(path: "k.swift", bytes: Array(entry.keyword.utf8))
            XCTAssertEqual(KeywordSets.member.ordinal(at: 0, in: keyword), position, entry.keyword)
        }
    }

    func testSpellsOperatorsOfEveryKind() throws {
        let file = try SourceFile(path: "t.swift", bytes: Array("a += 1; b = c; d -= e; f == g; h ?? i".utf8))
        let assignment = IdentifierSet(["=", "+=", "-=", "*=", "/="])
        let spelled = (0..<file.count).filter { assignment.spells($0, in: file) }.map(file.text)
        XCTAssertEqual(spelled, ["+=", "=", "-="])
        XCTAssertFalse(assignment.spells(-1, in: file))
        XCTAssertFalse(assignment.spells(file.count, in: file))
    }
}

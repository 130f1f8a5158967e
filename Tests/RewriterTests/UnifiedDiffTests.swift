import XCTest
@testable import Rewriter

final class UnifiedDiffTests: XCTestCase {
    private let adjacentEdits = """
    import SwiftUI

    struct Pop: View {
        @State private var shown = false

        var body: some View {
            Text("Hi")
                .offset(y: shown ? 0 : 40)
                .scaleEffect(shown ? 1 : 0.8)
                .onAppear { shown = true }
        }
    }

    """

    func testRemovedLinesComeBeforeAddedLinesWithinAChangeBlock() throws {
        let result = Engine().run([SourceInput(path: "Pop.swift", bytes: Array(adjacentEdits.utf8))])[0]
        let diff = UnifiedDiff(path: "Pop.swift", original: result.original, editSet: result.editSet)
        XCTAssertEqual(diff.hunks.count, 1)
        let body = diff.hunks[0].lines.joined()
        XCTAssertTrue(body.contains("""
        -            .offset(y: shown ? 0 : 40)
        -            .scaleEffect(shown ? 1 : 0.8)
        +            .offset(y: reduceMotion ? 0 : (shown ? 0 : 40))
        +            .scaleEffect(reduceMotion ? 1 : (shown ? 1 : 0.8))

        """), body)
    }

    func testAnAbsolutePathIsShownWithoutItsLeadingSlash() {
        let result = Engine().run([SourceInput(path: "/tmp/App/Pop.swift", bytes: Array(adjacentEdits.utf8))])[0]
        let text = UnifiedDiff(path: result.path, original: result.original, editSet: result.editSet).text
        XCTAssertTrue(text.hasPrefix("--- a/tmp/App/Pop.swift\n+++ b/tmp/App/Pop.swift\n@@ "), text)
        let relative = UnifiedDiff(path: "App/Pop.swift", original: result.original, editSet: result.editSet).text
        XCTAssertTrue(relative.hasPrefix("--- a/App/Pop.swift\n+++ b/App/Pop.swift\n@@ "), relative)
    }

    func testAPathWithASpaceEndsWithATabAsGitWritesIt() {
        let result = Engine().run([SourceInput(path: "My Views/Pop.swift", bytes: Array(adjacentEdits.utf8))])[0]
        let text = UnifiedDiff(path: result.path, original: result.original, editSet: result.editSet).text
        // `patch` ends a file name at a tab; without one it stops at the space.
        XCTAssertTrue(text.hasPrefix("--- a/My Views/Pop.swift\t\n+++ b/My Views/Pop.swift\t\n@@ "), text)
    }

    func testAPathWithAControlCharacterAQuoteOrABackslashIsQuotedAsGitQuotesIt() {
        XCTAssertEqual(UnifiedDiff.name("My Views/Pop.swift", side: "a"), "a/My Views/Pop.swift\t")
        XCTAssertEqual(UnifiedDiff.name("Vues/Été.swift", side: "b"), "b/Vues/Été.swift")
        XCTAssertEqual(UnifiedDiff.name("A\tB/C\nD.swift", side: "a"), #""a/A\tB/C\nD.swift""#)
        // As `git diff` writes them (git 2.39): a quoted name with a space still ends with a tab.
        XCTAssertEqual(UnifiedDiff.name(#"Say "Hi"\x.swift"#, side: "b"), #""b/Say \"Hi\"\\x.swift""# + "\t")
        XCTAssertEqual(UnifiedDiff.name("Esc\u{1B} \u{7F}.swift", side: "a"), #""a/Esc\033 \177.swift""# + "\t")
    }

    /// `git apply` finds and changes a file whose name needs quoting, from the patch as written.
    func testGitAppliesThePatchOfAFileWhoseNameIsQuoted() throws {
        let git = URL(fileURLWithPath: "/usr/bin/git")
        guard FileManager.default.isExecutableFile(atPath: git.path) else { throw XCTSkip("no git") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("motionfix-quoted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "Say \"Hi\"\t\\Pop.swift"
        try Data(adjacentEdits.utf8).write(to: directory.appendingPathComponent(name))
        let result = Engine().run([SourceInput(path: name, bytes: Array(adjacentEdits.utf8))])[0]
        let patch = UnifiedDiff(path: name, original: result.original, editSet: result.editSet).text
        try Data(patch.utf8).write(to: directory.appendingPathComponent("fix.patch"))
        let apply = Process()
        apply.executableURL = git
        apply.arguments = ["apply", "fix.patch"]
        apply.currentDirectoryURL = directory
        try apply.run()
        apply.waitUntilExit()
        XCTAssertEqual(apply.terminationStatus, 0, patch)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent(name)), Data(result.output))
    }

    func testAdjacentChangesFormOneBlockAndSeparatedOnesTwo() {
        let source = SourceLines(Array("a\nb\nc\nd\n".utf8))
        let edits = [
            Edit(range: 0..<1, replacement: "A", ruleID: "offset"),
            Edit(range: 2..<3, replacement: "B", ruleID: "offset"),
            Edit(range: 6..<7, replacement: "D", ruleID: "transition"),
        ]
        let blocks = ChangeBlock.blocks(of: edits, in: source)
        XCTAssertEqual(blocks.map(\.oldStart), [0, 3])
        XCTAssertEqual(blocks.map(\.edits.count), [2, 1])
        XCTAssertEqual(String(decoding: blocks[0].oldLines.joined(), as: UTF8.self), "a\nb\n")
        XCTAssertEqual(String(decoding: blocks[0].newLines.joined(), as: UTF8.self), "A\nB\n")
    }
}

/// `SourceLines` decodes each line when asked; the lines must be those of the whole text cut
/// after each line feed (as it was decoded once before), whatever the characters and endings.
final class SourceLinesTests: XCTestCase {
    func testLinesDecodedOneByOneMatchTheWholeText() {
        let texts = ["", "a", "a\n", "a\nb", "a\r\nb\r\n", "\n\n", "é\n🙂 x\ne\u{301}\n", "line\rwith cr\nend", "日本語\n\u{FEFF}bom\n", "no newline 🙂"]
        for text in texts {
            let lines = SourceLines(Array(text.utf8)).lines
            var expected: [Substring] = []
            var start = text.startIndex
            var index = text.utf8.startIndex
            while index != text.utf8.endIndex {
                let next = text.utf8.index(after: index)
                if text.utf8[index] == UInt8(ascii: "\n") { expected.append(text[start..<next]); start = next }
                index = next
            }
            if start != text.endIndex { expected.append(text[start...]) }
            XCTAssertEqual(lines.map(String.init), expected.map(String.init), text.debugDescription)
        }
    }
}

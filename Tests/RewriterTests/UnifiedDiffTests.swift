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
        XCTAssertEqual(blocks[0].oldLines.joined(), "a\nb\n")
        XCTAssertEqual(blocks[0].newLines.joined(), "A\nB\n")
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

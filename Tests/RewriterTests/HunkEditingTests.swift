import XCTest
@testable import Rewriter

/// Reading a hunk back from the editor (`e`).
final class HunkEditingTests: XCTestCase {
    private let source = SourceLines(Array("a\nb\nc\nd\ne\n".utf8))

    /// The hunk replacing line `c` by `C`.
    private var hunk: UnifiedDiff.Hunk {
        let blocks = ChangeBlock.blocks(of: [Edit(range: 4..<5, replacement: "C", ruleID: "offset")], in: source)
        return UnifiedDiff.hunk(of: blocks, in: source)
    }

    private func outcome(_ text: String) -> Result<HunkEditing.Outcome, HunkEditing.Refusal> {
        HunkEditing.outcome(of: Array(text.utf8), hunk: hunk, source: source)
    }

    func testTheEditorTextRoundTrips() {
        let text = HunkEditing.editorText(for: hunk, path: "X.swift")
        XCTAssertTrue(text.hasPrefix("# Manual hunk edit mode for X.swift"), text)
        XCTAssertEqual(try outcome(text).get(), .replace(range: 4..<5, replacement: Array("C".utf8)))
    }

    func testAChangedAddedLineIsTheSmallestReplacement() {
        XCTAssertEqual(try outcome(" a\n b\n-c\n+cc!\n d\n e\n").get(), .replace(range: 5..<5, replacement: Array("c!".utf8)))
    }

    func testAnEmptyLineIsContextAndCommentsAreDropped() {
        let blank = SourceLines(Array("a\n\nc\n".utf8))
        let blocks = ChangeBlock.blocks(of: [Edit(range: 3..<4, replacement: "C", ruleID: "offset")], in: blank)
        let result = HunkEditing.outcome(of: Array("# note\n a\n\n-c\n+C\n".utf8), hunk: UnifiedDiff.hunk(of: blocks, in: blank), source: blank)
        XCTAssertEqual(try result.get(), .replace(range: 3..<4, replacement: Array("C".utf8)))
    }

    func testRefusals() {
        XCTAssertEqual(outcome("# all gone\n"), .failure(HunkEditing.Refusal(message: "the edited hunk is empty, so the edit was aborted")))
        XCTAssertEqual(outcome(" a\n B\n-c\n+C\n d\n e\n"), .failure(HunkEditing.Refusal(
            message: "the edited hunk does not apply: its ' ' and '-' lines must stay as they are in the file (they differ at line 2)")))
        XCTAssertEqual(outcome(" a\n b\n*c\n"), .failure(HunkEditing.Refusal(
            message: "line 3 of the edited hunk starts with '*'; each line must start with ' ', '-', '+' or '#'")))
        XCTAssertEqual(try outcome(" a\n b\n c\n d\n e\n").get(), .noChange)
    }

    func testNoNewlineAtEndOfFile() {
        let last = SourceLines(Array("a\nb".utf8))
        let blocks = ChangeBlock.blocks(of: [Edit(range: 2..<3, replacement: "B", ruleID: "offset")], in: last)
        let shown = UnifiedDiff.hunk(of: blocks, in: last)
        XCTAssertEqual(shown.lines.joined(), " a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n")
        let result = HunkEditing.outcome(of: Array((" a\n-b\n\\ No newline at end of file\n+X\n\\ No newline at end of file\n").utf8),
                                         hunk: shown, source: last)
        XCTAssertEqual(try result.get(), .replace(range: 2..<3, replacement: Array("X".utf8)))
    }

    func testOverlaps() {
        XCTAssertTrue(HunkEditing.overlaps(3..<3, 2..<5))
        XCTAssertFalse(HunkEditing.overlaps(2..<2, 2..<5))
        XCTAssertFalse(HunkEditing.overlaps(5..<5, 2..<5))
        XCTAssertTrue(HunkEditing.overlaps(2..<4, 3..<6))
        XCTAssertFalse(HunkEditing.overlaps(2..<3, 3..<6))
    }

    func testTheEditorIsVisualThenEditorThenVi() {
        XCTAssertEqual(EditorLauncher.command(in: ["VISUAL": "code --wait", "EDITOR": "nano"]), "code --wait")
        XCTAssertEqual(EditorLauncher.command(in: ["VISUAL": " ", "EDITOR": "nano"]), "nano")
        XCTAssertEqual(EditorLauncher.command(in: [:]), "vi")
    }
}

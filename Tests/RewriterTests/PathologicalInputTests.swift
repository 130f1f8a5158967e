import Foundation
import Rewriter
import XCTest

/// Shapes that once made the engine quadratic, and inputs at the edges (issue 9). No test here
/// is timed. The sizes are kept small for the debug build of `swift test`;
/// `MOTIONFIX_PATHOLOGICAL_SCALE=10` multiplies them (a quadratic pass then runs for hours).
final class PathologicalInputTests: XCTestCase {
    private var scale: Int { ProcessInfo.processInfo.environment["MOTIONFIX_PATHOLOGICAL_SCALE"].flatMap(Int.init) ?? 1 }

    private func run(_ source: String) -> FileResult {
        Engine().run([SourceInput(path: "P.swift", bytes: Array(source.utf8))])[0]
    }

    func testManySitesInOneBody() {
        var lines = ["import SwiftUI", "struct Big: View {", "    @State private var shown = false", "    var body: some View {", "        VStack {"]
        for index in 0..<(1_500 * scale) { lines.append("            Text(\"\(index)\").offset(y: shown ? 0 : \(index % 50 + 1))") }
        lines += ["        }", "        .onAppear { shown = true }", "    }", "}"]
        let result = run(lines.joined(separator: "\n") + "\n")
        XCTAssertNil(result.error)
        XCTAssertEqual(result.editSet.edits.count, 2 * 1_500 * scale + 1, "every offset gated (two edits each), plus the property")
        XCTAssertEqual(AuditReport(results: [result]).items.count, 1_500 * scale, "the audit's report: one item per site")
    }

    func testManySmallViewsInOneFile() {
        var lines = ["import SwiftUI"]
        for index in 0..<(1_000 * scale) {
            lines.append("struct V\(index): View {\n    @State private var on = false\n    var body: some View { Text(\"x\").scaleEffect(on ? 1 : 0.9).onAppear { on = true } }\n}")
        }
        let result = run(lines.joined(separator: "\n") + "\n")
        XCTAssertNil(result.error)
        XCTAssertEqual(result.editSet.edits.count, 3 * 1_000 * scale, "a gate (two edits) and a property per view")
    }

    func testOneLongLine() {
        let body = (0..<(1_000 * scale)).map { "Text(\"\($0)\").offset(y: shown ? 0 : 4)" }.joined(separator: "; ")
        let result = run("import SwiftUI\nstruct L: View { @State private var shown = false; var body: some View { Group { \(body) }.onAppear { shown = true } } }")
        XCTAssertNil(result.error)
        XCTAssertEqual(result.editSet.edits.count, 2 * 1_000 * scale + 1)
        XCTAssertEqual(AuditReport(results: [result]).items.count, 1_000 * scale, "the audit's report: one item per site")
    }

    /// 10,000 levels of parentheses and of blocks (issue 9), and a motion site under 10,000
    /// levels of closures in a view's body.
    func testDeepNesting() {
        let depth = 10_000 * scale
        let parens = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        XCTAssertNil(run("let x = \(parens)\n").error)
        let braces = String(repeating: "do {\n", count: depth) + String(repeating: "}\n", count: depth)
        XCTAssertNil(run("func f() {\n\(braces)}\n").error)
        let groups = String(repeating: "Group {\n", count: depth) + "Text(\"deep\").offset(y: shown ? 0 : 4)\n" + String(repeating: "}\n", count: depth)
        let result = run("import SwiftUI\nstruct D: View {\n@State private var shown = false\nvar body: some View {\n\(groups).onAppear { shown = true }\n}\n}\n")
        XCTAssertNil(result.error)
        XCTAssertEqual(result.editSet.edits.count, 3, "the offset gated (two edits), plus the property")
    }

    func testEmptyAndByteOrderMarkOnly() {
        XCTAssertEqual(run("").output, [])
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let result = Engine().run([SourceInput(path: "B.swift", bytes: bom)])[0]
        XCTAssertNil(result.error)
        XCTAssertEqual(result.output, bom)
    }
}

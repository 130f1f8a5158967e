import XCTest
@testable import Rewriter

/// The value-provenance pass: each value is decided from where it comes from, not its spelling.
/// The golden fixtures pin whole files; these tests pin the reason given for each decision.
final class ProvenanceTests: XCTestCase {
    private func findings(_ body: String, members: String) -> [Finding] {
        let source = "import SwiftUI\n\nstruct P: View {\n\(members)\n    var body: some View {\n\(body)\n    }\n}\n"
        return Engine().run([SourceInput(path: "P.swift", bytes: Array(source.utf8))])[0].findings
    }

    private func message(_ body: String, members: String, rule: String = "offset") -> String {
        findings(body, members: members).first { $0.ruleID == rule }?.message ?? "no finding"
    }

    func testTheSameSpellingIsDecidedByWhereTheValueComesFrom() {
        // `open ? 0 : 40` in three views: an entrance, a lasting state, a finger.
        let entrance = message("Text(\"\").offset(y: open ? 0 : 40).onAppear { open = true }", members: "    @State private var open = false")
        XCTAssertTrue(entrance.contains("moves the view ('open' changes when the view appears)"), entrance)
        let lasting = message("Text(\"\").offset(y: open ? 0 : 40).onTapGesture { open.toggle() }", members: "    @State private var open = false")
        XCTAssertTrue(lasting.contains("'open' is a lasting state set by a user action"), lasting)
        let finger = message("Text(\"\").offset(y: open ? 0 : 40).gesture(DragGesture().onChanged { _ in open = true })",
                             members: "    @State private var open = false")
        XCTAssertTrue(finger.contains("follows a finger"), finger)
    }

    func testLayoutSources() {
        XCTAssertTrue(message("ForEach(0..<3) { i in Text(\"\").offset(x: CGFloat(i) * 10) }", members: "").contains("is an element of 'ForEach'"))
        XCTAssertTrue(message("Text(\"\").offset(x: width / 2)", members: "    let width: CGFloat = 200").contains("'width' is a constant"))
        XCTAssertTrue(message("Text(\"\").offset(x: inset)", members: "    @State private var inset: CGFloat = 8").contains("'inset' is never changed"))
        XCTAssertTrue(message("GeometryReader { proxy in Text(\"\").offset(y: proxy.size.height) }", members: "").contains("is a measured size"))
    }

    func testWritesAreFollowedThroughMethodsAndTheirCallers() {
        let members = "    @State private var drag: CGFloat = 0\n    func follow(_ value: DragGesture.Value) { drag = value.translation.height }"
        let text = message("Text(\"\").offset(y: drag).gesture(DragGesture().onChanged(follow))", members: members)
        XCTAssertTrue(text.contains("'drag' is written by a gesture"), text)
    }

    func testAParameterIsWhatItsCallersPass() {
        let source = """
        import SwiftUI
        struct Dot: View {
            let lift: CGFloat
            var body: some View { Circle().offset(y: lift) }
        }
        struct Row: View {
            var body: some View { Dot(lift: 4) }
        }
        """
        let found = Engine().run([SourceInput(path: "R.swift", bytes: Array(source.utf8))])[0].findings
        XCTAssertTrue(found.contains { $0.message.contains("every caller passes a fixed 'lift'") }, found.map(\.message).joined(separator: "\n"))
    }

    func testAnUnfollowedValueIsLeftForAPerson() {
        let found = findings("Text(\"\").offset(y: mystery)", members: "")
        XCTAssertEqual(found.first?.action, .manual)
        XCTAssertTrue(found.first?.message.contains("where 'mystery' comes from could not be followed") == true)
    }
}

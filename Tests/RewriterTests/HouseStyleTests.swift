import XCTest
@testable import Rewriter

/// docs/BEHAVIOUR.md "House style": the inserted property follows how the file (or, when the file shows
/// nothing, the run) writes its property wrappers.
final class HouseStyleTests: XCTestCase {
    private func run(_ files: [(String, String)]) -> [String] {
        Engine().run(files.map { SourceInput(path: $0.0, bytes: Array($0.1.utf8)) }).map { String(decoding: $0.output, as: UTF8.self) }
    }

    private func layout(_ source: String) throws -> WrapperLayout {
        FileStructure(file: try SourceFile(path: "L.swift", bytes: Array(source.utf8))).wrapperLayout
    }

    // `y` rests at 0 once the view has appeared: motion, neutralised.
    private let moving = "    var body: some View {\n        Text(\"\").offset(y: y).onAppear { y = 0 }\n    }\n}\n"
    private let moved = "    var body: some View {\n        Text(\"\").offset(y: reduceMotion ? 0 : y).onAppear { y = 0 }\n    }\n}\n"
    private let oneLine = "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"
    private let twoLines = "    @Environment(\\.accessibilityReduceMotion)\n    private var reduceMotion\n"

    func testVotesCountWrapperDeclarationsOnly() throws {
        let source = """
        struct A: View {
            @Environment(\\.dismiss)
            private var dismiss
            @State
            // a comment between does not matter
            var a = 0
            @AppStorage(
                "key"
            ) var stored = 1
            @Binding var b: Bool
            @available(iOS 17, *)
            @State private var c = 0
            @ViewBuilder
            var content: some View { Text("") }
            @MainActor
            var d: Int { 0 }
            @objc
            var e = 0
            var body: some View { content }
        }
        final class M: ObservableObject {
            @Published
            var f = 0
        }
        """
        // Own line: dismiss, a, f. Same line: stored (the break is inside the arguments), b, c.
        // Not wrappers: @ViewBuilder, @MainActor, @objc, and @available. With arguments: dismiss
        // (own line) and stored (same line).
        XCTAssertEqual(try layout(source), WrapperLayout(ownLine: 3, sameLine: 3, argumentOwnLine: 1, argumentSameLine: 1))
    }

    func testTheFilesMajorityPutsTheAttributeOnItsOwnLine() {
        let source = "struct V: View {\n    @AppStorage(\"k\")\n    private var k = 0\n    @State\n    private var y = 40\n" + moving
        XCTAssertEqual(run([("V.swift", source)])[0], "struct V: View {\n" + twoLines + "    @AppStorage(\"k\")\n    private var k = 0\n    @State\n    private var y = 40\n" + moved)
    }

    /// The property joins the view's `@Environment` properties and is written as they are, even
    /// where one-line `@State`s outvote them.
    func testThePropertyJoinsTheEnvironmentGroupInItsForm() {
        let source = "struct G: View {\n    @Environment(\\.dismiss)\n    private var dismiss\n    @State private var a = 0\n    @State private var y = 40\n" + moving
        XCTAssertEqual(run([("G.swift", source)])[0], "struct G: View {\n    @Environment(\\.dismiss)\n    private var dismiss\n" + twoLines + "    @State private var a = 0\n    @State private var y = 40\n" + moved)
    }

    /// Nested types first: the property goes with the stored properties, above their comments.
    func testNestedTypesFirstPutThePropertyBeforeTheStoredProperties() {
        let source = "struct H: View {\n    enum Mode { case a }\n\n    /// Where it rests.\n    @State private var y = 40\n" + moving
        XCTAssertEqual(run([("H.swift", source)])[0], "struct H: View {\n    enum Mode { case a }\n\n" + oneLine + "    /// Where it rests.\n    @State private var y = 40\n" + moved)
    }

    func testATieOrNoEvidenceKeepsOneLine() {
        let tie = "struct T: View {\n    @State\n    private var k = 0\n    @State private var y = 40\n" + moving
        XCTAssertEqual(run([("T.swift", tie)])[0], "struct T: View {\n" + oneLine + "    @State\n    private var k = 0\n    @State private var y = 40\n" + moved)
        let none = "struct N: View {\n" + moving
        XCTAssertEqual(run([("N.swift", none)])[0], "struct N: View {\n" + oneLine + moved)
    }

    func testTheRunDecidesForAFileWithoutEvidenceAndTheFileWinsOverTheRun() {
        let evidence = "struct E {\n    @Binding\n    var a: Int\n    @Binding\n    var b: Int\n}\n"
        let silent = "struct S: View {\n" + moving
        let own = "struct O: View {\n    @State var y = 40\n" + moving
        let outputs = run([("E.swift", evidence), ("S.swift", silent), ("O.swift", own)])
        XCTAssertEqual(outputs[1], "struct S: View {\n" + twoLines + moved)
        XCTAssertEqual(outputs[2], "struct O: View {\n" + oneLine + "    @State var y = 40\n" + moved)
        // The run's tie keeps one line.
        let tied = run([("E.swift", evidence), ("S.swift", silent), ("O.swift", own), ("P.swift", "struct P {\n    @State var q = 0\n}\n")])
        XCTAssertEqual(tied[1], "struct S: View {\n" + oneLine + moved)
    }

    func testTwoLinesKeepCRLFTabsOneLineBodiesEmptyBodiesAndInternalAccess() {
        let crlf = "struct C: View {\r\n\t@State\r\n\tvar x = 40\r\n\tvar body: some View {\r\n\t\tText(\"\").offset(x: x).onAppear { x = 0 }\r\n\t}\r\n}\r\n"
        XCTAssertEqual(run([("C.swift", crlf)])[0],
                       "struct C: View {\r\n\t@Environment(\\.accessibilityReduceMotion)\r\n\tprivate var reduceMotion\r\n\t@State\r\n\tvar x = 40\r\n" +
                       "\tvar body: some View {\r\n\t\tText(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 }\r\n\t}\r\n}\r\n")
        let evidence = "struct E {\n    @Binding\n    var a: Int\n}\n"
        let bodies = "struct O: View { var body: some View { Text(\"\").offset(x: x).onAppear { x = 0 } } }\nstruct Z {}\nextension Z: View {\n    var body: some View { Text(\"\").offset(x: x).onAppear { x = 0 } }\n}\n"
        XCTAssertEqual(run([("E.swift", evidence), ("B.swift", bodies)])[1],
                       "struct O: View {\n    @Environment(\\.accessibilityReduceMotion)\n    private var reduceMotion\n    var body: some View { Text(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 } } }\n" +
                       "struct Z {\n    @Environment(\\.accessibilityReduceMotion)\n    private var reduceMotion\n}\n" +
                       "extension Z: View {\n    var body: some View { Text(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 } }\n}\n")
        let host = "struct H: View {\n    @Binding\n    var on: Bool\n    var body: some View { badge.onAppear { on = false } }\n}\n"
        let other = "extension H {\n    var badge: some View { Circle().scaleEffect(on ? 1.2 : 1) }\n}\n"
        XCTAssertEqual(run([("H.swift", host), ("H+Badge.swift", other)])[0],
                       "struct H: View {\n    @Environment(\\.accessibilityReduceMotion)\n    var reduceMotion\n    @Binding\n    var on: Bool\n    var body: some View { badge.onAppear { on = false } }\n}\n")
    }

    func testASecondRunOverTheTwoLineFormChangesNothing() {
        let source = "struct V: View {\n    @State\n    private var y = 40\n" + moving
        let once = run([("V.swift", source)])[0]
        XCTAssertTrue(once.contains(twoLines), once)
        XCTAssertEqual(run([("V.swift", once)])[0], once)
    }

    func testABlankLineAfterTheBraceStaysBeforeTheProperty() {
        XCTAssertEqual(run([("B.swift", "struct B: View {\n\n" + moving)])[0], "struct B: View {\n\n" + oneLine + moved)
        // Several blank lines (one with spaces) all stay; CRLF and tabs too.
        XCTAssertEqual(run([("S.swift", "struct S: View {\r\n\t \r\n\r\n\tvar body: some View { Text(\"\").offset(x: x).onAppear { x = 0 } }\r\n}\r\n")])[0],
                       "struct S: View {\r\n\t \r\n\r\n\t@Environment(\\.accessibilityReduceMotion) private var reduceMotion\r\n" +
                       "\tvar body: some View { Text(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 } }\r\n}\r\n")
        // A body of blank lines only: the property goes before the closing brace, one level in.
        XCTAssertEqual(run([("E.swift", "struct E {\n\n}\nextension E: View {\n    var body: some View { Text(\"\").offset(x: x).onAppear { x = 0 } }\n}\n")])[0],
                       "struct E {\n\n" + oneLine + "}\nextension E: View {\n    var body: some View { Text(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 } }\n}\n")
        // A comment line first is not blank: the property goes above it (it may document the first member).
        XCTAssertEqual(run([("C.swift", "struct C: View {\n    // the body\n" + moving)])[0], "struct C: View {\n" + oneLine + "    // the body\n" + moved)
        // A section header first: the property joins that section, under the header.
        XCTAssertEqual(run([("M.swift", "struct M: View {\n    // MARK: - Properties\n" + moving)])[0], "struct M: View {\n    // MARK: - Properties\n" + oneLine + moved)
    }

    /// Wrappers with arguments decide over plain ones: the inserted property is one, and
    /// SwiftLint's `attributes` rule puts those on a line of their own.
    func testWrappersWithArgumentsDecide() {
        let source = "struct W: View {\n    @AppStorage(\"k\")\n    private var k = 0\n    @State private var a = 0\n    @State private var y = 40\n" + moving
        XCTAssertEqual(run([("W.swift", source)])[0], "struct W: View {\n" + twoLines + "    @AppStorage(\"k\")\n    private var k = 0\n    @State private var a = 0\n    @State private var y = 40\n" + moved)
    }
}

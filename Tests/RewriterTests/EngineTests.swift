import XCTest
@testable import Rewriter

final class EngineTests: XCTestCase {
    private func run(_ files: [(String, String)]) -> [FileResult] {
        Engine().run(files.map { SourceInput(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    private func output(_ result: FileResult) -> String { String(decoding: result.output, as: UTF8.self) }

    /// Test code shows nothing to a person: a view built in a test, or a coordinator started with
    /// `animated: true` there, is neither rewritten nor reported.
    func testTestCodeIsLeftAlone() {
        let view = "struct Probe: View {\n    @State var on = false\n    var body: some View { Text(\"a\").offset(y: on ? 0 : 40).onAppear { on = true } }\n}\n"
        for framework in ["XCTest", "Testing"] {
            let source = "import SwiftUI\nimport \(framework)\n\n" + view + "func testStart() { coordinator.start(animated: true) }\n"
            let result = Engine().run([SourceInput(path: "ProbeTests.swift", bytes: Array(source.utf8))])[0]
            XCTAssertFalse(result.isChanged, framework)
            XCTAssertTrue(result.findings.isEmpty, "\(framework): \(result.findings.map(\.message))")
        }
        let app = Engine().run([SourceInput(path: "Probe.swift", bytes: Array(("import SwiftUI\n\n" + view).utf8))])[0]
        XCTAssertTrue(app.isChanged, "the same view in the app is fixed")
    }

    func testPropertyGoesIntoThePrimaryDeclarationInAnotherFile() {
        let results = run([
            ("Host.swift", "import SwiftUI\n\nstruct Host: View {\n    var body: some View { badge.onAppear { pop = false } }\n}\n"),
            ("Host+Badge.swift", "import SwiftUI\n\nextension Host {\n    var badge: some View { Circle().scaleEffect(pop ? 1.2 : 1) }\n}\n"),
        ])
        // Internal, not private: the extension in the other file must be able to read it.
        XCTAssertEqual(output(results[0]), "import SwiftUI\n\nstruct Host: View {\n    @Environment(\\.accessibilityReduceMotion) var reduceMotion\n    var body: some View { badge.onAppear { pop = false } }\n}\n")
        XCTAssertEqual(output(results[1]), "import SwiftUI\n\nextension Host {\n    var badge: some View { Circle().scaleEffect(reduceMotion ? 1 : (pop ? 1.2 : 1)) }\n}\n")
        XCTAssertEqual(results[1].editSet.edits.first?.hostKey, "Host.swift:Host")
    }

    func testAPausedTimelineThatDrawsPartOfAShapeIsFlaggedForReview() {
        let spinner = "import SwiftUI\n\nstruct Spinner: View {\n    var body: some View {\n        TimelineView(.animation) { context in\n            Circle().trim(from: 0.1, to: 0.7)\n        }\n    }\n}\n"
        let waves = "import SwiftUI\n\nstruct Waves: View {\n    var body: some View {\n        TimelineView(.animation) { context in\n            Circle().opacity(0.5)\n        }\n    }\n}\n"
        let results = run([("Spinner.swift", spinner), ("Waves.swift", waves)])
        // Paused, a spinner keeps a partial arc, which may read as progress.
        XCTAssertEqual(results[0].findings.filter { $0.ruleID == "timeline-view" }.map(\.action), [.review])
        XCTAssertEqual(results[1].findings.filter { $0.ruleID == "timeline-view" }.map(\.action), [.fixed])
        XCTAssertTrue(output(results[0]).contains("TimelineView(.animation(paused: reduceMotion))"))
    }

    func testConformanceThroughExtensionAndRefiningProtocol() {
        let results = run([
            ("A.swift", "protocol Screen: View {}\nstruct Feed: Screen {\n    var body: some View { Text(\"\").offset(y: y).onAppear { y = 0 } }\n}\nstruct Plain {\n    var body: some View { Text(\"\").offset(y: y).onAppear { y = 0 } }\n}\nextension Plain: View {}\n"),
        ])
        let text = output(results[0])
        XCTAssertTrue(text.contains("struct Feed: Screen {\n    @Environment"), text)
        XCTAssertTrue(text.contains("struct Plain {\n    @Environment"), text)
    }

    func testOneLineBodyIsBrokenOpenAndCRLFAndTabsAreKept() {
        let crlf = run([("C.swift", "struct C: View {\r\n\tvar body: some View {\r\n\t\tText(\"\").offset(x: x).onAppear { x = 0 }\r\n\t}\r\n}\r\n")])[0]
        XCTAssertEqual(output(crlf), "struct C: View {\r\n\t@Environment(\\.accessibilityReduceMotion) private var reduceMotion\r\n\tvar body: some View {\r\n\t\tText(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 }\r\n\t}\r\n}\r\n")
        let oneLine = run([("O.swift", "struct O: View { var body: some View { Text(\"\").offset(x: x).onAppear { x = 0 } } }")])[0]
        XCTAssertEqual(output(oneLine), "struct O: View {\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n    var body: some View { Text(\"\").offset(x: reduceMotion ? 0 : x).onAppear { x = 0 } } }")
    }

    func testConditionsThatAlreadyTestReduceMotion() {
        let source = """
        struct G: View {
            @Environment(\\.accessibilityReduceMotion) var rm
            var body: some View {
                if !rm {
                    Text("").offset(x: x)
                } else {
                    Text("").offset(x: x)
                }
            }
            func go() {
                guard !UIAccessibility.isReduceMotionEnabled else { return }
                withAnimation(.spring()) { x = 1 }
            }
        }
        """
        let result = run([("G.swift", source)])[0]
        XCTAssertEqual(output(result), source)
        XCTAssertEqual(result.findings.filter { $0.action == .handled }.count, 3)
    }

    func testAnEarlierIfDoesNotGuardTheNextStatement() {
        let source = "struct E: View {\n    @Environment(\\.accessibilityReduceMotion) var rm\n    var body: some View {\n        if rm { Text(\"a\") }\n        Button(\"b\") { withAnimation(.spring()) { open.toggle() } }.frame(height: open ? 80 : 40)\n    }\n}\n"
        let text = output(run([("E.swift", source)])[0])
        XCTAssertTrue(text.contains("withAnimation(rm ? nil : .spring())"), text)
    }

    func testModifierChainBrokenByIfConfig() {
        let source = "struct H: View {\n    var body: some View {\n        Text(\"\")\n        #if os(iOS)\n            .offset(y: lift)\n        #endif\n            .onAppear { lift = 0 }\n    }\n}\n"
        let text = output(run([("H.swift", source)])[0])
        XCTAssertTrue(text.contains(".offset(y: reduceMotion ? 0 : lift)"), text)
    }

    func testNoHostSitesAreManualAndUnchanged() {
        let source = "final class Model: ObservableObject {\n    func go() { withAnimation(.spring()) { } }\n}\nextension View {\n    func lift(_ on: Bool) -> some View { offset(y: on ? -4 : 0) }\n}\nstruct P_Previews: PreviewProvider {\n    static var previews: some View { Text(\"\").offset(y: y) }\n}\n"
        let result = run([("M.swift", source)])[0]
        XCTAssertEqual(output(result), source)
        XCTAssertEqual(result.findings.filter { $0.action == .manual }.map(\.line), [2, 5])
    }

    func testAnimatorViewsAreReportedOnceAndTheirContentIsNeverRewritten() {
        let source = """
        struct A: View {
            var body: some View {
                PhaseAnimator([0.0, 1.0]) { phase in
                    Text("").offset(y: phase * -6).animation(.spring(), value: phase)
                } animation: { _ in .bouncy }
                SwiftUI.PhaseAnimator([0.0, 1.0], content: { phase in Text("").scaleEffect(1 + phase) })
                KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                    Text("").scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.2, duration: 0.2)
                }
            }
        }
        extension A {
            func PhaseAnimator(_ phases: [Double]) -> some View { Text("").offset(y: lift).onAppear { lift = 0 } }
        }
        """
        let result = run([("A.swift", source)])[0]
        // The phase animators keep their first phase; their content, and the keyframe animator's,
        // is never rewritten; the offset in the helper that merely shares the name is.
        XCTAssertEqual(output(result), source.replacingOccurrences(of: "offset(y: lift)", with: "offset(y: reduceMotion ? 0 : lift)")
            .replacingOccurrences(of: "PhaseAnimator([0.0, 1.0]", with: "PhaseAnimator(reduceMotion ? [0.0] : [0.0, 1.0]")
            .replacingOccurrences(of: "struct A: View {\n", with: "struct A: View {\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"))
        let reported = result.findings.filter { $0.ruleID != "offset" && $0.ruleID != "environment-property" }
        XCTAssertEqual(reported.map(\.line), [3, 6, 7], reported.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(reported.prefix(2).allSatisfy { $0.ruleID == "phase-animator" && $0.action == .review })
        XCTAssertTrue(reported.last.map { $0.ruleID == "manual-motion" && $0.action == .manual && $0.suggestion != nil } == true)
        XCTAssertEqual(reported.last?.message, "'KeyframeAnimator' plays its keyframes when its trigger changes")
    }

    func testAnAnimationChosenByATernaryIsWhatItsBranchesAre() {
        let source = """
        enum Motion {
            static let pop = Animation.spring(response: 0.3)
            static let loop = Animation.linear.repeatForever()
        }
        struct T: View {
            let model: Model?
            let custom: Animation
            var body: some View {
                Text("a").animation(model?.isOn == true ? Motion.pop : nil, value: tick)
                Text("b").animation(fast ? .spring() : Motion.loop, value: tick)
                Text("c").animation(fast ? .easeIn : slow ? Motion.pop : nil, value: tick)
                Text("d").animation(fast ? custom : .easeOut, value: tick)
                Text("e").animation(fast ? .easeIn : (slow ? .easeOut : nil), value: tick)
            }
        }
        """
        let result = run([("T.swift", source)])[0]
        let text = output(result)
        // `tick` is not declared: what the springs animate is not known, so they are left for a person.
        XCTAssertTrue(text.contains("animation(model?.isOn == true ? Motion.pop : nil, value: tick)"), text)
        XCTAssertTrue(text.contains("animation(reduceMotion ? nil : (fast ? .spring() : Motion.loop), value: tick)"), text)
        XCTAssertTrue(text.contains("animation(fast ? .easeIn : slow ? Motion.pop : nil, value: tick)"), text)
        XCTAssertTrue(text.contains("animation(fast ? custom : .easeOut, value: tick)"), text)
        XCTAssertTrue(text.contains("animation(fast ? .easeIn : (slow ? .easeOut : nil), value: tick)"), text)
        // A branch that cannot be resolved is left for review, like a bare name; so are the springs above.
        XCTAssertEqual(result.findings.filter { $0.action == .manual }.map(\.line), [9, 11, 12])
    }

    func testBrokenFileIsReportedAndUntouched() {
        let results = run([("Bad.swift", "struct B: View {\n    var s = \"open\n}\n"), ("Good.swift", "struct Q: View { var body: some View { Text(\"\").offset(x: x).onAppear { x = 0 } } }\n")])
        XCTAssertEqual(results[0].error?.description, "Bad.swift:2:13: error: unterminated string literal; add the closing '\"'")
        XCTAssertEqual(results[0].output, results[0].original)
        XCTAssertTrue(results[1].isChanged)
    }

    func testEditSetRejectsOverlapsAndKeepsInsertionOrder() throws {
        XCTAssertThrowsError(try EditSet([Edit(range: 0..<4, replacement: "x", ruleID: "a"), Edit(range: 2..<6, replacement: "y", ruleID: "b")]))
        let set = try EditSet([Edit(range: 3..<3, replacement: ")", ruleID: "a"), Edit(range: 0..<0, replacement: "(", ruleID: "a"), Edit(range: 3..<3, replacement: "!", ruleID: "b")])
        XCTAssertEqual(String(decoding: set.apply(to: Array("abc".utf8)), as: UTF8.self), "(abc)!")
    }
}

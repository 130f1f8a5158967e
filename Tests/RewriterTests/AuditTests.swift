import Foundation
@testable import Rewriter
import XCTest

/// `motionfix audit`: one site finder shared with the fixer, the audit-after-fix property, and
/// severity and category for every row of docs/BEHAVIOUR.md §5 (docs/AUDIT.md).
final class AuditTests: XCTestCase {
    /// One engine run over every file of `Fixtures/Before`, as the golden test runs it.
    static func fixtureRun() throws -> [FileResult] {
        let root = Fixtures.beforeRoot
        let inputs = try Fixtures.files(under: Fixtures.before).map { relative in
            SourceInput(path: root + "/" + relative, bytes: try XCTUnwrap(Fixtures.read(Fixtures.before, relative)))
        }
        return Engine().run(inputs)
    }

    // MARK: - One site finder

    /// Every finding is assessed, and its reason fits its action: a site left alone names why
    /// (a reason the audit groups, never the generic `fixed` or `manual`), a fixed one is `fixed`,
    /// one left for a person has a reason of that kind.
    func testEveryFindingIsAssessedAndItsReasonFitsItsAction() throws {
        for result in try Self.fixtureRun() {
            for finding in result.findings {
                let place = "\(finding.path):\(finding.line):\(finding.column) [\(finding.ruleID)] \(finding.reason.rawValue): \(finding.message)"
                XCTAssertNotNil(finding.assessment, place)
                XCTAssertNotEqual(finding.assessment?.basis, "the site could not be located again", place)
                let group = AuditAssessor.Reason(finding.reason)
                switch finding.action {
                case .handled: XCTAssertNotEqual(group, .notHandled, "a site left alone without a specific reason: \(place)")
                case .fixed, .review: XCTAssertEqual(finding.reason, .fixed, place)
                case .manual:
                    XCTAssertEqual(group, .notHandled, place)
                    XCTAssertNotEqual(finding.reason, .fixed, place)
                }
            }
        }
    }

    /// A site the audit calls `auto` or `review` is exactly one the fixer changes: every such
    /// finding has an edit of its rule on its line, and every edit (but the property) has one.
    func testAutoAndReviewSitesAreExactlyTheSitesTheFixerEdits() throws {
        for result in try Self.fixtureRun() where result.error == nil {
            let report = AuditReport(results: [result])
            let audited = Set(report.items.filter { $0.action == .auto || $0.action == .review }.map { "\($0.ruleID)@\($0.line)" })
            var edited: Set<String> = []
            for edit in result.editSet.edits where edit.ruleID != RuleCatalog.environmentPropertyID {
                let line = UTF8Check.location(of: edit.range.lowerBound, in: result.original).line
                // An edit belongs to the site that starts on its line or, for a value broken over
                // lines, to the nearest site of its rule above it.
                let candidates = report.items.filter { $0.ruleID == edit.ruleID && $0.line <= line }.map(\.line)
                edited.insert("\(edit.ruleID)@\(candidates.max() ?? line)")
            }
            XCTAssertEqual(audited, edited, result.path)
            let editsSites = result.editSet.edits.contains { $0.ruleID != RuleCatalog.environmentPropertyID }
            XCTAssertEqual(report.items.contains { $0.action == .auto || $0.action == .review }, editsSites, result.path)
        }
    }

    /// After motionfix runs, a new audit shows every site it fixed as respecting Reduce Motion
    /// (by reading the setting), with the same severity and category as before.
    func testAfterTheFixerRunsEveryFixedSiteRespectsReduceMotion() throws {
        let first = try Self.fixtureRun()
        let second = Engine().run(first.map { SourceInput(path: $0.path, bytes: $0.output) })
        var checked = 0
        for (before, after) in zip(first, second) where before.error == nil {
            let afterItems = AuditReport(results: [after]).items
            for item in AuditReport(results: [before]).items where item.action == .auto || item.action == .review {
                let offset = before.original.offset(line: item.line, column: item.column)
                let moved = Self.map(offset, through: before.editSet.edits)
                let (line, column) = UTF8Check.location(of: moved, in: after.original)
                let place = "\(item.path):\(item.line):\(item.column) [\(item.ruleID)] → \(line):\(column)"
                guard let again = afterItems.first(where: { $0.line == line && $0.column == column && $0.ruleID == item.ruleID }) else {
                    XCTFail("no finding after the fix at \(place)")
                    continue
                }
                XCTAssertTrue(again.respectsReduceMotion, "\(place): \(again.message)")
                XCTAssertTrue(again.readsReduceMotion, "\(place): a fixed site reads the setting: \(again.message)")
                XCTAssertEqual(again.action, .none, place)
                XCTAssertEqual(again.severity, item.severity, "\(place): severity changed by the fix (\(item.severityReason) → \(again.severityReason))")
                XCTAssertEqual(again.category, item.category, place)
                checked += 1
            }
            // Nothing new to do: no site becomes auto or review after the fix.
            XCTAssertFalse(afterItems.contains { $0.action == .auto || $0.action == .review }, after.path)
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Where a byte offset of the original lands once the edits are applied.
    static func map(_ offset: Int, through edits: [Edit]) -> Int {
        var shift = 0
        for edit in edits where edit.range.upperBound <= offset { shift += edit.replacement.count - edit.range.count }
        return offset + shift
    }

    // MARK: - Severity and category (docs/BEHAVIOUR.md §5)

    /// The audit items of a view whose body is `body`, with `members` before it.
    private func audit(_ body: String, members: String = "", extra: String = "") -> [AuditReport.Item] {
        let source = "import SwiftUI\n\nstruct V: View {\n\(members)\n    var body: some View {\n        \(body)\n    }\n}\n\(extra)"
        let result = Engine().run([SourceInput(path: "V.swift", bytes: Array(source.utf8))])[0]
        XCTAssertNil(result.error)
        return AuditReport(results: [result]).items
    }

    private func item(_ items: [AuditReport.Item], _ api: String, file: StaticString = #filePath, line: UInt = #line) -> AuditReport.Item? {
        let found = items.first { $0.api == api }
        XCTAssertNotNil(found, "no \(api) in \(items.map(\.api))", file: file, line: line)
        return found
    }

    func testCriticalContinuousMotion() {
        let loop = audit("Image(systemName: \"gear\").rotationEffect(.degrees(spin ? 360 : 0)).onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spin = true } }",
                         members: "    @State private var spin = false")
        XCTAssertEqual(item(loop, ".rotationEffect")?.severity, .critical)
        XCTAssertEqual(item(loop, ".rotationEffect")?.category, .continuous)
        XCTAssertEqual(item(loop, "withAnimation")?.severity, .critical)
        XCTAssertEqual(item(loop, "withAnimation")?.action, .auto)
        let timeline = audit("TimelineView(.animation) { context in Text(\"\\(context.date)\") }")
        XCTAssertEqual(item(timeline, "TimelineView(.animation)")?.severity, .critical)
        XCTAssertEqual(item(timeline, "TimelineView(.animation)")?.category, .continuous)
        let animator = audit("PhaseAnimator([0.0, 1.0]) { phase in Text(\"\").offset(y: phase * 4) }")
        XCTAssertEqual(item(animator, "PhaseAnimator")?.severity, .critical)
        // Kept at its first phase, for a person to check (it has no phase known to be at rest).
        XCTAssertEqual(item(animator, "PhaseAnimator")?.action, .review)
    }

    func testHighSpringsDrivingLayoutSeveralMovementsLargeMovementsAndDirectionalSlides() {
        let spring = audit("Button(\"More\") { withAnimation(.spring()) { expanded.toggle() } }.frame(height: expanded ? 200 : 80)",
                           members: "    @State private var expanded = false")
        XCTAssertEqual(item(spring, "withAnimation")?.severity, .high)
        XCTAssertEqual(item(spring, "withAnimation")?.category, .transition)
        let several = audit("Text(\"\").offset(y: shown ? 0 : 20).scaleEffect(shown ? 1 : 0.9).rotationEffect(.degrees(shown ? 0 : 8)).onAppear { shown = true }",
                            members: "    @State private var shown = false")
        for api in [".offset", ".scaleEffect", ".rotationEffect"] {
            XCTAssertEqual(item(several, api)?.severity, .high, api)
            XCTAssertEqual(item(several, api)?.category, .entrance, api)
        }
        let large = audit("Text(\"\").offset(x: shown ? 0 : 300).onAppear { shown = true }", members: "    @State private var shown = false")
        XCTAssertEqual(item(large, ".offset")?.severity, .high)
        let slide = audit("if shown { Text(\"\").transition(.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))) }",
                          members: "    @State private var shown = false")
        XCTAssertEqual(item(slide, ".transition")?.severity, .high)
        XCTAssertEqual(item(slide, ".transition")?.category, .transition)
    }

    func testMediumOneMovementOnOneAxisAndMovementWithAFade() {
        let slideUp = audit("Text(\"\").offset(y: shown ? 0 : 30).onAppear { shown = true }", members: "    @State private var shown = false")
        XCTAssertEqual(item(slideUp, ".offset")?.severity, .medium)
        XCTAssertEqual(item(slideUp, ".offset")?.category, .entrance)
        XCTAssertEqual(item(slideUp, ".offset")?.action, .auto)
        let move = audit("if shown { Text(\"\").transition(.move(edge: .bottom).combined(with: .opacity)) }", members: "    @State private var shown = false")
        XCTAssertEqual(item(move, ".transition")?.severity, .medium)
        let moderate = audit("Text(\"\").offset(y: shown ? 0 : 30).animation(.snappy, value: shown).onAppear { shown = true }",
                             members: "    @State private var shown = false")
        XCTAssertEqual(item(moderate, ".animation")?.severity, .medium)
    }

    /// An animation whose only driven value its own rule calls layout (a scale only ever set to
    /// its initial value) moves nothing.
    func testAnAnimationOfAValueThatOnlyPlacesTheViewIsNotAMovement() {
        let items = audit("Rectangle().scaleEffect(scale).onAppear { withAnimation(.spring()) { scale = 1 } }", members: "    @State private var scale: CGFloat = 1")
        XCTAssertEqual(item(items, "withAnimation")?.severity, .low)
        XCTAssertEqual(item(items, "withAnimation")?.respectsReduceMotion, true)
    }

    func testLowFadesColourAndTinyScales() {
        let fade = audit("if shown { Text(\"\").transition(.opacity) }", members: "    @State private var shown = false")
        XCTAssertEqual(item(fade, ".transition")?.severity, .low)
        XCTAssertEqual(item(fade, ".transition")?.respectsReduceMotion, true)
        XCTAssertEqual(item(fade, ".transition")?.action, AuditAction.none)
        let colour = audit("Circle().fill(on ? .red : .gray).onTapGesture { withAnimation(.spring()) { on.toggle() } }", members: "    @State private var on = false")
        XCTAssertEqual(item(colour, "withAnimation")?.severity, .low)
        let tiny = audit("Text(\"\").scaleEffect(shown ? 1 : 0.97).onAppear { shown = true }", members: "    @State private var shown = false")
        XCTAssertEqual(item(tiny, ".scaleEffect")?.severity, .low)
    }

    func testNoneAndLayoutAreNotMotion() {
        XCTAssertTrue(audit("Text(\"\").offset(y: -40).scaleEffect(0.8)").isEmpty, "constant layout is not a finding")
        XCTAssertTrue(audit("ForEach(0..<4) { i in Text(\"\").rotationEffect(.degrees(Double(i) * 90)) }").isEmpty, "a ForEach index places")
        XCTAssertTrue(audit("Text(\"\").animation(nil, value: x)").isEmpty)
        XCTAssertTrue(audit("Text(\"\").phaseAnimator([0.0, 1.0]) { content, _ in content }").isEmpty, "its content never reads its phase")
    }

    func testCategoriesFeedbackNavigationDecorative() {
        let press = audit("", members: "", extra: "struct S: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1).animation(.spring(), value: configuration.isPressed)\n    }\n}\n")
        XCTAssertEqual(item(press, ".scaleEffect")?.category, .feedback)
        let drawer = audit("Menu().offset(x: open ? 0 : -260).onTapGesture { withAnimation(.spring()) { open.toggle() } }", members: "    @State private var open = false")
        XCTAssertEqual(item(drawer, ".offset")?.category, .navigation)
        XCTAssertEqual(item(drawer, ".offset")?.action, AuditAction.none, "the value is kept; its animation is fixed")
        XCTAssertEqual(item(drawer, "withAnimation")?.action, .auto)
        let scroll = audit("ScrollViewReader { proxy in Button(\"Top\") { withAnimation { proxy.scrollTo(0) } } }")
        XCTAssertEqual(item(scroll, "withAnimation")?.category, .navigation)
        let scrollEffect = audit("Text(\"\").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }")
        XCTAssertEqual(item(scrollEffect, ".scrollTransition")?.category, .decorative)
        let zoom = audit("Detail().navigationTransition(.zoom(sourceID: 1, in: ns))")
        XCTAssertEqual(item(zoom, ".navigationTransition")?.category, .navigation)
        XCTAssertEqual(item(zoom, ".navigationTransition")?.severity, .high)
    }

    func testAKeptValueRespectsTheSettingOnceItsAnimationDoes() {
        let members = "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n    @State private var open = false"
        let gated = audit("Menu().offset(x: open ? 0 : -260).onTapGesture { withAnimation(reduceMotion ? nil : .spring()) { open.toggle() } }", members: members)
        XCTAssertEqual(item(gated, ".offset")?.respectsReduceMotion, true)
        XCTAssertEqual(item(gated, "withAnimation")?.respectsReduceMotion, true)
        XCTAssertEqual(item(gated, ".offset")?.drivenBy, [7])
    }

    func testAPlainCurveWhoseEffectIsNotFollowedRespectsTheSettingOnceWhatItVisiblyMovesDoes() {
        let members = "    @State private var shown = false"
        let before = audit("Text(\"\").offset(y: shown ? 0 : 30).animation(.easeOut).onAppear { shown = true }", members: members)
        XCTAssertEqual(item(before, ".animation")?.respectsReduceMotion, false)
        XCTAssertEqual(item(before, ".animation")?.action, AuditAction.none, "the fixer gates the offset, not the curve")
        XCTAssertEqual(item(before, ".offset")?.action, .auto)
        let after = audit("Text(\"\").offset(y: reduceMotion ? 0 : (shown ? 0 : 30)).animation(.easeOut).onAppear { shown = true }",
                          members: "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n" + members)
        XCTAssertEqual(item(after, ".animation")?.respectsReduceMotion, true)
        XCTAssertEqual(item(after, ".animation")?.severity, item(before, ".animation")?.severity)
    }

    /// `.animation(A)` without `value:` animates every change of its chain, whatever transaction
    /// made it: a kept offset there moves with the curve, which is turned off; the spring that
    /// toggles the state animates nothing and is left alone; the offset is then left as it is.
    func testAKeptValueWithEveryAnimationDrivingItTurnedOffIsLeftAsItIs() {
        let members = "    @State private var open = false"
        let items = audit("Menu().offset(x: open ? 0 : -260).animation(.easeOut).onTapGesture { withAnimation(.spring()) { open.toggle() } }", members: members)
        XCTAssertEqual(item(items, "withAnimation")?.action, AuditAction.none, "overridden by the chain's .animation")
        XCTAssertEqual(item(items, ".animation")?.action, .auto, "its chain moves the kept offset")
        XCTAssertEqual(item(items, ".offset")?.action, AuditAction.none)
        XCTAssertEqual(item(items, ".offset")?.drivenBy, [6])
    }

    func testUIKitSites() {
        let items = audit("Text(\"\")", extra: """
        final class C: UIViewController {
            func go() {
                UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
                navigationController?.pushViewController(C(), animated: true)
                tableView.scrollToRow(at: path, at: .top, animated: false)
                if !UIAccessibility.isReduceMotionEnabled { UIView.transition(with: view, duration: 0.3, options: .transitionFlipFromLeft, animations: {}) }
            }
        }
        """)
        // A block that only fades, and the system's own push, are left alone.
        XCTAssertEqual(item(items, "UIView.animate")?.action, AuditAction.none)
        XCTAssertEqual(item(items, "UIView.animate")?.severity, .low, "it only fades")
        XCTAssertEqual(item(items, "UIView.animate")?.respectsReduceMotion, true)
        XCTAssertEqual(item(items, ".pushViewController")?.respectsReduceMotion, true)
        XCTAssertEqual(item(items, ".pushViewController")?.category, .navigation)
        XCTAssertEqual(item(items, ".pushViewController")?.action, AuditAction.none)
        XCTAssertNil(items.first { $0.api.hasPrefix(".scrollToRow") }, "animated: false is not motion")
        XCTAssertEqual(item(items, "UIView.transition")?.respectsReduceMotion, true)
        XCTAssertEqual(item(items, "UIView.transition")?.severity, .high)
    }
}

extension Array where Element == UInt8 {
    /// The byte offset of a 1-based line and byte column.
    func offset(line: Int, column: Int) -> Int {
        var current = 1
        var index = 0
        while current < line, index < count {
            if self[index] == UInt8(ascii: "\n") { current += 1 }
            index += 1
        }
        return index + column - 1
    }
}

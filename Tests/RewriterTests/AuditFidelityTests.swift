import Foundation
@testable import Rewriter
import XCTest

/// What the audit says matches what the code does (docs/AUDIT.md): reading the setting is told
/// apart from being safe as it is, a site is rated by the animation that drives it, a run with no
/// motion says so, and once motionfix has run `--strict` fails exactly on the manual work it listed.
final class AuditFidelityTests: XCTestCase {
    /// The audit of `source` (one file) before and after motionfix runs on it.
    private func auditBeforeAndAfterTheFix(_ source: String) -> (before: AuditReport, after: AuditReport) {
        let first = Engine().run([SourceInput(path: "V.swift", bytes: Array(source.utf8))])[0]
        XCTAssertNil(first.error)
        let second = Engine().run([SourceInput(path: "V.swift", bytes: first.output)])[0]
        XCTAssertNil(second.error)
        return (AuditReport(results: [first]), AuditReport(results: [second]))
    }

    private func item(_ report: AuditReport, _ api: String, file: StaticString = #filePath, line: UInt = #line) -> AuditReport.Item? {
        let found = report.items.first { $0.api == api }
        XCTAssertNotNil(found, "no \(api) in \(report.items.map(\.api))", file: file, line: line)
        return found
    }

    // MARK: - Reads the setting, or is safe as it is

    static let slideAndFade = """
    import SwiftUI

    struct Banner: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Text("Saved")
                    .offset(y: shown ? 0 : 40)
                    .animation(.easeOut, value: shown)
                if shown { Text("Done").transition(.opacity) }
            }
            .onAppear { shown = true }
        }
    }

    """

    func testAFixedSiteReadsTheSettingAndAFadeIsSafeWithoutReadingIt() {
        let (before, after) = auditBeforeAndAfterTheFix(Self.slideAndFade)
        XCTAssertEqual(item(before, ".offset")?.readsReduceMotion, false)
        XCTAssertEqual(item(before, ".offset")?.respectsReduceMotion, false)
        XCTAssertEqual(item(before, ".transition")?.respectsReduceMotion, true, "a fade is safe as it is")
        XCTAssertEqual(item(before, ".transition")?.readsReduceMotion, false, "but it does not read the setting")

        XCTAssertEqual(item(after, ".offset")?.readsReduceMotion, true, "the fixer made it read the setting")
        XCTAssertEqual(item(after, ".animation")?.readsReduceMotion, true, "what it moves reads the setting")
        XCTAssertEqual(item(after, ".transition")?.readsReduceMotion, false)
        XCTAssertEqual(item(after, ".transition")?.respectsReduceMotion, true)
        XCTAssertEqual(after.readingCount, 2)
        XCTAssertEqual(after.respectingCount, 3)
    }

    func testTheSummariesSayHowManyReadTheSettingAndHowManyAreSafeAsTheyAre() {
        let (before, after) = auditBeforeAndAfterTheFix(Self.slideAndFade)
        let text = AuditFormat.text.render(after)
        XCTAssertTrue(text.hasPrefix("motionfix audit: 1 file scanned, 1 with motion, 3 motion sites, 3 (100%) respect Reduce Motion: "
                                     + "2 read the setting; 1 is safe as it is (fades, colour)\n"), text)
        XCTAssertTrue(text.contains("  reads     none    .offset: "), text)
        XCTAssertTrue(text.contains("  safe      none    .transition: "), text)
        let markdown = AuditFormat.markdown.render(after)
        XCTAssertTrue(markdown.contains("**3 (100%)** already respect Reduce Motion: 2 read the setting; 1 is safe as it is (fades, colour)."), markdown)
        XCTAssertTrue(markdown.contains("| ✓ reads | none |"), markdown)
        XCTAssertTrue(markdown.contains("| ✓ safe | none |"), markdown)
        // Nothing reads the setting yet: the one site that respects it is a fade.
        XCTAssertTrue(AuditFormat.text.render(before).contains(", 1 (33%) respect Reduce Motion: 0 read the setting; 1 is safe as it is (fades, colour)\n"))
        let json = AuditFormat.json.render(after)
        XCTAssertTrue(json.contains("\"readingReduceMotion\": 2,"), json)
        XCTAssertTrue(json.contains("\"readsReduceMotion\": true,"), json)
    }

    // MARK: - No motion

    func testAnAppWithNoMotionSaysNoMotionWasFound() {
        let source = "import SwiftUI\n\nstruct Still: View {\n    var body: some View { Text(\"Hi\").offset(y: 4).opacity(0.5) }\n}\n"
        let report = AuditReport(results: Engine().run([SourceInput(path: "Still.swift", bytes: Array(source.utf8)),
                                                        SourceInput(path: "Model.swift", bytes: Array("struct Model {}\n".utf8))]))
        XCTAssertEqual(report.siteCount, 0)
        XCTAssertEqual(AuditFormat.text.render(report), "motionfix audit: 2 files scanned, no motion found\n")
        let markdown = AuditFormat.markdown.render(report)
        XCTAssertTrue(markdown.hasPrefix("# Reduce Motion audit\n\n**No motion found** (2 Swift files scanned): nothing moves"), markdown)
        XCTAssertFalse(markdown.contains("already respect"), markdown)
        XCTAssertFalse(markdown.contains("## Severity"), markdown)
    }

    // MARK: - Severity from the driving animation

    static let breathingLoopBesideAnEntrance = """
    import SwiftUI

    struct Welcome: View {
        @State private var isAnimating = false

        var body: some View {
            VStack {
                Circle()
                    .scaleEffect(isAnimating ? 1.2 : 1)
                    .animation(.easeInOut.repeatForever(), value: isAnimating)
                Text("Hello")
                    .offset(y: isAnimating ? 0 : 20)
                    .animation(.smooth.delay(0.4), value: isAnimating)
            }
            .onAppear { isAnimating = true }
        }
    }

    """

    func testASiteIsRatedByTheAnimationThatDrivesItNotByALoopThatSharesItsState() {
        let (before, after) = auditBeforeAndAfterTheFix(Self.breathingLoopBesideAnEntrance)
        for report in [before, after] {
            XCTAssertEqual(item(report, ".scaleEffect")?.severity, .critical)
            XCTAssertEqual(item(report, ".scaleEffect")?.category, .continuous)
            let animations = report.items.filter { $0.api == ".animation" }
            XCTAssertEqual(animations.count, 2)
            guard let loop = animations.first, let entrance = animations.last else { continue }
            XCTAssertEqual(loop.severity, .critical)
            let offset = item(report, ".offset")
            XCTAssertEqual(offset?.severity, .medium, offset?.severityReason ?? "")
            XCTAssertEqual(offset?.category, .entrance)
            XCTAssertEqual(offset?.drivenBy, [entrance.line], "driven by its own chain's animation only")
            XCTAssertEqual(entrance.severity, .medium)
            XCTAssertEqual(entrance.category, .entrance)
        }
        XCTAssertEqual(item(before, ".offset")?.action, .auto)
        XCTAssertEqual(item(after, ".offset")?.readsReduceMotion, true)
    }

    func testAWithAnimationDrivesAChainWithoutItsOwnAnimation() {
        let source = Self.breathingLoopBesideAnEntrance
            .replacingOccurrences(of: "                .animation(.smooth.delay(0.4), value: isAnimating)\n", with: "")
            .replacingOccurrences(of: ".onAppear { isAnimating = true }", with: ".onAppear { withAnimation(.spring()) { isAnimating = true } }")
        let (before, _) = auditBeforeAndAfterTheFix(source)
        XCTAssertEqual(item(before, ".offset")?.severity, .high, "a spring, once: not an endless loop")
        XCTAssertEqual(item(before, ".offset")?.category, .entrance)
        XCTAssertEqual(item(before, ".scaleEffect")?.severity, .critical, "its own .animation(_, value:) overrides the spring")
    }

    // MARK: - --strict once motionfix has run

    /// Every fix applied to `Fixtures/Before`: `--strict` then fails on exactly the sites the
    /// second run leaves for a person, which are the fixer's own manual findings (its warnings).
    func testAfterTheFixerRunsStrictFailsExactlyOnTheManualWorkItListed() throws {
        let first = try AuditTests.fixtureRun()
        let second = Engine().run(first.map { SourceInput(path: $0.path, bytes: $0.output) })
        let report = AuditReport(results: second)
        let place = { (path: String, line: Int, column: Int) in "\(path):\(line):\(column)" }
        let failing = Set(report.strictFailures.map { place($0.path, $0.line, $0.column) })
        let warned = Set(second.flatMap(\.findings).filter { $0.action == .manual }.map { place($0.path, $0.line, $0.column) })
        let listed = Set(report.items.filter { $0.action == .manual }.map { place($0.path, $0.line, $0.column) })
        XCTAssertEqual(failing, warned)
        XCTAssertEqual(failing, listed)
        XCTAssertGreaterThan(failing.count, 20)
        // A site left alone on purpose (a fade, a plain curve whose effect is not known) never fails it.
        XCTAssertTrue(report.items.filter { $0.action == .none }.allSatisfy { !$0.failsStrict })
    }
}

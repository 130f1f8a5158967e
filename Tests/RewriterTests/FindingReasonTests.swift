import Foundation
@testable import Rewriter
import XCTest

/// The finding's reason is the one model every output reads: each id is documented in
/// docs/AUDIT.md and produced by a fixture, and the audit reads the reason, never the message.
final class FindingReasonTests: XCTestCase {
    func testEveryReasonIsProducedByAFixture() throws {
        var produced: Set<FindingReason> = []
        for result in try AuditTests.fixtureRun() { produced.formUnion(result.findings.map(\.reason)) }
        for group in Fixtures.groups(under: Fixtures.projectsBefore) {
            let inputs = group.files.compactMap { relative in Fixtures.read(Fixtures.projectsBefore, relative).map { SourceInput(path: relative, bytes: $0) } }
            for result in Engine().run(inputs) { produced.formUnion(result.findings.map(\.reason)) }
        }
        for reason in FindingReason.allCases {
            XCTAssertTrue(produced.contains(reason), "no fixture produces '\(reason.rawValue)': add one, or merge the reason into another")
        }
    }

    func testEveryReasonIsDocumented() throws {
        let audit = try String(contentsOfFile: Fixtures.absolute("docs/AUDIT.md"), encoding: .utf8)
        for reason in FindingReason.allCases {
            XCTAssertTrue(audit.contains("| `\(reason.rawValue)` |"), "docs/AUDIT.md has no row for the reason '\(reason.rawValue)'")
        }
    }

    /// Every message of the fixtures renamed to "x" before the audit reads them: every
    /// assessment (severity, category, action, whether it respects and reads the setting, the
    /// suggestion) stays the same.
    func testRenamingEveryMessageMovesNoAssessment() throws {
        let inputs = try Fixtures.files(under: Fixtures.before).map { relative in
            try FileStructure(file: SourceFile(path: Fixtures.beforeRoot + "/" + relative, bytes: try XCTUnwrap(Fixtures.read(Fixtures.before, relative))))
        }
        let index = ProjectIndex(files: inputs)
        // The audit's numbers: sites by severity, category, action and whether they respect the setting.
        var counts: [String: Int] = [:], renamedCounts: [String: Int] = [:]
        func key(_ assessment: Assessment?) -> String {
            assessment.map { "\($0.severity) \($0.category) \($0.action) \($0.respectsReduceMotion)" } ?? "unassessed"
        }
        for (fileIndex, structure) in inputs.enumerated() {
            index.loaded.pin([fileIndex: LoadedFiles.Entry(structure: structure)])
            defer { index.loaded.unpin(fileIndex) }
            let context = RuleContext(structure: structure, fileIndex: fileIndex, index: index, options: FixOptions())
            for rule in RuleCatalog.rules { rule.init().apply(context) }
            context.settleKeptFindings()
            context.settleHeroFindings()
            let assessor = AuditAssessor(context: context)
            let renamed = context.findings.map { finding in
                var finding = finding
                finding.message = "x"
                return finding
            }
            for (finding, again) in zip(assessor.assess(context.findings), assessor.assess(renamed)) {
                let place = "\(finding.path):\(finding.line):\(finding.column) [\(finding.ruleID)] \(finding.message)"
                XCTAssertEqual(finding.assessment, again.assessment, place)
                counts[key(finding.assessment), default: 0] += 1
                renamedCounts[key(again.assessment), default: 0] += 1
            }
        }
        XCTAssertEqual(counts, renamedCounts)
        XCTAssertGreaterThan(counts.values.reduce(0, +), 250)
        XCTAssertNil(counts["unassessed"])
    }
}

import XCTest
@testable import Rewriter

/// The model behind interactive mode: change units, hunk parts, property sites, write groups.
final class ReviewPlanTests: XCTestCase {
    private func plan(_ files: [(String, String)]) -> ReviewPlan {
        let results = Engine().run(files.map { SourceInput(path: $0.0, bytes: Array($0.1.utf8)) })
        return ReviewPlan(results: results, absolutePaths: [:])
    }

    func testBracketBalanceIgnoresStrings() {
        XCTAssertEqual(ChangeUnits.bracketBalance(of: Array("reduceMotion ? 0 : (".utf8)), 1)
        XCTAssertEqual(ChangeUnits.bracketBalance(of: Array(")".utf8)), -1)
        XCTAssertEqual(ChangeUnits.bracketBalance(of: Array("f(\"(\\\"\") [x]".utf8)), 0)
    }

    func testAGateAndItsClosingParenthesisAreOneUnit() {
        let edits = [
            Edit(range: 0..<0, replacement: "reduceMotion ? 0 : (", ruleID: "offset"),
            Edit(range: 5..<5, replacement: ")", ruleID: "offset"),
            Edit(range: 9..<9, replacement: "reduceMotion ? 1 : ", ruleID: "scale-effect"),
        ]
        XCTAssertEqual(ChangeUnits.unitIndices(of: edits), [0, 0, 1])
    }

    func testPartsFollowUnchangedLinesButNeverCutAUnit() {
        let compact = plan([("Compact.swift", InteractiveSources.compact)])
        XCTAssertEqual(compact.files[0].hunks.count, 1)
        XCTAssertEqual(compact.files[0].hunks[0].parts.count, 2)
        XCTAssertTrue(compact.files[0].hunks[0].canSplit)
        let multiLine = plan([("MultiLine.swift", InteractiveSources.multiLine)])
        XCTAssertEqual(multiLine.files[0].hunks.map(\.parts.count), [1])
        XCTAssertEqual(multiLine.files[0].hunks[0].blocks.count, 2, "two blocks, one part")
    }

    func testPropertiesAreNeverInAHunkAndDescribeTheirInsertion() throws {
        let card = plan([("CardView.swift", InteractiveSources.card)])
        XCTAssertEqual(card.files[0].hunks.count, 3)
        XCTAssertFalse(card.files[0].hunks.flatMap(\.edits).contains { $0.ruleID == RuleCatalog.environmentPropertyID })
        let site = try XCTUnwrap(card.properties["CardView.swift:CardView"])
        XCTAssertEqual(site.hostName, "CardView")
        XCTAssertEqual(site.propertyName, "reduceMotion")
        XCTAssertEqual(site.declaration, "@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
        XCTAssertEqual(site.line, 4)
        XCTAssertTrue(site.isRead(in: Array("x ? reduceMotion : y".utf8)))
        XCTAssertFalse(site.isRead(in: Array("reduceMotionSetting".utf8)))
    }

    func testAHostsFileIsWrittenTogetherWithTheFilesThatReadItsProperty() {
        let reviewed = plan([("A.swift", InteractiveSources.compact), ("Profile.swift", InteractiveSources.profile),
                             ("ProfileBadge.swift", InteractiveSources.profileBadge)])
        XCTAssertEqual(reviewed.files.map(\.path), ["A.swift", "Profile.swift", "ProfileBadge.swift"])
        XCTAssertEqual(reviewed.writeGroups, [[0], [1, 2]])
    }

    func testReasonsComeFromTheFindingsAtTheEditsLines() {
        let card = plan([("CardView.swift", InteractiveSources.card)])
        let file = card.files[0]
        let reasons = ChangeReason.reasons(for: file.hunks[1].edits, findings: file.result.findings, in: file.source)
        XCTAssertEqual(reasons.map(\.ruleID), ["transition"])
        XCTAssertTrue(reasons[0].message.contains("moves the view in or out"), reasons[0].message)
    }

    /// One body of many sites is one hunk of many edits: each is matched to its finding by a
    /// binary search, not a scan of the file's findings (not timed; quadratic, this ran for
    /// minutes). The nearest finding at or above an edit's line wins, the first one on that line.
    func testReasonsForAHunkOfManySites() {
        let count = 3_000
        let lines = (0..<count).map { "            Text(\"\($0)\").offset(y: shown ? 0 : 4)" }
        let source = "import SwiftUI\nstruct Big: View {\n    @State private var shown = false\n    var body: some View {\n        VStack {\n"
            + lines.joined(separator: "\n") + "\n        }\n        .onAppear { shown = true }\n    }\n}\n"
        let file = plan([("Big.swift", source)]).files[0]
        let edits = file.hunks.flatMap(\.edits)
        XCTAssertEqual(edits.count, 2 * count)
        let reasons = file.reasons.reasons(for: edits, in: file.source)
        XCTAssertEqual(reasons.count, count, "one reason per site: a gate's two edits share theirs")
        XCTAssertEqual(reasons.compactMap(\.findingIndex), Array(0..<count))
    }
}

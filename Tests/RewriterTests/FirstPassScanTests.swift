import Foundation
import XCTest
@testable import Rewriter

/// `FirstPassScan` answers in one walk what were walks of their own: it must find the `Name(…)`
/// calls, the `#Preview` macros and (through its candidates) the type declarations each of
/// those walks found (the vocabulary is checked in `MotionVocabularyTests`, the writes in
/// `PropertyWritesTests`). Checked on every fixture, and on any directory named by
/// `MOTIONFIX_CORPUS` (real apps, not committed).
final class FirstPassScanTests: XCTestCase {
    func testFindsTheCallsPreviewsAndTypesOfTheirOwnWalks() throws {
        var calls = 0
        var previews = 0
        var types = 0
        for path in Fixtures.scannedPaths {
            guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
                  let file = try? SourceFile(path: path, bytes: bytes) else { continue }
            let scan = FirstPassScan(file)
            let expected = typeCalls(in: file)
            XCTAssertEqual(scan.typeCalls.map(\.name), expected.map(\.name), path)
            XCTAssertEqual(scan.typeCalls.map(\.nameIndex), expected.map(\.nameIndex), path)
            let hasPreview = (0..<file.count).contains { file.kind($0) == .pound && file.text($0) == "#Preview" }
            // Asked at every index, the declaration scan is the walk over every token.
            let walked = DeclarationScanner(file: file).scanTypes(at: Array(0..<file.count))
            for found in [DeclarationScanner(file: file).scanTypes(at: scan.typeKeywordCandidates), DeclarationScanner(file: file).scanTypes()] {
                XCTAssertEqual(found.map(\.qualifiedName), walked.map(\.qualifiedName), path)
                XCTAssertEqual(found.map(\.bodyOpen), walked.map(\.bodyOpen), path)
                XCTAssertEqual(found.map(\.parent), walked.map(\.parent), path)
                XCTAssertEqual(found.map(\.members.count), walked.map(\.members.count), path)
            }
            types += walked.count
            XCTAssertEqual(scan.hasPreviewMacro, hasPreview, path)
            calls += expected.count
            if hasPreview { previews += 1 }
        }
        XCTAssertGreaterThan(calls, 200)
        XCTAssertGreaterThan(previews, 0)
        XCTAssertGreaterThan(types, 100)
    }

    func testCallsOfEveryShape() throws {
        let file = try SourceFile(path: "t.swift", bytes: Array("""
            Text("a"); x.Text("b"); Circle
            (); Ärger(1); ärger(2); VStack { }; HStack() { }; .Foo(); Bar()
            """.utf8))
        XCTAssertEqual(FirstPassScan(file).typeCalls.map(\.name), ["Text", "Ärger", "HStack", "Bar"])
    }

    /// The walk the scan replaced: `Name(…)` calls with a capitalised name, no receiver, on one line.
    private func typeCalls(in file: SourceFile) -> [(name: String, nameIndex: Int)] {
        (0..<max(0, file.count - 1)).compactMap { index in
            guard file.kind(index) == .identifier, file.kind(index + 1) == .openParen, index == 0 || file.kind(index - 1) != .dot,
                  file.text(index).first?.isUppercase == true, file.partner[index + 1] > index + 1,
                  !file.hasLineBreak(between: index, and: index + 1) else { return nil }
            return (file.text(index), index)
        }
    }
}

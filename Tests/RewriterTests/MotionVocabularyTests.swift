import XCTest
@testable import Rewriter

/// The second pass skips files that spell no name of `MotionVocabulary`: that is only right if
/// every site a rule fixes or reports is such a name. Checked on every fixture and rule example.
final class MotionVocabularyTests: XCTestCase {
    func testEverySiteIsAMotionName() throws {
        var inputs: [[SourceInput]] = []
        for root in [Fixtures.before, Fixtures.projectsBefore] {
            for group in Fixtures.groups(under: root) {
                inputs.append(group.files.compactMap { relative in
                    Fixtures.read(root, relative).map { SourceInput(path: relative, bytes: $0) }
                })
            }
        }
        for rule in RuleCatalog.rules {
            for example in rule.description.examples { inputs.append([SourceInput(path: "Example.swift", bytes: Array(example.before.utf8))]) }
        }
        var sites = 0
        for run in inputs {
            // The rules run on every file here, as if the second pass skipped none.
            let structures = run.compactMap { try? FileStructure(file: SourceFile(path: $0.path, bytes: $0.bytes)) }
            let index = ProjectIndex(files: structures)
            for (fileIndex, structure) in structures.enumerated() {
                let file = structure.file
                index.loaded.pin([fileIndex: LoadedFiles.Entry(structure: structure)])
                let context = RuleContext(structure: structure, fileIndex: fileIndex, index: index, options: FixOptions())
                for rule in RuleCatalog.rules { rule.init().apply(context) }
                index.loaded.unpin(fileIndex)
                for finding in context.findings {
                    sites += 1
                    let offset = file.lineStarts[finding.line - 1] + finding.column - 1
                    guard let site = (0..<file.count).first(where: { file.token($0).start == offset }) else {
                        XCTFail("\(file.path):\(finding.line):\(finding.column): no token starts at the finding")
                        continue
                    }
                    // A timer loop's site is the timer or its entry method, which need not be a motion
                    // name; the rule acts only on states the value and animation rules found moving at
                    // a motion name of the same file, so the file is never skipped.
                    // A UIKit call is found by its `animated:` label, a motion name, not by its own name.
                    if finding.ruleID == UIKitMotionRule.description.id, file.text(site) != "animate" {
                        XCTAssertTrue(MotionVocabulary.mentionsMotion(file), "\(file.path): a UIKit call in a file with no motion name")
                        continue
                    }
                    if finding.ruleID == TimerLoopRule.description.id {
                        XCTAssertTrue(MotionVocabulary.mentionsMotion(file), "\(file.path): a timer loop in a file with no motion name")
                        continue
                    }
                    XCTAssertTrue(MotionVocabulary.names.names.contains(file.text(site)),
                                  "\(file.path):\(finding.line):\(finding.column): [\(finding.ruleID)] site '\(file.text(site))' is not in MotionVocabulary.names")
                }
                if !context.edits.isEmpty || !context.findings.isEmpty {
                    XCTAssertTrue(MotionVocabulary.mentionsMotion(file), "\(file.path) has sites but mentions no motion name")
                }
            }
        }
        XCTAssertGreaterThan(sites, 250)
    }

    func testFilesWithoutMotionNamesAreSkippedButStillGetTheProperty() {
        // `Host` mentions no motion API; its extension in another file does, and needs the property.
        let results = Engine().run([
            SourceInput(path: "Host.swift", bytes: Array("struct Host: View {\n    var body: some View { badge }\n}\n".utf8)),
            SourceInput(path: "Other.swift", bytes: Array("struct Other: View {\n    var body: some View { Text(\"offset\") }\n}\n".utf8)),
            SourceInput(path: "Host+Badge.swift", bytes: Array("extension Host {\n    var badge: some View { Circle().scaleEffect(pop ? 1.2 : 1).onAppear { pop = false } }\n}\n".utf8)),
        ])
        XCTAssertTrue(String(decoding: results[0].output, as: UTF8.self).contains("@Environment(\\.accessibilityReduceMotion) var reduceMotion"))
        XCTAssertFalse(results[1].isChanged)
        XCTAssertEqual(results[1].output, results[1].original, "an untouched file keeps its bytes in the result")
        XCTAssertTrue(results[2].isChanged)
    }

    /// `FileVocabulary` answers in one walk what the two lists' own walks answer.
    func testOneWalkAnswersAsTheTwoWalks() throws {
        var files: [SourceFile] = []
        for root in [Fixtures.before, Fixtures.projectsBefore, Fixtures.after] {
            for group in Fixtures.groups(under: root) {
                for relative in group.files {
                    guard let bytes = Fixtures.read(root, relative), let file = try? SourceFile(path: relative, bytes: bytes) else { continue }
                    files.append(file)
                }
            }
        }
        // Each list alone, both in either order, `frame` with and without `in:`, names in a comment.
        for text in ["let a = 1", "x.offset(y: 2)", "g.onChanged { v in y = v }", "view.frame(width: 2)", "let r = p.frame(in: .global)",
                     "x.offset(y: 1).onEnded { _ in }", "GeometryReader { p in }.animation(.default)", "// offset onChanged\nlet a = 1",
                     "view.frame(width: 2).scaleEffect(2)"] {
            files.append(try SourceFile(path: "Example.swift", bytes: Array(text.utf8)))
        }
        var motion = 0
        var gesture = 0
        for file in files {
            let vocabulary = FirstPassScan(file).vocabulary
            XCTAssertEqual(vocabulary.mentionsMotion, MotionVocabulary.mentionsMotion(file), file.path)
            XCTAssertEqual(vocabulary.mayComeFromGestureOrMeasurement, Origins.mayComeFromGestureOrMeasurement(in: file), file.path)
            if vocabulary.mentionsMotion { motion += 1 }
            if vocabulary.mayComeFromGestureOrMeasurement { gesture += 1 }
        }
        XCTAssertGreaterThan(motion, 50)
        XCTAssertGreaterThan(gesture, 10)
        XCTAssertLessThan(gesture, files.count)
    }
}

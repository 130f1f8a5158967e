import Foundation
import Rewriter
import XCTest

/// The golden fixtures (docs/FIXTURES.md).
///
/// Every file under `Fixtures/Before`, rewritten in ONE run (as `motionfix --dry-run Fixtures/Before`
/// would), must equal its twin under `Fixtures/After` byte for byte, and a second run over the After
/// tree must change nothing. Every file of both trees must parse, and type-check against the
/// SwiftUI/Symbols/UIKit stubs in `Tests/TypecheckStubs` (which keep Apple's overloads, so a wrong
/// neutral value fails to compile).
///
/// `MOTIONFIX_REGENERATE=1 swift test --filter Golden` rewrites the After files from the engine
/// instead of comparing; review the diff before committing. Never set it in CI.
final class GoldenFileTests: XCTestCase {
    private static let minimumPairs = 45

    private var regenerating: Bool { ProcessInfo.processInfo.environment["MOTIONFIX_REGENERATE"] == "1" }

    /// Runs the engine once over every file of a tree, with paths like `Fixtures/Before/X.swift`.
    private func runEngine(over treeRoot: String) throws -> [FileResult] {
        let absolute = SwiftcHarness.repositoryRoot.appendingPathComponent(treeRoot).path
        let inputs = try Fixtures.files(under: absolute).map { relative in
            SourceInput(path: treeRoot + "/" + relative, bytes: try XCTUnwrap(Fixtures.read(absolute, relative), relative))
        }
        XCTAssertFalse(inputs.isEmpty, "no fixtures under \(treeRoot)")
        return Engine(options: FixOptions()).run(inputs)
    }

    private func relative(_ path: String, to treeRoot: String) -> String {
        String(path.dropFirst(treeRoot.count + 1))
    }

    // MARK: - Pairing

    func testEveryBeforeHasAnAfterAndViceVersa() {
        let before = Set(Fixtures.files(under: Fixtures.before))
        let after = Set(Fixtures.files(under: Fixtures.after))
        for path in before.subtracting(after).sorted() { XCTFail("Fixtures/Before/\(path) has no Fixtures/After/\(path)") }
        for path in after.subtracting(before).sorted() { XCTFail("Fixtures/After/\(path) has no Fixtures/Before/\(path)") }
        let pairs = before.intersection(after).count
        XCTAssertGreaterThanOrEqual(pairs, Self.minimumPairs, "expected at least \(Self.minimumPairs) fixture pairs")
    }

    // MARK: - The rewrite

    func testBeforeRewritesToAfter() throws {
        let results = try runEngine(over: Fixtures.beforeRoot)
        if regenerating, ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("MOTIONFIX_REGENERATE=1 must not be set in CI: it would make the golden test pass by definition")
            return
        }
        if regenerating {
            for result in results {
                let path = Fixtures.after + "/" + relative(result.path, to: Fixtures.beforeRoot)
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(result.output)), "cannot write \(path)")
            }
            print("MOTIONFIX_REGENERATE=1: rewrote \(results.count) files under Fixtures/After; review the diff")
            return
        }
        for result in results {
            let name = relative(result.path, to: Fixtures.beforeRoot)
            if let error = result.error {
                XCTFail("\(result.path): the engine reported \(error)")
                continue
            }
            guard let expected = Fixtures.read(Fixtures.after, name) else {
                XCTFail("Fixtures/After/\(name) is missing")
                continue
            }
            if let diff = FixtureDiff.describe(expected: expected, actual: result.output) {
                XCTFail("the rewrite of Fixtures/Before/\(name) differs from Fixtures/After/\(name) " +
                        "(- expected, + actual):\n\(diff)")
            }
        }
    }

    func testRewritingTheAfterTreeAgainChangesNothing() throws {
        for result in try runEngine(over: Fixtures.afterRoot) {
            if let error = result.error {
                XCTFail("\(result.path): the engine reported \(error)")
            } else if let diff = FixtureDiff.describe(expected: result.original, actual: result.output) {
                XCTFail("\(result.path) changes when rewritten again (- file, + second run):\n\(diff)")
            }
        }
    }

    func testTokenizerRoundTripsEveryFixture() throws {
        for root in [Fixtures.before, Fixtures.after] {
            for path in Fixtures.files(under: root) {
                let bytes = try XCTUnwrap(Fixtures.read(root, path))
                let tokens = try Tokenizer.tokenize(bytes)
                XCTAssertEqual(tokens.flatMap { bytes[$0.range] }, bytes, path)
            }
        }
    }

    // MARK: - Valid Swift

    func testEveryBeforeAndAfterParses() {
        let trees = [(Fixtures.beforeRoot, Fixtures.before), (Fixtures.afterRoot, Fixtures.after)]
        let outcomes = SwiftcHarness.parallelMap(trees) { tree in
            SwiftcHarness.parse(Fixtures.files(under: tree.1).map { tree.1 + "/" + $0 })
        }
        for (tree, outcome) in zip(trees, outcomes) where !outcome.succeeded {
            XCTFail("\(tree.0) does not parse:\n\(outcome.diagnostics)")
        }
    }

    func testEveryAfterTypeChecksAgainstTheStubs() {
        assertGroupsTypeCheck(in: Fixtures.after, named: Fixtures.afterRoot)
    }

    func testEveryBeforeTypeChecksAgainstTheStubs() {
        assertGroupsTypeCheck(in: Fixtures.before, named: Fixtures.beforeRoot)
    }

    /// The engine sees the whole tree as one project, so no two fixtures may declare the same type,
    /// member or extension: the tree must also type-check as one module.
    func testEachTreeTypeChecksAsOneModule() {
        let trees = [(Fixtures.beforeRoot, Fixtures.before), (Fixtures.afterRoot, Fixtures.after)]
        let outcomes = SwiftcHarness.parallelMap(trees) { tree in
            SwiftcHarness.typecheck(Fixtures.groups(under: tree.1).filter { !$0.parseOnly }
                .flatMap(\.files).map { tree.1 + "/" + $0 })
        }
        for (tree, outcome) in zip(trees, outcomes) where !outcome.succeeded {
            XCTFail("\(tree.0) does not type-check as one module (are all names unique across fixtures?):\n" +
                    outcome.errors.prefix(20).joined(separator: "\n"))
        }
    }

    /// Each top-level file alone, each subdirectory as one module; `ParseOnly/` is skipped.
    private func assertGroupsTypeCheck(in root: String, named treeRoot: String) {
        let groups = Fixtures.groups(under: root).filter { !$0.parseOnly }
        XCTAssertFalse(groups.isEmpty)
        let outcomes = SwiftcHarness.parallelMap(groups) { group in
            SwiftcHarness.typecheck(group.files.map { root + "/" + $0 })
        }
        for (group, outcome) in zip(groups, outcomes) where !outcome.succeeded {
            XCTFail("\(treeRoot)/\(group.name) does not type-check against Tests/TypecheckStubs:\n\(outcome.diagnostics)")
        }
    }
}

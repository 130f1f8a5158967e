import Foundation
import Rewriter
import XCTest

/// The golden fixtures (docs/FIXTURES.md).
///
/// Every file under `Fixtures/Before`, rewritten in ONE run (as `motionfix --dry-run Fixtures/Before`
/// would), must equal its twin under `Fixtures/After` byte for byte, and a second run over the After
/// tree must change nothing. The same holds for each separate project `Fixtures/Projects/Before/P`
/// (one run per project), for behaviour that depends on the whole run. Every file of both trees must parse, and type-check against the
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
        let absolute = Fixtures.absolute(treeRoot)
        let inputs = try Fixtures.files(under: absolute).map { relative in
            SourceInput(path: treeRoot + "/" + relative, bytes: try XCTUnwrap(Fixtures.read(absolute, relative), relative))
        }
        XCTAssertFalse(inputs.isEmpty, "no fixtures under \(treeRoot)")
        // A separate project may set its line width (`.swiftformat`) and enable SwiftLint's
        // `attributes` rule (`.swiftlint.yml`), as the command line reads them.
        var options = FixOptions()
        if treeRoot.hasPrefix(Fixtures.projectsBeforeRoot) || treeRoot.hasPrefix(Fixtures.projectsAfterRoot) {
            options.lineWidth = LineWidthSetting.discover(paths: [absolute], currentDirectory: absolute)
            options.attributesWithArgumentsOnOwnLine = LineWidthSetting.enablesAttributesRule(paths: [absolute], currentDirectory: absolute)
        }
        return Engine(options: options).run(inputs)
    }

    private func relative(_ path: String, to treeRoot: String) -> String {
        String(path.dropFirst(treeRoot.count + 1))
    }

    // MARK: - Pairing

    func testEveryBeforeHasAnAfterAndViceVersa() {
        assertPaired(Fixtures.beforeRoot, Fixtures.afterRoot)
        let pairs = Set(Fixtures.files(under: Fixtures.before)).intersection(Fixtures.files(under: Fixtures.after)).count
        XCTAssertGreaterThanOrEqual(pairs, Self.minimumPairs, "expected at least \(Self.minimumPairs) fixture pairs")
    }

    func testEveryProjectBeforeHasAnAfterAndViceVersa() {
        assertPaired(Fixtures.projectsBeforeRoot, Fixtures.projectsAfterRoot)
        XCTAssertFalse(Fixtures.projects(under: Fixtures.projectsBefore).isEmpty, "no projects under \(Fixtures.projectsBeforeRoot)")
    }

    private func assertPaired(_ beforeRoot: String, _ afterRoot: String) {
        let before = Set(Fixtures.files(under: Fixtures.absolute(beforeRoot)))
        let after = Set(Fixtures.files(under: Fixtures.absolute(afterRoot)))
        for path in before.subtracting(after).sorted() { XCTFail("\(beforeRoot)/\(path) has no \(afterRoot)/\(path)") }
        for path in after.subtracting(before).sorted() { XCTFail("\(afterRoot)/\(path) has no \(beforeRoot)/\(path)") }
    }

    // MARK: - The rewrite

    func testBeforeRewritesToAfter() throws {
        try assertRewrite(of: Fixtures.beforeRoot, equals: Fixtures.afterRoot)
    }

    /// Each separate project is one run of its own.
    func testEachProjectRewritesToItsAfter() throws {
        for project in Fixtures.projects(under: Fixtures.projectsBefore) {
            try assertRewrite(of: Fixtures.projectsBeforeRoot + "/" + project, equals: Fixtures.projectsAfterRoot + "/" + project)
        }
    }

    /// Rewrites the tree `beforeRoot` in one run and compares every file with its twin under
    /// `afterRoot` (or, with MOTIONFIX_REGENERATE=1, writes the twins).
    private func assertRewrite(of beforeRoot: String, equals afterRoot: String) throws {
        let results = try runEngine(over: beforeRoot)
        if regenerating, ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("MOTIONFIX_REGENERATE=1 must not be set in CI: it would make the golden test pass by definition")
            return
        }
        let after = Fixtures.absolute(afterRoot)
        if regenerating {
            for result in results {
                let path = after + "/" + relative(result.path, to: beforeRoot)
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(result.output)), "cannot write \(path)")
            }
            print("MOTIONFIX_REGENERATE=1: rewrote \(results.count) files under \(afterRoot); review the diff")
            return
        }
        for result in results {
            let name = relative(result.path, to: beforeRoot)
            if let error = result.error {
                XCTFail("\(result.path): the engine reported \(error)")
                continue
            }
            guard let expected = Fixtures.read(after, name) else {
                XCTFail("\(afterRoot)/\(name) is missing")
                continue
            }
            if let diff = FixtureDiff.describe(expected: expected, actual: result.output) {
                XCTFail("the rewrite of \(beforeRoot)/\(name) differs from \(afterRoot)/\(name) " +
                        "(- expected, + actual):\n\(diff)")
            }
        }
    }

    func testRewritingTheAfterTreeAgainChangesNothing() throws {
        try assertUnchangedWhenRewritten(Fixtures.afterRoot)
    }

    func testRewritingEachAfterProjectAgainChangesNothing() throws {
        for project in Fixtures.projects(under: Fixtures.projectsAfter) {
            try assertUnchangedWhenRewritten(Fixtures.projectsAfterRoot + "/" + project)
        }
    }

    /// Idempotence: the tree `treeRoot`, as one run, is unchanged.
    private func assertUnchangedWhenRewritten(_ treeRoot: String) throws {
        for result in try runEngine(over: treeRoot) {
            if let error = result.error {
                XCTFail("\(result.path): the engine reported \(error)")
            } else if let diff = FixtureDiff.describe(expected: result.original, actual: result.output) {
                XCTFail("\(result.path) changes when rewritten again (- file, + second run):\n\(diff)")
            }
        }
    }

    func testTokenizerRoundTripsEveryFixture() throws {
        for root in [Fixtures.before, Fixtures.after, Fixtures.projectsBefore, Fixtures.projectsAfter] {
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

    /// Each separate project, Before and After, parses and type-checks as one module.
    func testEveryProjectTypeChecksAgainstTheStubs() {
        let groups = [Fixtures.projectsBeforeRoot, Fixtures.projectsAfterRoot].flatMap { treeRoot in
            Fixtures.projects(under: Fixtures.absolute(treeRoot)).map { treeRoot + "/" + $0 }
        }
        XCTAssertFalse(groups.isEmpty)
        let outcomes = SwiftcHarness.parallelMap(groups) { group in
            let root = Fixtures.absolute(group)
            return SwiftcHarness.typecheck(Fixtures.files(under: root).map { root + "/" + $0 })
        }
        for (group, outcome) in zip(groups, outcomes) where !outcome.succeeded {
            XCTFail("\(group) does not type-check against Tests/TypecheckStubs:\n\(outcome.diagnostics)")
        }
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

    /// Every `#if` branch of every fixture type-checks: each group holding an `#if` once per
    /// configuration (`IfConfigBranches`), so a branch false on Linux (`#if os(iOS)`) is checked too.
    func testEveryIfBranchTypeChecksAgainstTheStubs() throws {
        var checks: [(name: String, directory: String, files: [String])] = []
        for (treeRoot, root) in [(Fixtures.beforeRoot, Fixtures.before), (Fixtures.afterRoot, Fixtures.after)] {
            for group in Fixtures.groups(under: root) where !group.parseOnly {
                let sources = try group.files.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
                let variants = sources.map(IfConfigBranches.variants)
                let count = variants.map(\.count).max() ?? 0
                for k in 0..<count {
                    let directory = NSTemporaryDirectory() + "motionfix-ifconfig-\(UUID().uuidString)"
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    var paths: [String] = []
                    for (file, (source, fileVariants)) in zip(group.files, zip(sources, variants)) {
                        let text = fileVariants.isEmpty ? source : fileVariants[min(k, fileVariants.count - 1)]
                        let path = directory + "/" + (file as NSString).lastPathComponent
                        try text.write(toFile: path, atomically: false, encoding: .utf8)
                        paths.append(path)
                    }
                    checks.append(("\(treeRoot)/\(group.name), #if configuration \(k + 1) of \(count)", directory, paths))
                }
            }
        }
        XCTAssertFalse(checks.isEmpty, "no fixture holds an #if")
        let outcomes = SwiftcHarness.parallelMap(checks) { SwiftcHarness.typecheck($0.files) }
        for (check, outcome) in zip(checks, outcomes) {
            try? FileManager.default.removeItem(atPath: check.directory)
            if !outcome.succeeded { XCTFail("\(check.name) does not type-check against Tests/TypecheckStubs:\n\(outcome.diagnostics)") }
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

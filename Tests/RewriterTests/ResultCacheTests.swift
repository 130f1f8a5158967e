import Foundation
import XCTest
@testable import Rewriter

/// The result cache: a run over unchanged files hands over exactly what the run that filled the
/// cache handed over, reading each file once; any change (a file's bytes, the list of files,
/// an option) is a miss; a damaged cache is a miss, never a crash; and nothing is written
/// where the user did not ask for it.
final class ResultCacheTests: XCTestCase {
    private typealias CountingSources = StreamingEngineTests.CountingSources

    private let moving = "import SwiftUI\nstruct Card: View {\n    @State private var shown = false\n    var body: some View { Text(\"\").offset(y: shown ? 0 : 20).onAppear { shown = true } }\n}\n"
    private let extended = "import SwiftUI\nextension Card {\n    var badge: some View { Text(\"\").scaleEffect(shown ? 1 : 0.5).animation(.spring(), value: shown) }\n}\n"
    private let unbalanced = "struct Broken {\n    }\n}\n"
    private let still = "struct Model {\n    var name = \"offset\"\n}\n"

    private var directory = ""

    override func setUp() {
        directory = NSTemporaryDirectory() + "motionfix-cache-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The cache the engine-level tests share (one build, one scope).
    private var cache: ResultCache { ResultCache(directory: directory, scope: "test", toolIdentity: "motionfix test") }

    private var files: [(path: String, text: String)] {
        [("Card.swift", moving), ("Model.swift", still), ("Broken.swift", unbalanced), ("Z/Badge.swift", extended)]
    }

    private func run(_ sources: some SourceProvider, detail: Engine.FindingDetail = .audit, options: FixOptions = FixOptions()) -> [FileResult] {
        var results: [FileResult] = []
        Engine(options: options, findingDetail: detail).run(sources, cache: cache) { results.append($0) }
        return results
    }

    /// What a run hands over, as text, to compare runs.
    private func described(_ results: [FileResult]) -> [String] {
        results.map { result in
            "\(result.path) \(result.original) \(result.output) \(result.editSet.edits) \(result.findings) \(String(describing: result.error))"
        }
    }

    func testAnUnchangedRunHandsOverTheSameResultsReadingEachFileOnce() {
        for detail in [Engine.FindingDetail.audit, .rules] {
            let cold = run(CountingSources(files), detail: detail)
            XCTAssertTrue(cold[0].isChanged)
            XCTAssertTrue(cold[3].isChanged)
            XCTAssertNotNil(cold[2].error)
            let sources = CountingSources(files)
            let warm = run(sources, detail: detail)
            XCTAssertEqual(described(warm), described(cold))
            var uncached: [FileResult] = []
            Engine(findingDetail: detail).run(CountingSources(files)) { uncached.append($0) }
            XCTAssertEqual(described(warm), described(uncached))
            XCTAssertEqual((0..<files.count).map(sources.readCount), [1, 1, 1, 1], "read once, to see that nothing changed")
        }
    }

    func testAChangedFileListOrOptionIsAMiss() {
        _ = run(CountingSources(files))
        var edited = files
        edited[0].text += "// edited\n"
        XCTAssertEqual(run(CountingSources(edited))[0].original, Array(edited[0].text.utf8), "the edited file's bytes, not the cached ones")

        // The extension decides the property's access; without it the property is private.
        let alone = run(CountingSources(Array(files.prefix(1))))
        XCTAssertTrue(String(decoding: alone[0].output, as: UTF8.self).contains("@Environment(\\.accessibilityReduceMotion) private var reduceMotion"))

        var options = FixOptions()
        options.disabledRules = [OffsetRule.description.id]
        XCTAssertFalse(run(CountingSources(Array(files.prefix(1))), options: options)[0].isChanged)
    }

    func testTheKeyHoldsEveryOption() {
        XCTAssertEqual(Mirror(reflecting: FixOptions()).children.compactMap(\.label).sorted(), ResultCache.keyedOptions.sorted(),
                       "a FixOptions property the cache key does not hold")
        var keys: Set<[UInt8]> = [cache.key(options: FixOptions(), detail: .audit, paths: ["A.swift"])]
        let changed: [FixOptions] = [FixOptions(reducedAnimation: ".default"), FixOptions(disabledRules: ["offset"]),
                                     FixOptions(hostProtocols: ["Card"]), FixOptions(layoutSettings: ["size"]),
                                     FixOptions(lineWidth: 120), FixOptions(attributesWithArgumentsOnOwnLine: true)]
        for options in changed { keys.insert(cache.key(options: options, detail: .audit, paths: ["A.swift"])) }
        keys.insert(cache.key(options: FixOptions(), detail: .rules, paths: ["A.swift"]))
        keys.insert(cache.key(options: FixOptions(), detail: .audit, paths: ["B.swift"]))
        keys.insert(ResultCache(directory: directory, scope: "test", toolIdentity: "another build").key(options: FixOptions(), detail: .audit, paths: ["A.swift"]))
        XCTAssertEqual(keys.count, 10, "each option, the detail, the files and the build change the key")
    }

    /// Every edit, finding (with its assessment) and error of the fixtures reads back equal, and
    /// the coder writes every stored property of each type.
    func testEveryPartOfAResultReadsBackEqual() throws {
        let edit = Edit(range: 1..<2, replacement: "x", ruleID: "offset", needsReview: true, hostKey: "A.swift:A")
        var finding = Finding(path: "A.swift", line: 1, column: 2, ruleID: "offset", action: .review, reason: .fixed, message: "m", suggestion: "s")
        var assessment = Assessment(api: ".offset", severity: .high, category: .entrance, respectsReduceMotion: true, isMotion: false, basis: "b")
        assessment.readsReduceMotion = true
        assessment.action = .manual
        assessment.suggestion = "t"
        assessment.drivenBy = [3, 4]
        finding.assessment = assessment
        let diagnostic = Diagnostic(path: "A.swift", line: 3, column: 4, severity: .warning, message: "d")
        for (name, value) in [("Edit", edit as Any), ("Finding", finding), ("Assessment", assessment), ("Diagnostic", diagnostic)] {
            XCTAssertEqual(Mirror(reflecting: value).children.compactMap(\.label), CacheWriter.storedFields[name], name)
        }

        let inputs = try Fixtures.files(under: Fixtures.before).map { SourceInput(path: $0, bytes: try XCTUnwrap(Fixtures.read(Fixtures.before, $0))) }
        var edits = [edit], findings = [finding], diagnostics = [diagnostic]
        let results = Engine(findingDetail: .audit).run(inputs)
        XCTAssertEqual(Mirror(reflecting: results[0]).children.compactMap(\.label), ["path", "original", "editSet", "output", "findings", "error"],
                       "a FileResult property that CachedRun does not restore")
        for result in results {
            edits += result.editSet.edits
            findings += result.findings
            if let error = result.error { diagnostics.append(error) }
        }
        XCTAssertGreaterThan(findings.filter { $0.assessment != nil }.count, 100)
        var writer = CacheWriter()
        for edit in edits { writer.write(edit) }
        for finding in findings { writer.write(finding) }
        for diagnostic in diagnostics { writer.write(diagnostic) }
        var reader = CacheReader(writer.bytes)
        XCTAssertEqual(try edits.map { _ in try reader.readEdit() }, edits)
        XCTAssertEqual(try findings.map { _ in try reader.readFinding() }, findings)
        XCTAssertEqual(try diagnostics.map { _ in try reader.readDiagnostic() }, diagnostics)
        XCTAssertTrue(reader.isAtEnd)
    }

    func testADamagedCacheIsAMissAndIsReplaced() throws {
        let cold = described(run(CountingSources(files)))
        let path = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory).first.map { directory + "/" + $0 })
        let stored = try XCTUnwrap(FileManager.default.contents(atPath: path))
        var random = SplitMix64(seed: 20261123)
        // Truncations all along, then bytes flipped at random: each run gives the uncached results.
        var damaged = stride(from: 0, to: stored.count, by: max(1, stored.count / 100)).map { Data(stored.prefix($0)) }
        for _ in 0..<200 {
            var bytes = [UInt8](stored)
            for _ in 0..<1 + Int(random.next() % 4) { bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(1 + random.next() % 255) }
            damaged.append(Data(bytes))
        }
        for data in damaged {
            try data.write(to: URL(fileURLWithPath: path))
            XCTAssertTrue(described(run(CountingSources(files))) == cold, "a damaged cache changed the results")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), stored, "the last miss wrote the cache again")
    }

    /// A cache damaged behind a valid checksum (a bug in the format, say) reads without a crash
    /// or a hang: huge counts, negative numbers, unknown cases and edits outside the file are
    /// refused, and whatever is used still fits the files.
    func testAForgedCacheNeverCrashes() throws {
        _ = run(CountingSources(files))
        let path = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory).first.map { directory + "/" + $0 })
        let stored = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))
        var reader = CacheReader(stored)
        let magic = try reader.readBytes(), key = try reader.readBytes()
        _ = try reader.readFingerprint()
        let payload = Array(stored[reader.offset...])
        var random = SplitMix64(seed: 20261124)
        var origins = [0, 0]
        for round in 0..<300 {
            var forged = payload
            for _ in 0..<1 + Int(random.next() % 3) {
                let at = Int(random.next() % UInt64(forged.count))
                forged[at] = round % 2 == 0 ? UInt8(truncatingIfNeeded: random.next()) : 0xFF
            }
            var file = CacheWriter()
            file.write(magic)
            file.write(key)
            file.write(Fingerprint(forged))
            try Data(file.bytes + forged).write(to: URL(fileURLWithPath: path))
            var results: [FileResult] = []
            let origin = Engine(findingDetail: .audit).run(CountingSources(files), cache: cache) {
                results.append($0)
            }
            origins[origin == .cache ? 1 : 0] += 1
            XCTAssertEqual(results.map(\.path), files.map(\.path))
            for result in results where !result.original.isEmpty {
                XCTAssertEqual(result.output, result.editSet.apply(to: result.original))
            }
        }
        XCTAssertGreaterThan(origins[0], 30, "forged caches refused")
        XCTAssertGreaterThan(origins[1], 30, "forged caches that still decode, used")
    }

    func testARunWithAFileThatCannotBeReadIsNotCached() {
        final class Unreadable: SourceProvider, @unchecked Sendable {
            var count: Int { 2 }
            func path(at index: Int) -> String { ["A.swift", "B.swift"][index] }
            func read(at index: Int) -> Result<[UInt8], Diagnostic> {
                index == 0 ? .success(Array("struct A {}\n".utf8)) : .failure(Diagnostic(path: "B.swift", line: 1, column: 1, message: "cannot read"))
            }
            var holdsBytes: Bool { false }
        }
        _ = run(Unreadable())
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory))
    }

    func testAFileChangedWhileTheRunReadItIsNotCached() {
        let filler = String(repeating: "// a line that makes the file larger than what the first pass keeps\n", count: FirstPass.keptBudget / 60)
        let sources = CountingSources([("Big.swift", moving + filler), ("Card.swift", moving.replacingOccurrences(of: "Card", with: "Other") + filler)])
        sources.changedAfterFirstRead = [1]
        _ = run(sources)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory))
    }

    // MARK: - Command line

    func testTheCommandKeepsItsCacheWhereAskedAndNowhereElse() throws {
        let cli = CLIHarness()
        cli.write("Sources/Card.swift", moving)
        cli.write("Sources/Badge.swift", extended)
        XCTAssertEqual(cli.run(["--dry-run", "Sources"]), .success)
        let patch = cli.stdout
        XCTAssertTrue(patch.contains("+    @Environment"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.directory), ["Sources"], "no home in the environment: no cache")

        cli.environment = ["HOME": cli.directory + "/home"]
        for _ in 0..<2 { XCTAssertEqual(cli.run(["--dry-run", "Sources"]), .success); XCTAssertEqual(cli.stdout, patch) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.directory + "/home/.cache/motionfix").count, 1)

        cli.environment = ["HOME": cli.directory + "/home", "XDG_CACHE_HOME": cli.directory + "/xdg"]
        for _ in 0..<2 { XCTAssertEqual(cli.run(["--dry-run", "Sources"]), .success); XCTAssertEqual(cli.stdout, patch) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.directory + "/xdg/motionfix").count, 1)

        let said = "(the last run's results: no file changed)"
        for run in 0..<2 {
            XCTAssertEqual(cli.run(["--dry-run", "--cache-path", "here", "Sources"]), .success)
            XCTAssertEqual(cli.stdout, patch)
            XCTAssertEqual(cli.stderr.contains(said), run == 1, cli.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.directory + "/here").count, 1)
        for run in 0..<2 {
            XCTAssertEqual(cli.run(["audit", "--format", "json", "--cache-path", "here", "Sources"]), .success)
            XCTAssertTrue(cli.stdout.contains("\"respectsReduceMotion\""))
            XCTAssertEqual(cli.stderr.contains(said), run == 1, cli.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.directory + "/here").count, 2, "one for the fixer, one for the audit")

        try FileManager.default.removeItem(atPath: cli.directory + "/home")
        try FileManager.default.removeItem(atPath: cli.directory + "/xdg")
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Sources"]), .success)
        XCTAssertEqual(cli.run(["audit", "--no-cache", "Sources"]), .success)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.directory + "/home"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.directory + "/xdg"))

        // Applied in place, then run again: the files changed, so the cache is a miss.
        XCTAssertEqual(cli.run(["--cache-path", "here", "Sources"]), .success)
        XCTAssertEqual(cli.run(["--dry-run", "--cache-path", "here", "Sources"]), .success)
        XCTAssertEqual(cli.stdout, "")
    }
}

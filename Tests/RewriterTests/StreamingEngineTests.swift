import Foundation
import XCTest
@testable import Rewriter

/// The engine's two passes over a provider that reads files on demand (as the command does from
/// disk): results come in the files' order, a file without motion is read once, a file changed
/// between the passes is reported and left alone.
final class StreamingEngineTests: XCTestCase {
    /// Sources that count their reads and can change a file after its first read.
    final class CountingSources: SourceProvider, @unchecked Sendable {
        let files: [(path: String, text: String)]
        var changedAfterFirstRead: Set<Int> = []
        private var reads: [Int] = []
        private let lock = NSLock()

        init(_ files: [(path: String, text: String)]) {
            self.files = files
            reads = Array(repeating: 0, count: files.count)
        }

        var count: Int { files.count }
        func path(at index: Int) -> String { files[index].path }
        var holdsBytes: Bool { false }
        func readCount(_ index: Int) -> Int { lock.lock(); defer { lock.unlock() }; return reads[index] }
        func read(at index: Int) -> Result<[UInt8], Diagnostic> {
            lock.lock()
            reads[index] += 1
            let isLater = reads[index] > 1
            lock.unlock()
            let text = isLater && changedAfterFirstRead.contains(index) ? files[index].text + "// edited\n" : files[index].text
            return .success(Array(text.utf8))
        }
    }

    private let moving = "import SwiftUI\nstruct Card: View {\n    @State private var shown = false\n    var body: some View { Text(\"\").offset(y: shown ? 0 : 20).onAppear { shown = true } }\n}\n"
    private let still = "struct Model {\n    var name = \"offset\"\n}\n"

    func testResultsComeInOrderAndStillFilesAreReadOnce() {
        var files: [(path: String, text: String)] = []
        for index in 0..<300 { files.append(("F\(index).swift", index % 3 == 0 ? moving.replacingOccurrences(of: "Card", with: "Card\(index)") : still)) }
        let sources = CountingSources(files)
        var paths: [String] = []
        var changed = 0
        Engine().run(sources) { result in
            paths.append(result.path)
            if result.isChanged { changed += 1 }
            XCTAssertNil(result.error)
        }
        XCTAssertEqual(paths, files.map(\.path))
        XCTAssertEqual(changed, 100)
        for index in files.indices where index % 3 != 0 { XCTAssertEqual(sources.readCount(index), 1, files[index].path) }
        for index in files.indices where index % 3 == 0 { XCTAssertLessThanOrEqual(sources.readCount(index), 2, files[index].path) }
    }

    /// A file past the first pass's budget is read again to be rewritten, and no more: the
    /// audit's reading of its findings uses what the rewrite computed (it once read it a third
    /// time, for every such file).
    func testAFilePastTheBudgetIsReadTwiceForTheAudit() {
        let filler = String(repeating: "// a line that makes the file larger than what the first pass keeps\n", count: FirstPass.keptBudget / 60)
        let sources = CountingSources([("A.swift", moving.replacingOccurrences(of: "Card", with: "CardA") + filler),
                                       ("B.swift", moving.replacingOccurrences(of: "Card", with: "CardB") + filler)])
        var results: [FileResult] = []
        Engine(findingDetail: .audit).run(sources) { results.append($0) }
        XCTAssertEqual(results.map(\.isChanged), [true, true])
        XCTAssertTrue(results.allSatisfy { $0.findings.contains { $0.assessment != nil } }, "the audit read the findings")
        XCTAssertEqual(sources.readCount(0), 2)
        XCTAssertEqual(sources.readCount(1), 2)
    }

    /// The hosts are decided in the order of their keys as `<` orders them, whether the keys
    /// share a long prefix, differ after their first eight bytes, are prefixes of one another, or
    /// are not ASCII.
    func testHostKeysAreSortedAsStrings() {
        let sameFile = (0..<300).map { "/App/Sources/Views/Screen.swift:V\($0 * 7919 % 300)" }
        let keyLists: [[String]] = [
            sameFile,
            sameFile.map { $0 + ".Inner" } + ["/App/Sources/Views/Screen.swift:V1", "/App/Sources/Views/Screen.swift:V"],
            ["b.swift:Z", "a.swift:Z", "a.swift:3:Z", "a.swift:12345678A", "a.swift:12345678", "a.swift:12345678\u{0}", "ab.swift:A"],
            ["Vues/Écran.swift:V", "Vues/Ecran.swift:V", "Vues/E\u{301}cran.swift:W", "Vues/Écran.swift:A"],
            ["only.swift:One"],
            [],
        ]
        for keys in keyLists {
            XCTAssertEqual(SecondPass<InMemorySources>.order(of: keys).map { keys[$0] }, keys.sorted())
        }
    }

    /// A view extended in the run's last file: the extension is rewritten right after the
    /// view, so the files in between are not held back (in memory) until the end.
    func testAHostsPartsAreRewrittenTogether() {
        let rewritten = [true, true, false, true, true, true]
        let parts = [ProjectIndex.TypeRef(file: 0, type: 0), ProjectIndex.TypeRef(file: 5, type: 0), ProjectIndex.TypeRef(file: 2, type: 1)]
        let other = [ProjectIndex.TypeRef(file: 5, type: 1), ProjectIndex.TypeRef(file: 3, type: 0)]
        XCTAssertEqual(SecondPass<InMemorySources>.rewriteOrder(rewritten: rewritten, hostParts: [parts, other]), [0, 5, 3, 1, 4],
                       "file 0, then 5 (its host's part; 2 is not rewritten), then 3 (sharing a host with 5), then the rest")
        XCTAssertEqual(SecondPass<InMemorySources>.rewriteOrder(rewritten: rewritten, hostParts: []), [0, 1, 3, 4, 5])

        var files = [("A.swift", moving)]
        for index in 0..<150 { files.append(("M\(index).swift", moving.replacingOccurrences(of: "Card", with: "Card\(index)"))) }
        files.append(("Z.swift", "import SwiftUI\nextension Card {\n    var badge: some View { Text(\"\").scaleEffect(shown ? 1 : 0.5) }\n}\n"))
        var results: [FileResult] = []
        Engine().run(CountingSources(files)) { results.append($0) }
        XCTAssertEqual(results.map(\.path), files.map(\.0))
        XCTAssertEqual(results.filter(\.isChanged).count, files.count)
        // One property for the view, used by its extension in another file: not private.
        XCTAssertTrue(String(decoding: results[0].output, as: UTF8.self).contains("@Environment(\\.accessibilityReduceMotion) var reduceMotion"))
    }

    func testAFileChangedBetweenThePassesIsLeftAlone() {
        // Each past the first pass's budget, so the second pass reads both again.
        let filler = String(repeating: "// a line that makes the file larger than what the first pass keeps\n", count: FirstPass.keptBudget / 60)
        let sources = CountingSources([("Big.swift", moving.replacingOccurrences(of: "Card", with: "Big") + filler),
                                       ("Card.swift", moving + filler)])
        sources.changedAfterFirstRead = [1]
        var results: [FileResult] = []
        Engine().run(sources) { results.append($0) }
        XCTAssertEqual(results.map(\.path), ["Big.swift", "Card.swift"])
        XCTAssertTrue(results[0].isChanged)
        XCTAssertEqual(results[1].error?.message.contains("changed while motionfix ran"), true, "\(String(describing: results[1].error))")
        XCTAssertFalse(results[1].isChanged)
    }
}

import Foundation
import Rewriter
import XCTest

/// The sizes issue 9 names: a 50 MB file and a 1 MB line (deep nesting is in
/// `PathologicalInputTests`). No test here is timed; each checks that the run has no error,
/// makes exactly the expected edits, changes no byte outside them, and that a second run
/// changes nothing.
///
/// The large file is 2 MB by default, to keep the debug build of `swift test` quick (the engine
/// runs at well under 1 MB/s there). `MOTIONFIX_PATHOLOGICAL_SCALE=n` makes it 5·n MB, so the
/// full 50 MB runs with `MOTIONFIX_PATHOLOGICAL_SCALE=10 swift test --filter LargeInputTests`
/// (a few minutes in debug, about a gigabyte of memory); the line is then n MB long.
final class LargeInputTests: XCTestCase {
    private var scaleSetting: Int? { ProcessInfo.processInfo.environment["MOTIONFIX_PATHOLOGICAL_SCALE"].flatMap(Int.init) }
    private var scale: Int { scaleSetting ?? 1 }
    private var largeFileBytes: Int { scaleSetting.map { 5_000_000 * $0 } ?? 2_000_000 }

    func testLargeFileOfManyViews() {
        let target = largeFileBytes
        var source = Array("import SwiftUI\n\n".utf8)
        source.reserveCapacity(target + 2_000)
        var moving = 0
        var index = 0
        while source.count < target {
            // One view in a thousand moves; the others are what fills a real file.
            if index % 1_000 == 500 {
                source += Array(LargeInputTests.movingView(index).utf8)
                moving += 1
            } else {
                source += Array(LargeInputTests.stillView(index).utf8)
            }
            index += 1
        }
        assertRewrittenSafely(source, edits: 3 * moving, "a gate (two edits) and a property per moving view", auditItems: moving)
    }

    /// Many small moving views in one file (generated code, large preview files): every per-type
    /// fact is made once per file, so the run is linear. 20,000 views run in seconds; quadratic,
    /// as before, they took minutes in this debug build, which `HangGuard` bounds.
    func testFileOfManyMovingTypes() {
        let count = 20_000
        var source = "import SwiftUI\n"
        for index in 0..<count {
            source += "struct V\(index): View { @State var y = 0.0; var body: some View { Text(\"a\").offset(y: y).animation(.spring(), value: y) } }\n"
        }
        let bytes = Array(source.utf8)
        guard let result = HangGuard.run({ Engine().run([SourceInput(path: "Many.swift", bytes: bytes)])[0] }) else { return }
        XCTAssertNil(result.error)
        // Per view: the offset gated and the property (the spring then moves nothing: left alone).
        XCTAssertEqual(result.editSet.edits.count, 2 * count)
    }

    /// Each of a file's many views, of three kinds, gets the fix it gets alone: in a file of 32
    /// animating views or more, the views' facts are made partly by the rules and partly ahead of
    /// them on another core (`HostFactsAhead`), which must change nothing.
    func testEachOfManyViewsGetsTheFixItGetsAlone() {
        let kinds = [
            "struct V#: View { @State var y = 0.0; var body: some View { Text(\"a\").offset(y: y).animation(.spring(), value: y) } }\n",
            "struct V#: View { @State var on = false; var body: some View { Text(\"a\").padding(on ? 8 : 2).animation(.spring(), value: on).onTapGesture { on.toggle() } } }\n",
            "struct V#: View { @State var s = 1.0; var body: some View { Circle().scaleEffect(s).onAppear { withAnimation(.easeInOut.repeatForever()) { s = 1.2 } } } }\n",
        ]
        let header = "import SwiftUI\n"
        func fix(_ source: String) -> FileResult { Engine().run([SourceInput(path: "V.swift", bytes: Array(source.utf8))])[0] }
        // Each kind alone, as `V100`, its fix described from its line's start.
        let alone = kinds.map { kind in
            LargeInputTests.fix(of: fix(header + kind.replacingOccurrences(of: "#", with: "100")), line: 2, bytes: header.utf8.count..<(header.utf8.count + kind.utf8.count))
        }
        var source = header
        var views: [(kind: Int, line: Int, bytes: Range<Int>)] = []
        for index in 0..<300 {
            let view = kinds[index % 3].replacingOccurrences(of: "#", with: "\(100 + index)")
            views.append((index % 3, index + 2, source.utf8.count..<(source.utf8.count + view.utf8.count)))
            source += view
        }
        let result = fix(source)
        XCTAssertNil(result.error)
        for view in views {
            XCTAssertEqual(LargeInputTests.fix(of: result, line: view.line, bytes: view.bytes), alone[view.kind], "line \(view.line)")
        }
    }

    /// The edits within `bytes` (one line: `line`) of `result` and its findings there, from the
    /// line's start, each view's name made `V#`.
    private static func fix(of result: FileResult, line: Int, bytes: Range<Int>) -> [String] {
        let edits = result.editSet.edits.filter { bytes.contains($0.range.lowerBound) }.map { edit in
            "\(edit.range.lowerBound - bytes.lowerBound)..<\(edit.range.upperBound - bytes.lowerBound) \(String(decoding: edit.replacement, as: UTF8.self))"
        }
        let findings = result.findings.filter { $0.line == line }.map { finding in
            "\(finding.column) \(finding.ruleID) \(finding.action) \(finding.message) \(finding.suggestion ?? "")"
        }
        return (edits + findings).map { $0.replacingOccurrences(of: #"V[0-9]{3}"#, with: "V#", options: .regularExpression) }
    }

    func testOneMegabyteLine() {
        var items: [String] = []
        var length = 0
        var sites = 0
        while length < 1_000_000 * scale {
            let item: String
            if items.count % 100 == 50 {
                item = "Text(\"moving \(items.count)\").offset(y: shown ? 0 : 4)"
                sites += 1
            } else {
                item = "Text(\"still \(items.count)\").font(.body).padding(2)"
            }
            items.append(item)
            length += item.count + 2
        }
        let line = "struct L: View { @State private var shown = false; var body: some View { Group { "
            + items.joined(separator: "; ") + " }.onAppear { shown = true } } }"
        XCTAssertGreaterThanOrEqual(line.utf8.count, 1_000_000 * scale)
        assertRewrittenSafely(Array(("import SwiftUI\n" + line).utf8), edits: 2 * sites + 1, "every offset gated (two edits each), plus the property",
                              auditItems: sites)
    }

    /// Also builds the audit's report of the file (`auditItems` sites): its columns are counted
    /// along each line once, not from the line's start for every site.
    private func assertRewrittenSafely(_ source: [UInt8], edits: Int, _ message: String, auditItems: Int,
                                       file: StaticString = #filePath, line: UInt = #line) {
        let result = Engine().run([SourceInput(path: "Large.swift", bytes: source)])[0]
        XCTAssertNil(result.error, file: file, line: line)
        XCTAssertEqual(result.editSet.edits.count, edits, message, file: file, line: line)
        XCTAssertEqual(AuditReport(results: [result]).items.count, auditItems, "one audit item per moving site", file: file, line: line)
        XCTAssertTrue(result.onlyEditedBytesChanged, "bytes outside the edits changed", file: file, line: line)
        let second = Engine().run([SourceInput(path: "Large.swift", bytes: result.output)])[0]
        XCTAssertNil(second.error, file: file, line: line)
        XCTAssertEqual(second.editSet.edits.count, 0, "a second run must change nothing", file: file, line: line)
        XCTAssertTrue(second.output == result.output, "a second run must change nothing", file: file, line: line)
    }

    /// A view with one offset that moves on appearance.
    private static func movingView(_ index: Int) -> String {
        """
        struct Moving\(index): View {
            @State private var shown = false

            var body: some View {
                Text("Moving \(index)")
                    .offset(y: shown ? 0 : 12)
                    .onAppear { shown = true }
            }
        }


        """
    }

    /// A view without motion, with the comments, strings and state changes a real one has.
    private static func stillView(_ index: Int) -> String {
        """
        /// A row of the list (\(index)); `.offset(y: 40)` in a comment is never touched.
        struct Row\(index): View {
            let title: String
            let detail: String
            @State private var isExpanded = false

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Text(title).font(.headline)
                        Spacer()
                        Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
                    }
                    if isExpanded {
                        Text("\\(detail) — row \(index), \\(title.count) characters")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical, 8)
                .accessibilityElement(children: .combine)
            }
        }


        """
    }
}

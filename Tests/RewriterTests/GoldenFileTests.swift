import XCTest
import Rewriter

/// Every `Fixtures/Before/X.swift`, rewritten as one run (like `motionfix Fixtures/Before`),
/// must equal `Fixtures/After/X.swift`. Set MOTIONFIX_REGENERATE=1 to rewrite the After files
/// from the engine instead (then review the diff).
final class GoldenFileTests: XCTestCase {
    private func runEngine(root: String) -> [FileResult] {
        let inputs = Fixtures.files(under: root).map { SourceInput(path: $0, bytes: Fixtures.read(root, $0)!) }
        return Engine().run(inputs)
    }

    func testEveryBeforeHasAnAfterAndViceVersa() {
        XCTAssertEqual(Fixtures.files(under: Fixtures.before), Fixtures.files(under: Fixtures.after))
        XCTAssertGreaterThanOrEqual(Fixtures.files(under: Fixtures.before).count, 40)
    }

    func testBeforeRewritesToAfter() throws {
        let results = runEngine(root: Fixtures.before)
        if ProcessInfo.processInfo.environment["MOTIONFIX_REGENERATE"] == "1" {
            for result in results {
                let path = Fixtures.after + "/" + result.path
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(result.output)), path)
            }
            return
        }
        for result in results {
            XCTAssertNil(result.error, "\(result.path): \(result.error!)")
            guard let expected = Fixtures.read(Fixtures.after, result.path) else {
                XCTFail("missing Fixtures/After/\(result.path)")
                continue
            }
            if result.output != expected {
                XCTFail("Fixtures/After/\(result.path) differs from the rewrite of Fixtures/Before/\(result.path):\n" +
                        lineDiff(expected: expected, actual: result.output))
            }
        }
    }

    func testAfterIsStableUnderASecondRun() {
        for result in runEngine(root: Fixtures.after) {
            XCTAssertNil(result.error, "\(result.path): \(result.error!)")
            XCTAssertFalse(result.isChanged, "Fixtures/After/\(result.path) changes when rewritten again:\n" +
                           lineDiff(expected: result.original, actual: result.output))
        }
    }

    func testTokenizerRoundTripsEveryFixture() throws {
        for root in [Fixtures.before, Fixtures.after] {
            for path in Fixtures.files(under: root) {
                let bytes = Fixtures.read(root, path)!
                let tokens = try Tokenizer.tokenize(bytes)
                XCTAssertEqual(tokens.flatMap { bytes[$0.range] }, bytes, path)
            }
        }
    }

    func testEveryAfterParsesAndTypeChecksAgainstTheSwiftUIStub() {
        let groups = Fixtures.groups(under: Fixtures.after)
        var failures = [String?](repeating: nil, count: groups.count)
        failures.withUnsafeMutableBufferPointer { slots in
            DispatchQueue.concurrentPerform(iterations: groups.count) { index in
                let group = groups[index]
                let paths = group.files.map { Fixtures.after + "/" + $0 }
                if let output = Swiftc.parse(paths) {
                    slots[index] = "\(group.files) does not parse:\n\(output)"
                } else if !group.parseOnly, let output = Swiftc.typecheck(paths) {
                    slots[index] = "\(group.files) does not type-check against Tests/TypecheckStubs:\n\(output)"
                }
            }
        }
        for failure in failures.compactMap({ $0 }) { XCTFail(failure) }
    }

    /// A readable line diff for failure messages.
    private func lineDiff(expected: [UInt8], actual: [UInt8]) -> String {
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a != b {
                if let a { lines.append("  expected \(index + 1): \(a)") }
                if let b { lines.append("  actual   \(index + 1): \(b)") }
            }
        }
        return lines.prefix(20).joined(separator: "\n")
    }
}

/// The stub keeps Apple's overloads, so a wrong neutral value must fail to type-check.
final class StubSanityTests: XCTestCase {
    private func check(_ expression: String) -> Bool {
        let source = """
        import SwiftUI
        struct Probe: View {
            @Environment(\\.accessibilityReduceMotion) private var flag
            @State private var size = CGSize(width: 2, height: 2)
            @State private var angle = Angle.degrees(10)
            @State private var x: CGFloat = 1
            var body: some View {
                \(expression)
            }
        }
        """
        let path = NSTemporaryDirectory() + "motionfix-probe-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return Swiftc.typecheck([path]) == nil
    }

    func testWrongNeutralsFailAndRightOnesPass() {
        let cases: [(String, Bool)] = [
            ("Text(\"\").scaleEffect(flag ? 1 : size)", false),
            ("Text(\"\").scaleEffect(flag ? CGSize(width: 1, height: 1) : size)", true),
            ("Text(\"\").transition(flag ? nil : .slide)", false),
            ("Text(\"\").transition(flag ? .opacity : AnyTransition(.blurReplace))", true),
            ("Text(\"\").rotationEffect(flag ? 0 : angle)", false),
            ("Text(\"\").rotationEffect(flag ? .zero : angle)", true),
            ("Text(\"\").offset(flag ? 0 : size)", false),
            ("Text(\"\").offset(flag ? .zero : size)", true),
            ("Text(\"\").animation(flag ? nil : .spring(), value: x)", true),
            ("TimelineView(.animation(paused: flag)) { _ in Text(\"\") }", true),
            ("Image(systemName: \"wifi\").symbolEffect(.pulse, isActive: !flag)", true),
        ]
        var results = [Bool](repeating: false, count: cases.count)
        results.withUnsafeMutableBufferPointer { slots in
            DispatchQueue.concurrentPerform(iterations: cases.count) { slots[$0] = check(cases[$0].0) }
        }
        for (index, (expression, expected)) in cases.enumerated() {
            XCTAssertEqual(results[index], expected, "\(expression) should \(expected ? "" : "not ")type-check")
        }
    }
}

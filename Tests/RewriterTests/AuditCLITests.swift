import Foundation
@testable import Rewriter
import XCTest

/// `motionfix audit` on the command line: formats, `--output`, `--strict` and its exit codes.
final class AuditCLITests: XCTestCase {
    /// A fade only: low severity, nothing to do.
    static let fadeView = """
    import SwiftUI

    struct Toast: View {
        @State private var shown = false

        var body: some View {
            if shown { Text("Saved").transition(.opacity) }
        }
    }

    """

    /// A view model's spring: left for a person, not fixable by motionfix.
    static let manualView = """
    import SwiftUI

    final class Store: ObservableObject {
        @Published var open = false
        func toggle() { withAnimation(.spring()) { open.toggle() } }
    }

    """

    func testTheDefaultTextReportWritesNoSourceFile() {
        let cli = CLIHarness()
        cli.write("App/Banner.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["audit", "App"]), .success)
        XCTAssertTrue(cli.stdout.hasPrefix("motionfix audit: 1 file scanned, 1 with motion, 2 motion sites, 0 (0%) respect Reduce Motion\n"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("App/Banner.swift  (2 sites, highest high)"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("8:14  high      entrance    ignores   auto    .offset: "), cli.stdout)
        XCTAssertEqual(cli.stderr, "")
        XCTAssertEqual(cli.read("App/Banner.swift"), CLIHarness.movingView)
    }

    func testStrictFailsUntilTheFixerRunsThenPasses() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.write("Toast.swift", Self.fadeView)
        XCTAssertEqual(cli.run(["audit", "--strict", "."]), .changesPending)
        // The offset is fixed; its spring is left alone (the offset is gated at its modifier).
        XCTAssertTrue(cli.stderr.contains("--strict: 1 site needs work: motionfix fixes 1 (run 'motionfix' on the same paths)\n"), cli.stderr)
        XCTAssertEqual(cli.run(["audit", "."]), .success, "without --strict the audit reports and succeeds")
        XCTAssertEqual(cli.run(["."]), .success)
        XCTAssertEqual(cli.run(["audit", "--strict", "--format", "json", "."]), .success)
        XCTAssertTrue(cli.stdout.contains("\"respectingReduceMotion\": 3"), cli.stdout)
        // The offset and its spring now read the setting; the fade is safe as it is.
        XCTAssertTrue(cli.stdout.contains("\"readingReduceMotion\": 2"), cli.stdout)
    }

    func testStrictPassesOnLowSeverityAndFailsOnManualWork() {
        let cli = CLIHarness()
        cli.write("Toast.swift", Self.fadeView)
        XCTAssertEqual(cli.run(["audit", "--strict", "Toast.swift"]), .success)
        cli.write("Store.swift", Self.manualView)
        XCTAssertEqual(cli.run(["audit", "--strict", "."]), .changesPending)
        XCTAssertTrue(cli.stderr.contains("--strict: 1 site needs work: 1 is left for a person\n"), cli.stderr)
        XCTAssertEqual(cli.run(["."]), .success, "the fixer cannot change it")
        XCTAssertEqual(cli.run(["audit", "--strict", "--format", "xcode", "."]), .changesPending)
        XCTAssertTrue(cli.stdout.hasPrefix("Store.swift:5:21: warning: [spring-animation] high feedback motion (manual): "), cli.stdout)
        // Opting the site out with a directive is how a team accepts it.
        cli.write("Store.swift", Self.manualView.replacingOccurrences(of: "    func toggle()", with: "    // motionfix:disable:next\n    func toggle()"))
        XCTAssertEqual(cli.run(["audit", "--strict", "."]), .success)
    }

    func testAnAuditWithNoMotionSaysSo() {
        let cli = CLIHarness()
        cli.write("Still.swift", "import SwiftUI\n\nstruct Still: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        XCTAssertEqual(cli.run(["audit", "--strict", "."]), .success)
        XCTAssertEqual(cli.stdout, "motionfix audit: 1 file scanned, no motion found\n")
        XCTAssertEqual(cli.run(["audit", "--format", "json", "."]), .success)
        XCTAssertEqual(cli.stderr, "motionfix audit: no motion found in 1 file\n")
    }

    func testUnreadableFilesWinOverStrict() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.write("Broken.swift", "struct Broken: View {\n    let s = \"open\n}\n")
        cli.write("Latin1.swift", bytes: Array("// caf".utf8) + [0xE9] + Array("\n".utf8))
        XCTAssertEqual(cli.run(["audit", "--strict", "--format", "json", "."]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("Broken.swift:2:13: error: unterminated string literal"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("Latin1.swift:1:7: error: not valid UTF-8; it was not audited"), cli.stderr)
        XCTAssertTrue(cli.stdout.contains("\"filesScanned\": 3"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("\"path\": \"Broken.swift\""), cli.stdout)
        XCTAssertEqual(cli.run(["audit", "Missing"]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("Missing: error: no such file or directory"), cli.stderr)
    }

    func testOutputWritesTheReportAtomically() throws {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.write("report.sarif", "old")
        XCTAssertEqual(cli.run(["audit", "--format=sarif", "--output", "report.sarif", "Banner.swift"]), .success)
        XCTAssertEqual(cli.stdout, "")
        XCTAssertEqual(cli.stderr, "motionfix audit: 2 motion sites in 1 file, 0 respect Reduce Motion (0 read the setting); 1 fails --strict\n")
        let sarif = try JSONSerialization.jsonObject(with: Data(cli.read("report.sarif").utf8)) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.directory).filter { $0.contains(".tmp") }
        XCTAssertEqual(leftovers, [])
        XCTAssertEqual(cli.run(["audit", "--quiet", "--format", "markdown", "--output", "audit.md", "."]), .success)
        XCTAssertEqual(cli.stderr, "")
        XCTAssertTrue(cli.read("audit.md").hasPrefix("# Reduce Motion audit\n"))
        XCTAssertEqual(cli.run(["audit", "--output", "no/such/dir/report.txt", "."]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("cannot write the report to no/such/dir/report.txt"), cli.stderr)
    }

    func testStandardInput() {
        let cli = CLIHarness()
        cli.stdin = Array(CLIHarness.movingView.utf8)
        XCTAssertEqual(cli.run(["audit", "--format", "xcode", "-", "--stdin-path", "Sources/Banner.swift"]), .success)
        XCTAssertTrue(cli.stdout.hasPrefix("Sources/Banner.swift:8:14: warning: [offset] "), cli.stdout)
    }

    func testUsageErrorsAndHelp() {
        let cli = CLIHarness()
        XCTAssertEqual(cli.run(["audit"]), .usageError)
        XCTAssertTrue(cli.stderr.contains("no paths given; try 'motionfix audit .'"), cli.stderr)
        XCTAssertEqual(cli.run(["audit", "--format", "html", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("unknown format 'html'; use one of text, markdown, json, sarif, xcode"), cli.stderr)
        XCTAssertEqual(cli.run(["audit", "--fromat", "json", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("did you mean --format?"), cli.stderr)
        XCTAssertEqual(cli.run(["audit", "--dry-run", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("'--dry-run' is an option of the fixer, not of 'motionfix audit'"), cli.stderr)
        XCTAssertEqual(cli.run(["audit", "--strict=yes", "."]), .usageError)
        XCTAssertEqual(cli.run(["audit", "--help"]), .success)
        for word in ["--format", "--output", "--strict", "markdown", "sarif", "xcode", "docs/AUDIT.md"] {
            XCTAssertTrue(cli.stdout.contains(word), word)
        }
        XCTAssertEqual(cli.run(["--help"]), .success)
        XCTAssertTrue(cli.stdout.contains("motionfix audit [options] <path>..."), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("audit --strict"), "the exit code table says what 1 means for the audit")
    }
}

import XCTest
@testable import Rewriter

/// `--check --format github`: one `::warning` annotation per pending fix on standard output.
final class CheckFormatTests: XCTestCase {
    func testGithubAnnotations() {
        let cli = CLIHarness()
        cli.write("App/Banner.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--check", "--format", "github", "App"]), .changesPending)
        let lines = cli.stdout.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { return XCTFail(cli.stdout) }
        XCTAssertEqual(lines[0], "::warning file=App/Banner.swift,line=4,col=1::[environment-property] add @Environment(\\.accessibilityReduceMotion) to 'Banner' to gate its motion")
        XCTAssertTrue(lines[1].hasPrefix("::warning file=App/Banner.swift,line=8,col=14::[offset] "), lines[1])
        XCTAssertFalse(cli.stderr.contains("warning: [offset]"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("1 with pending fixes"), cli.stderr)
        // The default stays the compiler style on standard error.
        XCTAssertEqual(cli.run(["--check", "--format", "xcode", "App"]), .changesPending)
        XCTAssertEqual(cli.stdout, "")
        XCTAssertTrue(cli.stderr.contains("App/Banner.swift:8:14: warning: [offset]"), cli.stderr)
        XCTAssertEqual(cli.run(["--check", "--format", "junit", "App"]), .usageError)
        XCTAssertTrue(cli.stderr.contains("--format 'junit': use xcode or github"), cli.stderr)
    }

    func testEscaping() {
        let warning = CheckWarning(path: "a,b:c.swift", line: 2, column: 3, message: "50% done\nnext")
        XCTAssertEqual(warning.github, "::warning file=a%2Cb%3Ac.swift,line=2,col=3::50%25 done%0Anext")
    }
}

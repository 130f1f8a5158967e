import XCTest
@testable import Rewriter

/// `--check --format github`: one `::warning` annotation per pending fix on standard output.
final class CheckFormatTests: XCTestCase {
    func testGithubAnnotations() {
        let cli = CLIHarness()
        cli.write("App/Banner.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--check", "--format", "github", "App"]), .changesPending)
        let lines = cli.stdout.split(separator: "\n").map(String.init)
        // One annotation per site: the property a fix adds gets none of its own.
        guard lines.count == 1 else { return XCTFail(cli.stdout) }
        XCTAssertTrue(lines[0].hasPrefix("::warning file=App/Banner.swift,line=8,col=14::[offset] "), lines[0])
        XCTAssertFalse(cli.stderr.contains("warning: [offset]"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("1 with pending fixes"), cli.stderr)
        // The default stays the compiler style on standard error.
        XCTAssertEqual(cli.run(["--check", "--format", "xcode", "App"]), .changesPending)
        XCTAssertEqual(cli.stdout, "")
        XCTAssertTrue(cli.stderr.contains("App/Banner.swift:8:14: warning: [offset]"), cli.stderr)
        XCTAssertEqual(cli.run(["--check", "--format", "junit", "App"]), .usageError)
        XCTAssertTrue(cli.stderr.contains("--format 'junit': use xcode or github"), cli.stderr)
    }

    /// `--check` lists every site of a file in line order, fixes and sites left for a person
    /// together, one line each.
    func testOneWarningPerSiteInLineOrder() {
        let cli = CLIHarness()
        cli.write("App/Mixed.swift", """
        import SwiftUI

        struct Mixed: View {
            @State private var shown = false
            let item: Item

            var body: some View {
                VStack {
                    Text("a").offset(y: item.lift)
                    Text("b").offset(y: shown ? 0 : 40).onAppear { shown = true }
                }
            }
        }

        """)
        XCTAssertEqual(cli.run(["--check", "App"]), .changesPending)
        let warnings = cli.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init)
        XCTAssertEqual(warnings.count, 2, cli.stderr)
        XCTAssertTrue(warnings.first?.hasPrefix("App/Mixed.swift:9:") == true, cli.stderr)
        XCTAssertTrue(warnings.last?.hasPrefix("App/Mixed.swift:10:") == true, cli.stderr)
        XCTAssertFalse(cli.stderr.contains("[environment-property]"), cli.stderr)
    }

    func testEscaping() {
        let warning = CheckWarning(path: "a,b:c.swift", line: 2, column: 3, message: "50% done\nnext")
        XCTAssertEqual(warning.github, "::warning file=a%2Cb%3Ac.swift,line=2,col=3::50%25 done%0Anext")
    }
}

import XCTest
@testable import Rewriter

/// `--since <rev>`: only the hunks touching lines changed since the revision.
final class SinceTests: XCTestCase {
    /// Two views far apart in one file, so each gets its own hunk.
    static let twoViews = CLIHarness.movingView + "\n\n\n\n\n\n" + CLIHarness.movingView.replacingOccurrences(of: "import SwiftUI\n\n", with: "")
        .replacingOccurrences(of: "Banner", with: "Toast")

    func testOnlyHunksTouchingChangedLinesAreKept() {
        let cli = CLIHarness()
        cli.write("Committed.swift", CLIHarness.movingView)
        cli.write("Changed.swift", SinceTests.twoViews)
        cli.write("Sub Dir/Café x.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.shell("git init -q . && git add . && git -c user.name=t -c user.email=t@example.com commit -q -m base"), 0)
        // Change the second view's offset only.
        let changed = SinceTests.twoViews.replacingOccurrences(of: "struct Toast: View {\n    @State private var shown = false\n\n    var body: some View {\n        Text(\"Saved\")\n            .offset(y: shown ? 0 : -40)",
                                                                with: "struct Toast: View {\n    @State private var shown = false\n\n    var body: some View {\n        Text(\"Saved\")\n            .offset(y: shown ? 0 : -60)")
        XCTAssertNotEqual(changed, SinceTests.twoViews)
        cli.write("Changed.swift", changed)
        cli.write("Sub Dir/Café x.swift", CLIHarness.movingView.replacingOccurrences(of: "-40", with: "-50"))
        XCTAssertEqual(cli.run(["--dry-run", "--since", "HEAD", "."]), .success, cli.stderr)
        let patch = cli.stdout
        XCTAssertTrue(patch.contains("+++ b/Sub Dir/Café x.swift"), patch)
        XCTAssertFalse(patch.contains("Committed.swift"), patch)
        XCTAssertTrue(patch.contains("+++ b/Changed.swift"), patch)
        XCTAssertTrue(patch.contains("reduceMotion ? 0 : (shown ? 0 : -60)"), patch)
        XCTAssertFalse(patch.contains("reduceMotion ? 0 : (shown ? 0 : -40)"), patch)
        XCTAssertEqual(patch.components(separatedBy: "@Environment(\\.accessibilityReduceMotion)").count, 3, "Toast's and Café x's properties, not Banner's in Changed.swift: \(patch)")
        // --check agrees, and without --since everything is pending.
        XCTAssertEqual(cli.run(["--check", "--since", "HEAD", "."]), .changesPending)
        XCTAssertFalse(cli.stderr.contains("Committed.swift"), cli.stderr)
        XCTAssertFalse(cli.stderr.contains("Changed.swift:8:"), cli.stderr)
        cli.run(["--dry-run", "."])
        XCTAssertTrue(cli.stdout.contains("Committed.swift"))
        // An untracked file is new in every line.
        cli.write("New.swift", CLIHarness.movingView)
        cli.run(["--dry-run", "--since", "HEAD", "."])
        XCTAssertTrue(cli.stdout.contains("+++ b/New.swift"), cli.stdout)
        // In place, only the kept hunks are written.
        XCTAssertEqual(cli.run(["--since", "HEAD", "."]), .success)
        XCTAssertEqual(cli.read("Committed.swift"), CLIHarness.movingView)
        XCTAssertTrue(cli.read("Changed.swift").contains("reduceMotion ? 0 : (shown ? 0 : -60)"))
        XCTAssertTrue(cli.read("Changed.swift").contains(".offset(y: shown ? 0 : -40)"))
    }

    func testErrors() {
        let cli = CLIHarness()
        cli.write("A.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--dry-run", "--since", "HEAD", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("--since needs a git work tree"), cli.stderr)
        XCTAssertEqual(cli.shell("git init -q . && git add . && git -c user.name=t -c user.email=t@example.com commit -q -m base"), 0)
        XCTAssertEqual(cli.run(["--dry-run", "--since", "no-such-rev", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("--since no-such-rev: git diff failed"), cli.stderr)
        XCTAssertEqual(cli.run(["--since", "HEAD", "-"]), .usageError)
        XCTAssertEqual(cli.read("A.swift"), CLIHarness.movingView)
    }

    func testParseDiff() {
        let diff = """
        diff --git a/A.swift b/A.swift
        --- a/A.swift
        +++ b/A.swift
        @@ -3 +3 @@ struct A
        -x
        +y
        @@ -10,2 +10,0 @@
        @@ -20,0 +19,3 @@
        diff --git a/Gone.swift b/Gone.swift
        --- a/Gone.swift
        +++ /dev/null
        @@ -1 +0,0 @@
        --- a/Sub Dir/Café x.swift\t
        +++ b/Sub Dir/Café x.swift\t
        @@ -1,0 +2 @@ a
        +++ "b/Say \\"hi\\".swift"
        @@ -4 +4 @@

        """
        XCTAssertEqual(GitChanges.parseDiff(diff, root: "/r"), ["/r/A.swift": [3, 10, 11, 19, 20, 21], "/r/Sub Dir/Café x.swift": [2],
                                                                "/r/Say \"hi\".swift": [4]])
    }
}

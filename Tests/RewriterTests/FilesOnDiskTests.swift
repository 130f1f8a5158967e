import Foundation
import Rewriter
import XCTest

/// What the walk does with symbolic links and with files that are not regular (issue 9; the
/// policy is in docs/DECISIONS.md, "Files on disk"). The runs that could block are guarded by
/// `HangGuard`, so a regression fails instead of hanging the suite.
final class FilesOnDiskTests: XCTestCase {
    func testDirectorySymlinkLoopIsNotFollowed() {
        let cli = CLIHarness()
        cli.write("a/X.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.shell("ln -s .. a/up && ln -s . a/here"), 0)
        XCTAssertEqual(discovered(in: cli, ["."]), ["a/X.swift"])
        XCTAssertEqual(HangGuard.run { cli.run(["--dry-run", "."]) }, .success)
        XCTAssertEqual(cli.stdout.components(separatedBy: "+++ b/").count, 2, "one file in the patch: \(cli.stdout)")
        XCTAssertTrue(cli.stdout.contains("+++ b/a/X.swift\n"), cli.stdout)
        XCTAssertTrue(cli.stderr.contains("1 file scanned"), cli.stderr)
        // Named explicitly, a link to a directory is walked; the links inside it still are not.
        XCTAssertEqual(discovered(in: cli, ["a/up"]), ["a/up/a/X.swift"])
        XCTAssertEqual(HangGuard.run { cli.run(["."]) }, .success)
        XCTAssertTrue(cli.read("a/X.swift").contains("reduceMotion ? 0 :"))
    }

    func testSymlinksToFilesAreSkippedByTheWalkAndFollowedWhenNamed() throws {
        let cli = CLIHarness()
        cli.write("Real/Banner.swift", CLIHarness.movingView)
        cli.write("Elsewhere/Outside.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.shell("mkdir Links && ln -s ../Real/Banner.swift Links/Banner.swift && ln -s ../Elsewhere/Outside.swift Links/Outside.swift && ln -s Missing.swift Links/Dangling.swift"), 0)
        // A link found by the walk is not a file of the tree: a write through it would land
        // outside the tree, or rewrite a file the walk also finds under its own name.
        XCTAssertEqual(discovered(in: cli, ["Links"]), [])
        XCTAssertEqual(cli.run(["Links"]), .success)
        XCTAssertTrue(cli.stderr.contains("0 files scanned"), cli.stderr)
        XCTAssertEqual(cli.read("Elsewhere/Outside.swift"), CLIHarness.movingView)
        XCTAssertEqual(discovered(in: cli, ["."]), ["Elsewhere/Outside.swift", "Real/Banner.swift"])
        // Named explicitly: the target is rewritten and the link stays a link.
        XCTAssertEqual(cli.run(["Links/Outside.swift"]), .success)
        XCTAssertTrue(cli.read("Elsewhere/Outside.swift").contains("reduceMotion ? 0 :"))
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: cli.directory + "/Links/Outside.swift")
        XCTAssertEqual(link, "../Elsewhere/Outside.swift")
    }

    func testNonASCIINamesKeepTheirBytesInTheWalksPaths() {
        let cli = CLIHarness()
        cli.write("Écrans/Détail ç/Vue 🎞.swift", CLIHarness.movingView)
        XCTAssertEqual(discovered(in: cli, ["."]), ["Écrans/Détail ç/Vue 🎞.swift"])
        XCTAssertEqual(discovered(in: cli, ["Écrans"]), ["Écrans/Détail ç/Vue 🎞.swift"])
        XCTAssertEqual(cli.run(["Écrans"]), .success, cli.stderr)
        XCTAssertTrue(cli.read("Écrans/Détail ç/Vue 🎞.swift").contains("reduceMotion ? 0 :"))
    }

    func testAFileNamedTwiceIsProcessedOnce() {
        let cli = CLIHarness()
        cli.write("Real/Banner.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.shell("ln -s Real/Banner.swift Link.swift && ln -s Real RealLink"), 0)
        XCTAssertEqual(discovered(in: cli, ["Real/Banner.swift", "Link.swift", "Real", "RealLink", "./Real/"]), ["Real/Banner.swift"])
        // In place: one write, no "changed since it was read" error for a second copy.
        XCTAssertEqual(cli.run(["Real/Banner.swift", "Link.swift", "RealLink"]), .success, cli.stderr)
        XCTAssertTrue(cli.stderr.contains("1 file scanned, 1 changed"), cli.stderr)
        XCTAssertTrue(cli.read("Real/Banner.swift").contains("reduceMotion ? 0 :"))
    }

    func testADirectoryThatCannotBeOpenedIsReported() {
        // Root opens any directory whatever its mode; a path longer than the system's limit
        // cannot be opened by anyone, so it stands in for an unreadable directory.
        let cli = CLIHarness()
        defer { cli.shell("rm -rf Deep") }
        cli.write("Shallow.swift", CLIHarness.movingView)
        // Made one level at a time through directory descriptors: no path here is too long.
        var directory = open(cli.directory, O_RDONLY | O_DIRECTORY)
        for name in ["Deep"] + Array(repeating: String(repeating: "d", count: 200), count: 22) {
            XCTAssertEqual(mkdirat(directory, name, 0o755), 0)
            let next = openat(directory, name, O_RDONLY | O_DIRECTORY)
            close(directory)
            directory = next
        }
        let file = openat(directory, "Hidden.swift", O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(file, 0)
        close(file)
        close(directory)
        XCTAssertEqual(cli.run(["--dry-run", "."]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains(": error: cannot open the directory (check its permissions, and that its full path is shorter than the system's limit); its files were skipped"), cli.stderr)
        XCTAssertTrue(cli.stdout.contains("+++ b/Shallow.swift"), "the rest of the run goes on")
        XCTAssertEqual(cli.run(["audit", "--format", "json", "."]), .someFilesFailed)
        XCTAssertTrue(cli.stdout.contains("its files were not audited"), cli.stdout)
    }

    func testFIFOInAWalkedDirectoryIsNeverOpened() {
        let cli = CLIHarness()
        cli.write("Dir/Good.swift", CLIHarness.movingView)
        let pipe = cli.directory + "/Dir/Pipe.swift"
        XCTAssertTrue(FIFO.make(pipe))
        // Only discovered files are read, so a FIFO left out here is never opened.
        XCTAssertEqual(discovered(in: cli, ["Dir"]), ["Dir/Good.swift"])
        XCTAssertEqual(HangGuard.run(unblock: { FIFO.release(pipe) }) { cli.run(["Dir"]) }, .success)
        XCTAssertTrue(cli.stderr.contains("1 file scanned, 1 changed, 0 unchanged, 0 skipped with errors"), cli.stderr)
        XCTAssertFalse(cli.stderr.contains("Pipe.swift"), cli.stderr)
    }

    func testFIFOAndDeviceNamedExplicitlyAreReportedAndSkipped() {
        let cli = CLIHarness()
        cli.write("Good.swift", CLIHarness.movingView)
        let pipe = cli.directory + "/Pipe.swift"
        XCTAssertTrue(FIFO.make(pipe))
        XCTAssertEqual(cli.shell("ln -s /dev/null Null.swift"), 0)
        let code = HangGuard.run(unblock: { FIFO.release(pipe) }) { cli.run(["Pipe.swift", "Null.swift", "Good.swift"]) }
        XCTAssertEqual(code, .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("Pipe.swift:1:1: error: not a regular file (a FIFO); it was skipped\n"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("Null.swift:1:1: error: not a regular file (a character device); it was skipped\n"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("3 files scanned, 1 changed, 0 unchanged, 2 skipped with errors"), cli.stderr)
        XCTAssertTrue(cli.read("Good.swift").contains("reduceMotion ? 0 :"))

        let audit = HangGuard.run(unblock: { FIFO.release(pipe) }) { cli.run(["audit", "--format", "json", "Pipe.swift"]) }
        XCTAssertEqual(audit, .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("Pipe.swift:1:1: error: not a regular file (a FIFO); it was not audited"), cli.stderr)
    }

    private func discovered(in cli: CLIHarness, _ paths: [String]) -> [String] {
        FileDiscovery(excludes: [], currentDirectory: cli.directory).files(for: paths).entries.map(\.displayPath)
    }
}

import XCTest
@testable import Rewriter

final class CLITests: XCTestCase {
    func testDryRunPatchAppliesWithGitAndEqualsInPlaceResult() throws {
        let cli = CLIHarness()
        cli.write("App/Banner.swift", CLIHarness.movingView)
        cli.write("App/CRLF.swift", CLIHarness.movingView.replacingOccurrences(of: "\n", with: "\r\n"))
        cli.write("App/NoNewline.swift", "import SwiftUI\nstruct N: View {\n    @State private var shown = false\n    var body: some View { Text(\"\").offset(y: shown ? 0 : 9).onAppear { shown = true } }\n}")
        cli.write("App/Plain.swift", "let x = 1\n")
        cli.write("App/Sub Dir/Café.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--dry-run", "App"]), .success)
        let patch = cli.stdout
        XCTAssertTrue(patch.contains("--- a/App/Banner.swift\n+++ b/App/Banner.swift\n"), patch)
        XCTAssertTrue(patch.contains("@@ -1,11 +1,12 @@ motionfix: environment-property, offset\n"), patch)
        XCTAssertTrue(patch.contains("\\ No newline at end of file"), patch)
        XCTAssertFalse(patch.contains("Plain.swift"))
        XCTAssertEqual(cli.read("App/Banner.swift"), CLIHarness.movingView, "dry run writes nothing")
        cli.write("motion.patch", patch)
        // Apply to a copy laid out like the original, then compare with the in-place run.
        XCTAssertEqual(cli.shell("mkdir -p applied && cp -R App applied/App && cd applied && git apply ../motion.patch"), 0)
        XCTAssertEqual(cli.run(["App"]), .success)
        for name in ["Banner", "CRLF", "NoNewline", "Plain", "Sub Dir/Café"] {
            XCTAssertEqual(cli.read("applied/App/\(name).swift"), cli.read("App/\(name).swift"), name)
        }
        XCTAssertTrue(cli.read("App/CRLF.swift").contains("private var reduceMotion\r\n"))
        XCTAssertTrue(cli.stderr.contains("5 files scanned, 4 changed, 1 unchanged, 0 skipped with errors"), cli.stderr)
    }

    func testPatchOptionWritesTheSameDiff() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.run(["--dry-run", "Banner.swift"])
        let expected = cli.stdout
        XCTAssertEqual(cli.run(["--patch", "out.patch", "Banner.swift"]), .success)
        XCTAssertEqual(cli.read("out.patch"), expected)
        XCTAssertEqual(cli.stdout, "")
        XCTAssertEqual(cli.read("Banner.swift"), CLIHarness.movingView)
    }

    func testSummaryTimeHasTwoDecimals() {
        XCTAssertEqual(RunSummary.seconds(0), "0.00")
        XCTAssertEqual(RunSummary.seconds(0.1234), "0.12")
        XCTAssertEqual(RunSummary.seconds(0.056), "0.06")
        XCTAssertEqual(RunSummary.seconds(12.3), "12.30")
        for seconds in stride(from: 0.0, through: 3, by: 0.0137) {
            XCTAssertEqual(RunSummary.seconds(seconds), String(format: "%.2f", seconds))
        }
    }

    func testHeapGrowsInLargeStepsExceptUnderStrictOvercommit() {
        XCTAssertTrue(HeapGrowth.growsInLargeSteps(overcommitSetting: UInt8(ascii: "0")))
        XCTAssertTrue(HeapGrowth.growsInLargeSteps(overcommitSetting: UInt8(ascii: "1")))
        XCTAssertTrue(HeapGrowth.growsInLargeSteps(overcommitSetting: nil))
        XCTAssertFalse(HeapGrowth.growsInLargeSteps(overcommitSetting: UInt8(ascii: "2")))
    }

    func testCheckExitCodes() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--check", "."]), .changesPending)
        XCTAssertTrue(cli.stderr.contains("Banner.swift:8:14: warning: [offset]"), cli.stderr)
        XCTAssertEqual(cli.read("Banner.swift"), CLIHarness.movingView)
        XCTAssertEqual(cli.run(["."]), .success)
        XCTAssertEqual(cli.run(["--check", "."]), .success)
    }

    func testExitZeroAndTouchMakeACheckThatNeverFailsABuild() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.write("checked.swift", "stale")
        XCTAssertEqual(cli.run(["--check", "--quiet", "--exit-zero", "--touch", "checked.swift", "Banner.swift", "Missing.swift"]), .success)
        XCTAssertTrue(cli.stderr.contains("Banner.swift:8:14: warning: [offset]"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("Missing.swift: error: no such file or directory"), cli.stderr)
        XCTAssertEqual(cli.read("checked.swift"), "", "the stamp is written afresh, empty")
        XCTAssertEqual(cli.read("Banner.swift"), CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--check", "--quiet", "--touch", "checked.swift", "Banner.swift"]), .changesPending, "--touch alone keeps the exit code")
        XCTAssertEqual(cli.run(["--check", "--touch", "no/such/dir/checked.swift", "Banner.swift"]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("motionfix: error: cannot write no/such/dir/checked.swift"), cli.stderr)

        // A configuration motionfix cannot read stops the check; with --exit-zero that is a warning.
        cli.write(".motionfix", "--exlude Generated\n")
        cli.write("checked.swift", "stale")
        XCTAssertEqual(cli.run(["--check", "--exit-zero", "--touch", "checked.swift", "Banner.swift"]), .success)
        XCTAssertEqual(cli.stderr, "motionfix: warning: .motionfix:1: unknown key '--exlude'; did you mean --exclude? (nothing was read or written)\n")
        XCTAssertEqual(cli.read("checked.swift"), "")
        XCTAssertEqual(cli.run(["--check", "Banner.swift"]), .usageError)
        XCTAssertEqual(cli.stderr, "motionfix: error: .motionfix:1: unknown key '--exlude'; did you mean --exclude?\n")
    }

    func testExcludesAndSkippedDirectories() {
        let cli = CLIHarness()
        for path in ["Sources/A.swift", ".build/B.swift", "Pods/C.swift", "Sources/Generated/D.swift", "Sources/E.pb.swift", "Carthage/F.swift", "DerivedData/G.swift"] {
            cli.write(path, CLIHarness.movingView)
        }
        // A Mac's AppleDouble metadata beside a copied file: binary, not source, not an error.
        cli.write("Sources/._A.swift", bytes: [0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00, 0xFF])
        XCTAssertEqual(cli.run(["--exclude", "Generated", "--exclude=*.pb.swift", "."]), .success)
        XCTAssertNotEqual(cli.read("Sources/A.swift"), CLIHarness.movingView)
        for path in [".build/B.swift", "Pods/C.swift", "Sources/Generated/D.swift", "Sources/E.pb.swift", "Carthage/F.swift", "DerivedData/G.swift"] {
            XCTAssertEqual(cli.read(path), CLIHarness.movingView, path)
        }
        // Named explicitly: processed whatever the excludes say.
        XCTAssertEqual(cli.run(["--exclude", "Generated", "Sources/Generated/D.swift"]), .success)
        XCTAssertNotEqual(cli.read("Sources/Generated/D.swift"), CLIHarness.movingView)
    }

    func testBadFilesAreReportedWhileTheRestIsProcessed() {
        let cli = CLIHarness()
        cli.write("Good.swift", CLIHarness.movingView)
        cli.write("Broken.swift", "struct Broken: View {\n    let s = \"open\n}\n")
        cli.write("Latin1.swift", bytes: Array("// caf".utf8) + [0xE9] + Array("\nlet x = 1\n".utf8))
        cli.write("Locked.swift", CLIHarness.movingView)
        cli.shell("chmod 0444 Locked.swift")
        XCTAssertEqual(cli.run(["."]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("Broken.swift:2:13: error: unterminated string literal"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("Latin1.swift:1:7: error: not valid UTF-8"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("Locked.swift:1:1: error: the file is read-only"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("4 files scanned, 1 changed, 0 unchanged, 3 skipped with errors"), cli.stderr)
        XCTAssertNotEqual(cli.read("Good.swift"), CLIHarness.movingView)
        XCTAssertEqual(cli.read("Broken.swift"), "struct Broken: View {\n    let s = \"open\n}\n")
        XCTAssertEqual(cli.read("Locked.swift"), CLIHarness.movingView)
        let leftovers = try? FileManager.default.contentsOfDirectory(atPath: cli.directory)
        XCTAssertEqual(leftovers?.filter { $0.hasSuffix(".tmp") }, [])
    }

    func testUnwritableDirectoryIsAnError() {
        let cli = CLIHarness()
        cli.write("Dir/Banner.swift", CLIHarness.movingView)
        cli.shell("chmod 0555 Dir")
        defer { cli.shell("chmod 0755 Dir") }
        let code = cli.run(["."])
        if getuid() != 0 {
            XCTAssertEqual(code, .someFilesFailed)
            XCTAssertTrue(cli.stderr.contains("Dir/Banner.swift:1:1: error: cannot write"), cli.stderr)
            XCTAssertEqual(cli.read("Dir/Banner.swift"), CLIHarness.movingView)
        }
    }

    func testUnwritableTargetIsAnErrorAndLeavesNoTempFile() {
        let cli = CLIHarness()
        cli.write("Good.swift", CLIHarness.movingView)
        XCTAssertThrowsError(try AtomicWriter.replace(cli.directory + "/Good.swift", expected: Array("other".utf8), with: [])) { error in
            XCTAssertTrue("\(error)".contains("changed on disk"), "\(error)")
        }
        XCTAssertThrowsError(try AtomicWriter.replace(cli.directory + "/Missing.swift", expected: [], with: []))
        let files = try? FileManager.default.contentsOfDirectory(atPath: cli.directory)
        XCTAssertEqual(files, ["Good.swift"])
    }

    func testInPlaceKeepsPermissionsAndFollowsSymlinks() throws {
        let cli = CLIHarness()
        cli.write("Real/Banner.swift", CLIHarness.movingView)
        cli.shell("chmod 0640 Real/Banner.swift && mkdir Links && ln -s ../Real/Banner.swift Links/Banner.swift")
        XCTAssertEqual(cli.run(["Links/Banner.swift"]), .success)
        let attributes = try FileManager.default.attributesOfItem(atPath: cli.directory + "/Real/Banner.swift")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: cli.directory + "/Links/Banner.swift")
        XCTAssertEqual(link, "../Real/Banner.swift")
        XCTAssertTrue(cli.read("Real/Banner.swift").contains("reduceMotion ? 0 :"))
    }

    func testInterruptedRunWritesNothing() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        let flag = InterruptionFlag()
        flag.raise()
        XCTAssertEqual(cli.run(["."], interruption: flag), .interrupted)
        XCTAssertEqual(cli.read("Banner.swift"), CLIHarness.movingView)
    }

    func testStandardInput() {
        let cli = CLIHarness()
        cli.stdin = Array(CLIHarness.movingView.utf8)
        XCTAssertEqual(cli.run(["-", "--stdin-path", "Views/Banner.swift"]), .success)
        XCTAssertTrue(cli.stdout.contains("@Environment(\\.accessibilityReduceMotion) private var reduceMotion"))
        XCTAssertEqual(cli.run(["--dry-run", "--stdin-path", "Views/Banner.swift", "-"]), .success)
        XCTAssertTrue(cli.stdout.hasPrefix("--- a/Views/Banner.swift\n"), cli.stdout)
    }

    func testUsageErrors() {
        let cli = CLIHarness()
        XCTAssertEqual(cli.run(["--dryrun", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("unknown option '--dryrun'; did you mean --dry-run?"), cli.stderr)
        XCTAssertEqual(cli.run([]), .usageError)
        XCTAssertEqual(cli.run(["--check", "--dry-run", "."]), .usageError)
        XCTAssertEqual(cli.run(["--patch"]), .usageError)
        XCTAssertEqual(cli.run(["--reduced-animation", "x; exit(1)", "."]), .usageError)
        XCTAssertEqual(cli.run(["missing-dir"]), .someFilesFailed)
        XCTAssertTrue(cli.stderr.contains("missing-dir: error: no such file or directory"), cli.stderr)
    }

    func testHelpListsEveryOptionAndExitCode() {
        let cli = CLIHarness()
        XCTAssertEqual(cli.run(["--help"]), .success)
        for option in Arguments.options { XCTAssertTrue(cli.stdout.contains(option.name), option.name) }
        for code in ExitCode.allCases { XCTAssertTrue(cli.stdout.contains("  \(code.rawValue) "), "\(code)") }
        XCTAssertEqual(cli.run(["--version"]), .success)
        XCTAssertEqual(cli.stdout, "motionfix 0.1.0\n")
    }

    func testReducedAnimationOption() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--reduced-animation", "nil", "--quiet", "."]), .success)
        XCTAssertTrue(cli.read("Banner.swift").contains(".animation(reduceMotion ? nil : .spring(), value: shown)"))
        XCTAssertEqual(cli.stderr, "")
    }
}

final class GlobTests: XCTestCase {
    func testGlobs() {
        XCTAssertTrue(Glob("Generated").matches("Sources/Generated/X.swift"))
        XCTAssertTrue(Glob("*.pb.swift").matches("Sources/Model.pb.swift"))
        XCTAssertFalse(Glob("*.pb.swift").matches("Sources/Model.swift"))
        XCTAssertTrue(Glob("Sources/Legacy/**").matches("Sources/Legacy/Old/X.swift"))
        XCTAssertTrue(Glob("Legacy/*.swift").matches("App/Legacy/X.swift"))
        XCTAssertFalse(Glob("Legacy/*.swift").matches("App/Legacy/Deep/X.swift"))
        XCTAssertTrue(Glob("**/Tests").matches("Packages/Core/Tests"))
    }

    /// Printable ASCII globs and paths are matched as bytes; every answer must be the one the
    /// character-by-character matching gives (as every glob was matched before), on ASCII and
    /// other paths.
    func testByteMatchingAgreesWithCharacterMatching() {
        var random = SplitMix64(seed: 9)
        let pieces = ["a", "b", "ab", "Tests", "*", "?", "**", ".", "*.swift", "x?y", "é", "e\u{301}", "\r\n", "Gen*ted", "", " ", "a*b*c"]
        func randomPath(_ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined(separator: random.next() % 5 == 0 ? "//" : "/")
        }
        var compared = 0, matched = 0
        for _ in 0..<3000 {
            let pattern = randomPath(Int(random.next() % 4) + 1)
            let glob = Glob(pattern)
            for _ in 0..<10 {
                let path = (random.next() % 4 == 0 ? "./" : "") + randomPath(Int(random.next() % 6) + 1)
                let expected = glob.matchesByCharacter(path)
                XCTAssertEqual(glob.matches(path), expected, "pattern \(pattern.debugDescription), path \(path.debugDescription)")
                compared += 1
                if expected { matched += 1 }
            }
        }
        // Both answers are asked for often enough to count (3,424 paths match with this seed).
        XCTAssertEqual(compared, 30000)
        XCTAssertGreaterThan(matched, 2000)
    }
}

import XCTest
@testable import Rewriter

/// `.motionfix`: discovery up the tree, `--config`, precedence of flags, every key, errors.
final class ConfigFileTests: XCTestCase {
    /// A view conforming to a protocol the processed code does not declare.
    static let connectedView = CLIHarness.movingView.replacingOccurrences(of: "struct Banner: View", with: "struct Banner: ConnectedView")

    /// A view moved by a flag its parent sets; with `roomy` as a layout setting it picks a layout.
    static let layoutView = """
    import SwiftUI

    struct Panel: View {
        var roomy: Bool

        var body: some View {
            Text("Saved")
                .offset(y: roomy ? 0 : -40)
                .animation(.spring(), value: roomy)
        }
    }

    """

    func testNearestFileUpTheTreeApplies() {
        let cli = CLIHarness()
        cli.write(".motionfix", "# the app's settings\n--exclude Legacy\n")
        cli.write("App/.motionfix", "--exclude Generated   # trailing comment\n")
        cli.write("App/Generated/A.swift", CLIHarness.movingView)
        cli.write("App/Legacy/B.swift", CLIHarness.movingView)
        cli.write("Other/Legacy/C.swift", CLIHarness.movingView)
        // From App, App/.motionfix is the nearest: Generated is skipped, Legacy is not.
        XCTAssertEqual(cli.run(["--check", "App"]), .changesPending)
        XCTAssertFalse(cli.stderr.contains("Generated/A.swift"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("App/Legacy/B.swift"), cli.stderr)
        // From Other, the root file applies.
        XCTAssertEqual(cli.run(["--check", "Other"]), .success, cli.stderr)
    }

    func testConfigOptionOverridesDiscoveryAndMissingFileIsAnError() {
        let cli = CLIHarness()
        cli.write(".motionfix", "--exclude Legacy\n")
        cli.write("ci.motionfix", "--exclude Generated\n")
        cli.write("Legacy/B.swift", CLIHarness.movingView)
        cli.write("Generated/A.swift", CLIHarness.movingView)
        XCTAssertEqual(cli.run(["--check", "--config", "ci.motionfix", "."]), .changesPending)
        XCTAssertTrue(cli.stderr.contains("Legacy/B.swift"), cli.stderr)
        XCTAssertFalse(cli.stderr.contains("Generated/A.swift"), cli.stderr)
        XCTAssertEqual(cli.run(["--check", "--config", "nope.motionfix", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("--config nope.motionfix: no such file"), cli.stderr)
    }

    func testCommandLineWinsOverTheFile() throws {
        let cli = CLIHarness()
        cli.write("Fade.swift", """
        import SwiftUI

        struct Fade: View {
            @State private var shown = false

            var body: some View {
                Text("Saved")
                    .opacity(shown ? 1 : 0)
                    .animation(.spring(), value: shown)
                    .onAppear { shown = true }
            }
        }

        """)
        cli.write(".motionfix", "--reduced-animation .easeInOut(duration: 0.15)\n")
        cli.run(["--dry-run", "."])
        XCTAssertTrue(cli.stdout.contains(".easeInOut(duration: 0.15)"), cli.stdout)
        cli.run(["--dry-run", "--reduced-animation", ".linear(duration: 0.1)", "."])
        XCTAssertTrue(cli.stdout.contains(".linear(duration: 0.1)"), cli.stdout)
        XCTAssertFalse(cli.stdout.contains(".easeInOut(duration: 0.15)"), cli.stdout)
    }

    func testEveryKey() throws {
        let config = try ConfigFile(text: """
        # comment
        --exclude Pods/**, Generated
        --exclude=*.pb.swift
        --reduced-animation .easeInOut(duration: 0.15)
        --disable offset,spring-animation
        --host-protocol ConnectedView
        --layout-setting roomy

        """, path: ".motionfix")
        XCTAssertEqual(config.excludes, ["Pods/**", "Generated", "*.pb.swift"])
        XCTAssertEqual(config.reducedAnimation, ".easeInOut(duration: 0.15)")
        XCTAssertEqual(config.disabledRules, ["offset", "spring-animation"])
        XCTAssertEqual(config.hostProtocols, ["ConnectedView"])
        XCTAssertEqual(config.layoutSettings, ["roomy"])
    }

    func testDisableTurnsRulesOff() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.write(".motionfix", "--disable offset\n--disable spring-animation\n")
        XCTAssertEqual(cli.run(["--check", "."]), .success, cli.stderr)
        cli.write("empty.motionfix", "# nothing turned off\n")
        XCTAssertEqual(cli.run(["--check", "--config", "empty.motionfix", "."]), .changesPending, cli.stderr)
        XCTAssertEqual(cli.run(["--check", "--config", "empty.motionfix", "--disable", "offset", "--disable", "spring-animation", "."]), .success)
    }

    func testHostProtocolMakesConformersViews() {
        let cli = CLIHarness()
        cli.write("Banner.swift", ConfigFileTests.connectedView)
        XCTAssertEqual(cli.run(["--check", "."]), .success)
        XCTAssertTrue(cli.stderr.contains("'Banner' is not a View"), cli.stderr)
        cli.write(".motionfix", "--host-protocol ConnectedView\n")
        XCTAssertEqual(cli.run(["--check", "."]), .changesPending)
        XCTAssertTrue(cli.stderr.contains("Banner.swift:8:14: warning: [offset]"), cli.stderr)
    }

    func testLayoutSettingIsNotMotion() {
        let cli = CLIHarness()
        cli.write("Panel.swift", ConfigFileTests.layoutView)
        // Not known as a setting, the parameter is kept and the spring of its own chain turned off.
        cli.run(["--check", "."])
        XCTAssertTrue(cli.stderr.contains("Panel.swift:9:14: warning: [spring-animation]"), cli.stderr)
        cli.write(".motionfix", "--layout-setting roomy\n")
        cli.run(["--check", "."])
        XCTAssertFalse(cli.stderr.contains("[offset] '.offset' not changed"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("0 sites left for manual work"), cli.stderr)
    }

    func testUnknownKeysAndBadValuesAreErrorsWithSuggestions() {
        let cli = CLIHarness()
        cli.write("Banner.swift", CLIHarness.movingView)
        cli.write(".motionfix", "--exclude Pods\n--exlude Generated\n")
        XCTAssertEqual(cli.run(["--check", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains(".motionfix:2: unknown key '--exlude'; did you mean --exclude?"), cli.stderr)
        cli.write(".motionfix", "host-protocol ConnectedView\n")
        cli.run(["--check", "."])
        XCTAssertTrue(cli.stderr.contains("unknown key 'host-protocol'; did you mean --host-protocol?"), cli.stderr)
        cli.write(".motionfix", "--disable ofset\n")
        cli.run(["--check", "."])
        XCTAssertTrue(cli.stderr.contains(".motionfix:1: unknown rule 'ofset'; did you mean offset?"), cli.stderr)
        cli.write(".motionfix", "--reduced-animation .spring(); exit(0)\n")
        XCTAssertEqual(cli.run(["--check", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("is not a Swift animation expression"), cli.stderr)
        cli.write(".motionfix", "--host-protocol\n")
        cli.run(["--check", "."])
        XCTAssertTrue(cli.stderr.contains(".motionfix:1: --host-protocol needs a value"), cli.stderr)
        XCTAssertEqual(cli.read("Banner.swift"), CLIHarness.movingView)
    }

    func testTheAuditReadsTheSameFile() {
        let cli = CLIHarness()
        cli.write("Banner.swift", ConfigFileTests.connectedView)
        cli.write("Legacy/Old.swift", CLIHarness.movingView)
        cli.write(".motionfix", "--host-protocol ConnectedView\n--exclude Legacy\n")
        XCTAssertEqual(cli.run(["audit", "--format", "xcode", "."]), .success)
        XCTAssertTrue(cli.stdout.contains("Banner.swift:8:14: warning:"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("Banner.swift:8:14: warning: [offset] high entrance motion (auto)"), cli.stdout)
        XCTAssertFalse(cli.stdout.contains("not a View"), cli.stdout)
        XCTAssertFalse(cli.stdout.contains("Old.swift"), cli.stdout)
        cli.write("bad.motionfix", "--exlude Legacy\n")
        XCTAssertEqual(cli.run(["audit", "--config", "bad.motionfix", "."]), .usageError)
        XCTAssertTrue(cli.stderr.contains("did you mean --exclude?"), cli.stderr)
    }

    func testForceExcludeSkipsNamedFilesAsHooksPassThem() {
        let cli = CLIHarness()
        cli.write("Pods/Lib/A.swift", CLIHarness.movingView)
        cli.write(".motionfix", "--exclude Pods/**\n")
        XCTAssertEqual(cli.run(["--check", "Pods/Lib/A.swift"]), .changesPending, "named files are processed")
        XCTAssertEqual(cli.run(["--check", "--force-exclude", "Pods/Lib/A.swift"]), .success, cli.stderr)
        XCTAssertTrue(cli.stderr.contains("0 files scanned"), cli.stderr)
    }

    func testTheLineWidthComesFromSwiftFormatOrSwiftLint() {
        XCTAssertEqual(LineWidthSetting.maxWidth(inSwiftFormat: "--swiftversion 5.8\n--maxwidth 120\n--self init-only\n"), 120)
        XCTAssertNil(LineWidthSetting.maxWidth(inSwiftFormat: "--maxwidth none\n"))
        XCTAssertEqual(LineWidthSetting.lineLength(inSwiftLint: "disabled_rules:\n  - todo\nline_length: 140\n"), 140)
        XCTAssertEqual(LineWidthSetting.lineLength(inSwiftLint: "line_length:\n  warning: 150\n  error: 200\nnesting:\n  type_level: 2\n"), 150)
        XCTAssertNil(LineWidthSetting.lineLength(inSwiftLint: "opt_in_rules:\n  - empty_count\n"))
    }

    func testSwiftLintsAttributesRuleIsSeenWhenEnabled() {
        XCTAssertTrue(LineWidthSetting.enablesAttributes(inSwiftLint: "opt_in_rules:\n  - empty_count\n  - attributes\nline_length: 120\n"))
        XCTAssertTrue(LineWidthSetting.enablesAttributes(inSwiftLint: "only_rules:\n- attributes # house style\n"))
        XCTAssertFalse(LineWidthSetting.enablesAttributes(inSwiftLint: "disabled_rules:\n  - attributes\nopt_in_rules:\n  - empty_count\n"))
        XCTAssertFalse(LineWidthSetting.enablesAttributes(inSwiftLint: "attributes:\n  always_on_same_line: [\"@IBAction\"]\n"))
    }
}

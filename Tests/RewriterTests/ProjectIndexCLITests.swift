import XCTest
@testable import Rewriter

/// A file named alone is read with the rest of its project, so it gets the same hunks as in a run
/// over the whole project; only the files named are reported or changed.
final class ProjectIndexCLITests: XCTestCase {
    private func project() -> CLIHarness {
        let cli = CLIHarness()
        cli.write("Package.swift", "// swift-tools-version:5.9\n")
        // A named animation defined in another file: a spring, so the card's use is turned off.
        cli.write("Sources/App/Motion.swift", "import SwiftUI\n\nenum Motion {\n    static let pop = Animation.spring(response: 0.3, dampingFraction: 0.6)\n}\n")
        cli.write("Sources/App/Card.swift", """
        import SwiftUI

        struct Card: View {
            @State private var open = false

            var body: some View {
                Text("Card")
                    .offset(y: open ? 0 : 20)
                    .onTapGesture { withAnimation(Motion.pop) { open.toggle() } }
            }
        }

        """)
        // A view declared here, extended in another file.
        cli.write("Sources/App/Badge.swift", "import SwiftUI\n\nstruct Badge: View {\n    @State var shown = false\n    var body: some View { label }\n}\n")
        cli.write("Sources/App/Badge+Label.swift", "import SwiftUI\n\nextension Badge {\n    var label: some View {\n        Text(\"New\").scaleEffect(shown ? 1 : 0.5).onAppear { shown = true }\n    }\n}\n")
        return cli
    }

    /// The patch's part for one file.
    private func part(of patch: String, for path: String) -> String {
        let pieces = patch.components(separatedBy: "--- a/")
        return pieces.first { $0.hasPrefix(path + "\n") } ?? ""
    }

    func testAFileNamedAloneGetsTheHunksOfAWholeProjectRun() {
        let cli = project()
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Sources"]), .success)
        let whole = cli.stdout
        XCTAssertTrue(whole.contains("withAnimation(reduceMotion ? nil : Motion.pop)"), whole)
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Sources/App/Card.swift"]), .success)
        XCTAssertEqual(part(of: cli.stdout, for: "Sources/App/Card.swift"), part(of: whole, for: "Sources/App/Card.swift"))
        XCTAssertFalse(cli.stdout.contains("Motion.swift"), "only the named file is reported")
        XCTAssertTrue(cli.stderr.contains("4 other files of the project read for cross-file facts only"), cli.stderr) // Package.swift too

        // Without the project: the definition is not found, and the site is left for a person.
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "--no-project-index", "Sources/App/Card.swift"]), .success)
        XCTAssertFalse(cli.stdout.contains("Motion.pop)"), cli.stdout)
        XCTAssertTrue(cli.stderr.contains("whose definition is not in the files processed"), cli.stderr)
        cli.write(".motionfix", "--no-project-index\n")
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Sources/App/Card.swift"]), .success)
        XCTAssertTrue(cli.stderr.contains("whose definition is not in the files processed"), "the config key turns it off too")
    }

    /// A fix whose property would go into a file not named is not written alone: it would not compile.
    func testAFixNeedingThePropertyInAFileNotNamedIsLeftWithAnError() {
        let cli = project()
        let before = cli.read("Sources/App/Badge+Label.swift")
        XCTAssertEqual(cli.run(["--no-cache", "Sources/App/Badge+Label.swift"]), .someFilesFailed)
        XCTAssertEqual(cli.read("Sources/App/Badge+Label.swift"), before)
        XCTAssertTrue(cli.stderr.contains("Sources/App/Badge+Label.swift:1:1: error: its fix reads the reduceMotion property that would be added to Sources/App/Badge.swift, which was not named"), cli.stderr)
        XCTAssertEqual(cli.run(["--no-cache", "Sources/App/Badge.swift", "Sources/App/Badge+Label.swift"]), .success)
        XCTAssertTrue(cli.read("Sources/App/Badge.swift").contains("reduceMotion"))
    }
}

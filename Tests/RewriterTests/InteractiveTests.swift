import XCTest
@testable import Rewriter

/// `motionfix --interactive`, driven with scripted answers on real engine output.
final class InteractiveTests: XCTestCase {
    private let cardPath = "Views/CardView.swift"
    private let compactPath = "Views/Compact.swift"
    private let prompt = "Apply this hunk [y,n,q,a,d,e,?]? "
    private let splittablePrompt = "Apply this hunk [y,n,q,a,d,s,e,?]? "

    private func harness(_ files: [String: String]) -> CLIHarness {
        let cli = CLIHarness()
        for (path, text) in files { cli.write(path, text) }
        return cli
    }

    /// The files as a plain in-place run writes them.
    private func inPlace(_ files: [String: String]) -> [String: String] {
        let cli = harness(files)
        XCTAssertEqual(cli.run(["--quiet", "."]), .success)
        return Dictionary(uniqueKeysWithValues: files.keys.map { ($0, cli.read($0)) })
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    private let property = "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"

    // MARK: - All or nothing

    func testAcceptingEveryHunkEqualsTheInPlaceRun() {
        let files = [cardPath: InteractiveSources.card, compactPath: InteractiveSources.compact,
                     "Views/MultiLine.swift": InteractiveSources.multiLine, "Views/Profile.swift": InteractiveSources.profile,
                     "Views/ProfileBadge.swift": InteractiveSources.profileBadge,
                     "Views/CRLF.swift": InteractiveSources.compact.replacingOccurrences(of: "\n", with: "\r\n")]
        let expected = inPlace(files)
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: Array(repeating: "y", count: 20)), .success)
        for (path, text) in expected { XCTAssertEqual(cli.read(path), text, path) }
        XCTAssertTrue(cli.stderr.contains("skipped: nothing"), cli.stderr)
        XCTAssertFalse(cli.stderr.contains("not reviewed"), cli.stderr)
    }

    func testAcceptingEveryHunkOfTheFixturesGivesTheDryRunResult() {
        let cli = CLIHarness()
        XCTAssertEqual(cli.shell("cp -R '\(Fixtures.before)' Reviewed && cp -R '\(Fixtures.before)' Patched"), 0)
        XCTAssertEqual(cli.run(["--dry-run", "Patched"]), .success)
        cli.write("fixtures.patch", cli.stdout)
        XCTAssertEqual(cli.shell("git apply fixtures.patch"), 0)
        XCTAssertEqual(cli.interactive(["Reviewed"], answers: Array(repeating: "y", count: 3000), options: ["--quiet"]), .success)
        XCTAssertEqual(cli.shell("diff -r Reviewed Patched"), 0, "accepting every hunk must give exactly the --dry-run result")
    }

    func testRejectingEveryHunkLeavesEveryFileByteIdentical() {
        let crlf = InteractiveSources.card.replacingOccurrences(of: "\n", with: "\r\n")
        let noNewline = String(InteractiveSources.compact.dropLast())
        let files = [cardPath: InteractiveSources.card, "Views/CRLF.swift": crlf, "Views/NoNewline.swift": noNewline,
                     "Views/Profile.swift": InteractiveSources.profile, "Views/ProfileBadge.swift": InteractiveSources.profileBadge]
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: Array(repeating: "n", count: 20)), .success)
        for (path, text) in files { XCTAssertEqual(Array(cli.read(path).utf8), Array(text.utf8), path) }
        XCTAssertTrue(cli.stderr.contains("5 with changes: 0 written, 5 left unchanged"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("applied: nothing"), cli.stderr)
        let leftovers = (try? FileManager.default.subpathsOfDirectory(atPath: cli.directory)) ?? []
        XCTAssertEqual(leftovers.filter { $0.hasSuffix(".tmp") }, [])
    }

    // MARK: - Answers

    func testMixedAnswersApplyExactlyTheAcceptedHunks() {
        let cli = harness([cardPath: InteractiveSources.card])
        XCTAssertEqual(cli.interactive([cardPath], answers: ["y", "n", "y"]), .success)
        let text = cli.read(cardPath)
        XCTAssertTrue(text.contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : 40))"), text)
        XCTAssertTrue(text.contains(".transition(.move(edge: .top))"), text)
        XCTAssertTrue(text.contains("withAnimation(reduceMotion ? nil : .spring())"), text)
        XCTAssertEqual(occurrences(of: property, in: text), 1)
        XCTAssertTrue(cli.stdout.contains("file 1/1 · hunk 1/3 · offset"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("file 1/1 · hunk 3/3 · spring-animation"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("wrote \(cardPath) (2 of 3 hunks applied, adds the @Environment property to CardView)"), cli.stdout)
        XCTAssertTrue(cli.stderr.contains("applied: environment-property 1, offset 1, spring-animation 1"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("skipped: transition 1"), cli.stderr)
    }

    func testEachChangeHasItsReasonOnTheScreen() {
        let cli = harness([cardPath: InteractiveSources.card])
        cli.interactive([cardPath], answers: ["n", "n", "n"])
        XCTAssertTrue(cli.stdout.contains("  offset: '.offset' moves the view ('shown' changes when the view appears)"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("  transition: '.transition' moves the view in or out"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("  spring-animation: 'withAnimation' animates movement that stays"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("@@ -7,7 +7,7 @@\n     var body: some View {\n         VStack {\n             Text(\"Hello\")\n-"), cli.stdout)
    }

    func testApplyRestOfFileThenNextFile() {
        let files = [cardPath: InteractiveSources.card, compactPath: InteractiveSources.compact]
        let expected = inPlace(files)
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: ["n", "a", "n"]), .success)
        let card = cli.read(cardPath)
        XCTAssertTrue(card.contains(".offset(y: shown ? 0 : 40)"), card)
        XCTAssertTrue(card.contains(".transition(reduceMotion ? .opacity : .move(edge: .top))"), card)
        XCTAssertTrue(card.contains("withAnimation(reduceMotion ? nil : .spring())"), card)
        XCTAssertEqual(cli.read(compactPath), InteractiveSources.compact)
        XCTAssertEqual(occurrences(of: "Apply this hunk", in: cli.stdout), 3, "a decides the rest of the file without asking")
        XCTAssertNotEqual(card, expected[cardPath])
    }

    func testSkipRestOfFileThenNextFile() {
        let files = [cardPath: InteractiveSources.card, compactPath: InteractiveSources.compact]
        let expected = inPlace(files)
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: ["y", "d", "y"]), .success)
        let card = cli.read(cardPath)
        XCTAssertTrue(card.contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : 40))"), card)
        XCTAssertTrue(card.contains(".transition(.move(edge: .top))"), card)
        XCTAssertTrue(card.contains("withAnimation(.spring())"), card)
        XCTAssertEqual(cli.read(compactPath), expected[compactPath])
    }

    func testQuitMidwayKeepsWhatWasAppliedInEveryFile() {
        let files = [cardPath: InteractiveSources.card, compactPath: InteractiveSources.compact]
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: ["y", "q", "y", "y"]), .success)
        let card = cli.read(cardPath)
        XCTAssertTrue(card.contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : 40))"), card)
        XCTAssertTrue(card.contains(".transition(.move(edge: .top))"), card)
        XCTAssertEqual(occurrences(of: property, in: card), 1)
        XCTAssertEqual(cli.read(compactPath), InteractiveSources.compact)
        XCTAssertEqual(occurrences(of: "Apply this hunk", in: cli.stdout), 2)
        XCTAssertTrue(cli.stderr.contains("not reviewed: environment-property 1, offset 1, spring-animation 1, transition 2"), cli.stderr)
        XCTAssertFalse(cli.stdout.contains("\(compactPath): nothing applied"), "a file nobody looked at gets no line of its own")
    }

    func testEndOfInputCountsAsQuit() {
        let files = [cardPath: InteractiveSources.card, compactPath: InteractiveSources.compact]
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: ["y"]), .success)
        XCTAssertTrue(cli.read(cardPath).contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : 40))"))
        XCTAssertTrue(cli.read(cardPath).contains("withAnimation(.spring())"))
        XCTAssertEqual(cli.read(compactPath), InteractiveSources.compact)
        XCTAssertTrue(cli.stderr.contains("not reviewed:"), cli.stderr)
    }

    func testHelpForQuestionMarkAndUnknownKeys() {
        let cli = harness([compactPath: InteractiveSources.compact])
        XCTAssertEqual(cli.interactive([compactPath], answers: ["x", "?", "", "n"]), .success)
        XCTAssertEqual(occurrences(of: "s - split the current hunk into smaller hunks", in: cli.stdout), 3)
        XCTAssertEqual(occurrences(of: splittablePrompt, in: cli.stdout), 4)
        XCTAssertEqual(occurrences(of: "@@ -6,11 +6,11 @@", in: cli.stdout), 1, "help does not show the hunk again")
        XCTAssertEqual(cli.read(compactPath), InteractiveSources.compact)
        let single = harness(["MultiLine.swift": InteractiveSources.multiLine])
        single.interactive(["MultiLine.swift"], answers: ["?", "n"])
        XCTAssertTrue(single.stdout.contains("d - do not apply this hunk or any of the later hunks in the file\ne - manually edit"), single.stdout)
    }

    // MARK: - Split

    func testSplitAsksAboutEachPart() {
        let cli = harness([compactPath: InteractiveSources.compact])
        XCTAssertEqual(cli.interactive([compactPath], answers: ["s", "n", "y"]), .success)
        XCTAssertTrue(cli.stdout.contains(splittablePrompt + "s\nSplit into 2 hunks.\n"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("hunk 1/2 · offset"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("hunk 2/2 · transition"), cli.stdout)
        XCTAssertEqual(occurrences(of: prompt, in: cli.stdout), 2, "the parts cannot be split further")
        let text = cli.read(compactPath)
        XCTAssertTrue(text.contains(".offset(y: shown ? 0 : 40)"), text)
        XCTAssertTrue(text.contains(".transition(reduceMotion ? .opacity : .move(edge: .top))"), text)
        XCTAssertEqual(occurrences(of: property, in: text), 1)
    }

    /// A split hunk's parts stay with their file: `d` on the first part skips the second, and
    /// the next file's hunks are still its own (the session keeps each file's hunks by position).
    func testSplitThenSkipRestOfFileThenTheNextFile() {
        let first = "Views/Alpha.swift"
        let files = [first: InteractiveSources.compact.replacingOccurrences(of: "Compact", with: "Alpha"), compactPath: InteractiveSources.compact]
        let expected = inPlace(files)
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: ["s", "d", "s", "y", "y"]), .success)
        XCTAssertEqual(cli.read(first), files[first], "both parts of the first file skipped")
        XCTAssertEqual(cli.read(compactPath), expected[compactPath], "both parts of the second applied")
        XCTAssertEqual(occurrences(of: "Split into 2 hunks.", in: cli.stdout), 2)
        XCTAssertTrue(cli.stdout.contains("\(first): nothing applied, left unchanged"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("wrote \(compactPath) (2 of 2 hunks applied, adds the @Environment property to Compact)"), cli.stdout)
    }

    func testAGateIsNeverSplitFromItsClosingParenthesis() {
        let files = ["MultiLine.swift": InteractiveSources.multiLine]
        let expected = inPlace(files)
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["MultiLine.swift"], answers: ["s", "y"]), .success)
        XCTAssertTrue(cli.stdout.contains(prompt + "s\nSorry, this hunk cannot be split"), cli.stdout)
        XCTAssertEqual(cli.read("MultiLine.swift"), expected["MultiLine.swift"])
    }

    // MARK: - Edit

    /// An editor that runs `sed` with `script` on the hunk file.
    private func useEditor(_ cli: CLIHarness, sed script: String) {
        cli.write("editor.sh", "#!/bin/sh\nsed '\(script)' \"$1\" > \"$1.new\" && mv \"$1.new\" \"$1\"\n")
        cli.shell("chmod +x editor.sh")
        cli.environment["EDITOR"] = cli.directory + "/editor.sh"
    }

    func testEditedHunkIsAppliedAsEdited() {
        let cli = harness([cardPath: InteractiveSources.card])
        useEditor(cli, sed: "s/^+\\(.*\\)\\.opacity/+\\1.identity/")
        XCTAssertEqual(cli.interactive([cardPath], answers: ["n", "e", "n"]), .success)
        let text = cli.read(cardPath)
        XCTAssertTrue(text.contains(".transition(reduceMotion ? .identity : .move(edge: .top))"), text)
        XCTAssertTrue(text.contains(".offset(y: shown ? 0 : 40)"), text)
        XCTAssertEqual(occurrences(of: property, in: text), 1, "the edited hunk still reads the property")
        XCTAssertTrue(cli.stderr.contains("(1 hunk edited by hand)"), cli.stderr)
        XCTAssertTrue(cli.stdout.contains("e\nThe edited hunk is applied.\n"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("wrote \(cardPath) (1 of 3 hunks applied, 1 edited by hand, adds the @Environment property to CardView)"), cli.stdout)
    }

    func testEditedHunkThatNoLongerReadsThePropertyDoesNotAddIt() {
        let cli = harness([cardPath: InteractiveSources.card])
        useEditor(cli, sed: "s/^+\\(.*\\)reduceMotion ? .opacity : .move(edge: .top)/+\\1.opacity/")
        XCTAssertEqual(cli.interactive([cardPath], answers: ["n", "e", "n"]), .success)
        let text = cli.read(cardPath)
        XCTAssertTrue(text.contains(".transition(.opacity)"), text)
        XCTAssertFalse(text.contains("reduceMotion"), text)
    }

    func testEditedHunkThatNoLongerAppliesIsRefusedAndAskedAgain() {
        let cli = harness([cardPath: InteractiveSources.card])
        useEditor(cli, sed: "s/Text(\"Banner\")/Text(\"Changed\")/")
        XCTAssertEqual(cli.interactive([cardPath], answers: ["n", "e", "y", "n"]), .success)
        XCTAssertTrue(cli.stdout.contains("the edited hunk does not apply: its ' ' and '-' lines must stay as they are in the file (they differ at line 20); the hunk is asked again."), cli.stdout)
        XCTAssertEqual(occurrences(of: "hunk 2/3 · transition", in: cli.stdout), 2, "the hunk is shown again")
        let text = cli.read(cardPath)
        XCTAssertTrue(text.contains("Text(\"Banner\")\n                    .transition(reduceMotion ? .opacity : .move(edge: .top))"), text)
    }

    func testEditorThatFailsOrEmptiesTheHunkLeavesItToAskAgain() {
        let cli = harness([compactPath: InteractiveSources.compact])
        cli.environment["VISUAL"] = "false"
        XCTAssertEqual(cli.interactive([compactPath], answers: ["e", "n"]), .success)
        XCTAssertTrue(cli.stdout.contains("the editor 'false' exited with status 1; the hunk is asked again."), cli.stdout)
        cli.environment["VISUAL"] = nil
        useEditor(cli, sed: "/^[-+ ]/d")
        XCTAssertEqual(cli.interactive([compactPath], answers: ["e", "n"]), .success)
        XCTAssertTrue(cli.stdout.contains("the edited hunk is empty, so the edit was aborted; the hunk is asked again."), cli.stdout)
        XCTAssertEqual(cli.read(compactPath), InteractiveSources.compact)
    }

    // MARK: - Coherence

    func testAcceptingOnlyOneGatedSiteStillInsertsTheProperty() {
        let cli = harness([cardPath: InteractiveSources.card])
        XCTAssertEqual(cli.interactive([cardPath], answers: ["n", "y", "n"]), .success)
        let expected = InteractiveSources.card
            .replacingOccurrences(of: "struct CardView: View {\n", with: "struct CardView: View {\n    \(property)\n")
            .replacingOccurrences(of: ".transition(.move(edge: .top))", with: ".transition(reduceMotion ? .opacity : .move(edge: .top))")
        XCTAssertEqual(cli.read(cardPath), expected)
        XCTAssertEqual(occurrences(of: "adds `\(property)` to `CardView` (line 4), needed by this change", in: cli.stdout), 2,
                       "each hunk says it needs the property until one is applied")
        XCTAssertTrue(cli.stdout.contains("`CardView` reads `reduceMotion`, already added for an applied hunk\n@@ -30,7 +30,7 @@"), cli.stdout)
    }

    func testThePropertyIsShownAsAddedOnceAnAppliedHunkNeedsIt() {
        let cli = harness([cardPath: InteractiveSources.card])
        cli.interactive([cardPath], answers: ["y", "n", "n"])
        XCTAssertEqual(occurrences(of: "needed by this change", in: cli.stdout), 1)
        XCTAssertEqual(occurrences(of: "`CardView` reads `reduceMotion`, already added for an applied hunk", in: cli.stdout), 2)
    }

    func testAcceptingOnlyASiteInAnExtensionInAnotherFileInsertsThePropertyInThePrimaryDeclaration() {
        let files = ["Views/Profile.swift": InteractiveSources.profile, "Views/ProfileBadge.swift": InteractiveSources.profileBadge]
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["Views"], answers: ["n", "y"]), .success)
        // Internal, not private: the extension in the other file reads it.
        XCTAssertEqual(cli.read("Views/Profile.swift"), InteractiveSources.profile.replacingOccurrences(
            of: "struct Profile: View {\n", with: "struct Profile: View {\n    @Environment(\\.accessibilityReduceMotion) var reduceMotion\n"))
        XCTAssertEqual(cli.read("Views/ProfileBadge.swift"), InteractiveSources.profileBadge.replacingOccurrences(
            of: ".transition(.move(edge: .bottom))", with: ".transition(reduceMotion ? .opacity : .move(edge: .bottom))"))
        XCTAssertTrue(cli.stdout.contains("adds `@Environment(\\.accessibilityReduceMotion) var reduceMotion` to `Profile` (Views/Profile.swift:4), needed by this change"), cli.stdout)
        // Profile.swift is written only once the extension's hunk is decided.
        XCTAssertTrue(cli.stdout.contains("Apply this hunk [y,n,q,a,d,e,?]? y\nwrote Views/Profile.swift (0 of 1 hunk applied, adds the @Environment property to Profile)\nwrote Views/ProfileBadge.swift (1 of 1 hunk applied)\n"), cli.stdout)
    }

    func testAPrimaryDeclarationWithoutHunksOfItsOwnGetsThePropertyWhenItsExtensionIsApplied() {
        let host = "import SwiftUI\n\nstruct Host: View {\n    var body: some View { badge.onAppear { pop = false } }\n}\n"
        let badge = "import SwiftUI\n\nextension Host {\n    var badge: some View { Circle().scaleEffect(pop ? 1.2 : 1) }\n}\n"
        let files = ["Host.swift": host, "Host+Badge.swift": badge]
        let expected = inPlace(files)
        let cli = harness(files)
        XCTAssertEqual(cli.interactive(["."], answers: ["y"]), .success)
        XCTAssertEqual(cli.read("Host.swift"), expected["Host.swift"])
        XCTAssertEqual(cli.read("Host+Badge.swift"), expected["Host+Badge.swift"])
        XCTAssertTrue(cli.stdout.contains("Host+Badge.swift  file 1/1 · hunk 1/1"), cli.stdout)
        let rejecting = harness(files)
        XCTAssertEqual(rejecting.interactive(["."], answers: ["n"]), .success)
        XCTAssertEqual(rejecting.read("Host.swift"), host)
    }

    // MARK: - Terminal, interruption, usage

    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        let cli = harness([compactPath: InteractiveSources.compact])
        cli.interactive([compactPath], answers: ["n"])
        XCTAssertFalse(cli.stdout.contains("\u{1B}["), "not a terminal")
        cli.outputIsTerminal = true
        cli.interactive([compactPath], answers: ["n"])
        XCTAssertTrue(cli.stdout.contains("\u{1B}[31m-                .offset(y: shown ? 0 : 40)\u{1B}[0m"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("\u{1B}[32m+"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("\u{1B}[1;34mApply this hunk"), cli.stdout)
        cli.interactive([compactPath], answers: ["n"], options: ["--no-color"])
        XCTAssertFalse(cli.stdout.contains("\u{1B}["), "--no-color")
        cli.environment["NO_COLOR"] = "1"
        cli.interactive([compactPath], answers: ["n"])
        XCTAssertFalse(cli.stdout.contains("\u{1B}["), "NO_COLOR")
    }

    func testInterruptionWritesNoFileThatIsNotFinished() {
        let files = [cardPath: InteractiveSources.card, compactPath: InteractiveSources.compact,
                     "Views/MultiLine.swift": InteractiveSources.multiLine]
        let expected = inPlace(files)
        let cli = harness(files)
        let flag = InterruptionFlag()
        // `a` for the card, then `s` and `y` for the first part of Compact: Ctrl-C at its second part.
        let answers = LineAnswers(readAll: { Array("a\ns\ny\n".utf8) })
        let calls = LineAnswers(readAll: { Array("1\n2\n3\n".utf8) })
        cli.readAnswer = {
            if calls.next() == nil { flag.raise(); return nil }
            return answers.next()
        }
        XCTAssertEqual(cli.run(["-i", "Views"], interruption: flag), .interrupted)
        XCTAssertEqual(cli.read(cardPath), expected[cardPath])
        XCTAssertEqual(cli.read(compactPath), InteractiveSources.compact, "a part was accepted, but Ctrl-C came before its last hunk")
        XCTAssertEqual(cli.read("Views/MultiLine.swift"), InteractiveSources.multiLine)
        XCTAssertTrue(cli.stderr.contains("interrupted: 2 files not written (left as they were)"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("applied: environment-property 1, offset 1, spring-animation 1, transition 1\n"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("accepted but not written (interrupted): environment-property 1, offset 1\n"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("not reviewed: environment-property 1, offset 1, transition 1\n"), cli.stderr)
    }

    func testFilesThatCannotBeReadOrWrittenAreErrorsWhileTheRestIsReviewed() {
        let broken = "struct Broken: View {\n    let s = \"open\n}\n"
        let files = [cardPath: InteractiveSources.card, "Views/Broken.swift": broken, "Views/Locked.swift": InteractiveSources.compact]
        let cli = harness(files)
        cli.shell("chmod 0444 Views/Locked.swift")
        XCTAssertEqual(cli.interactive(["Views"], answers: ["y", "y", "y", "y"]), .someFilesFailed)
        XCTAssertTrue(cli.read(cardPath).contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : 40))"))
        XCTAssertEqual(cli.read("Views/Broken.swift"), broken)
        XCTAssertEqual(cli.read("Views/Locked.swift"), InteractiveSources.compact)
        XCTAssertTrue(cli.stderr.contains("Views/Broken.swift:2:13: error: unterminated string literal"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("Views/Locked.swift:1:1: error: the file is read-only"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("3 files scanned, 2 with changes: 1 written, 0 left unchanged, 2 skipped with errors"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("accepted but not written (see the errors above): environment-property 1, offset 1, transition 1"), cli.stderr)
    }

    func testUsageErrors() {
        let cli = CLIHarness()
        XCTAssertEqual(cli.run(["-i", "-"]), .usageError)
        XCTAssertTrue(cli.stderr.contains("give it paths, not '-'"), cli.stderr)
        XCTAssertEqual(cli.run(["--interactive", "--check", "."]), .usageError)
        XCTAssertEqual(cli.run(["--help"]), .success)
        XCTAssertTrue(cli.stdout.contains("-i, --interactive"), cli.stdout)
        XCTAssertTrue(cli.stdout.contains("--no-color"), cli.stdout)
    }

    /// A class's animation gated with the system's setting reads `systemReduceMotion`, which is
    /// added at the end of the file with the hunk that reads it, and not at all without it.
    func testTheSystemSettingComesWithTheHunkThatReadsIt() {
        let model = """
        import SwiftUI

        @MainActor
        final class DrawerModel: ObservableObject {
            @Published var drawerShift: CGFloat = 0

            func open() {
                withAnimation(.spring()) { drawerShift = 240 }
            }
        }

        struct DrawerView: View {
            @ObservedObject var model: DrawerModel

            var body: some View {
                Text("Drawer").offset(x: model.drawerShift)
            }
        }

        """
        let cli = harness(["Drawer.swift": model])
        XCTAssertEqual(cli.interactive(["Drawer.swift"], answers: ["n"]), .success)
        XCTAssertEqual(cli.read("Drawer.swift"), model)
        XCTAssertEqual(cli.interactive(["Drawer.swift"], answers: ["y"]), .success)
        let written = cli.read("Drawer.swift")
        XCTAssertTrue(written.contains("withAnimation(systemReduceMotion ? nil : .spring())"), written)
        XCTAssertTrue(written.hasSuffix("@MainActor private var systemReduceMotion: Bool { UIAccessibility.isReduceMotionEnabled }\n#endif\n"), written)
    }
}

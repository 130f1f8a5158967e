import XCTest
@testable import Rewriter

/// `Directives` walks a file's comments only when `mayHoldMarker` finds the marker in its bytes:
/// that is only right if every file whose comments the case-insensitive search would match
/// passes it.
final class DirectivesTests: XCTestCase {
    private let marker = Array("motionfix:".utf8)

    func testPrefilterPassesEveryFileTheSearchMatches() {
        let texts = [
            "", ":", "motionfix", "motionfix:", "x motionfix:", "MotionFix:disable", "// MOTIONFIX:disable:next\nlet a = 1",
            "otionfix:", "motionfi:", "motionfix :", "let a: Int = 0 // motionfix: disable", "a:b:c", "motionfix\u{1A}",
            "/* motionfix:enable */", "notmotionfix:", "mOtIoNfIx:",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let found = SourceFile.bytes(bytes, containCaseInsensitive: marker)
            if found { XCTAssertTrue(Directives.mayHoldMarker(bytes), text) }
        }
        XCTAssertFalse(Directives.mayHoldMarker(Array("struct A { let a: Int }".utf8)))
        XCTAssertFalse(Directives.mayHoldMarker(Array("motionfix".utf8)))
    }

    func testPrefilterPassesEveryFixtureWithADirective() throws {
        for root in [Fixtures.before, Fixtures.projectsBefore] {
            for group in Fixtures.groups(under: root) {
                for relative in group.files {
                    guard let bytes = Fixtures.read(root, relative) else { continue }
                    if SourceFile.bytes(bytes, containCaseInsensitive: marker) {
                        XCTAssertTrue(Directives.mayHoldMarker(bytes), relative)
                    }
                }
            }
        }
    }

    func testDirectivesAreFoundAsBefore() throws {
        let text = "struct V: View {\n    // motionfix:disable offset\n    var body: some View { Text(\"a\").offset(x: 3) }\n    // motionfix:enable\n}\n"
        let directives = Directives(file: try SourceFile(path: "V.swift", bytes: Array(text.utf8)))
        XCTAssertTrue(directives.isDisabled("offset", line: 2))
        XCTAssertFalse(directives.isDisabled("offset", line: 4))
        XCTAssertFalse(directives.isDisabled("transition", line: 2))
    }
}

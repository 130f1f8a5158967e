import XCTest
import Rewriter

/// The one helper every rule example goes through. For a snippet placed in a view's body it
/// checks: the expected output, idempotence, that the disable directives switch the rule off,
/// and that the same code inside a comment or a string literal is never touched.
enum RewriteAssertions {
    static let header = "import SwiftUI\n\nstruct ExampleView: View {\n"
    static let property = "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"

    static func wrap(_ body: String, property: Bool = false) -> String {
        header + (property ? Self.property : "") + "    var body: some View {\n" + body + "\n    }\n}\n"
    }

    static func run(_ source: String, path: String = "Example.swift") -> FileResult {
        Engine().run([SourceInput(path: path, bytes: Array(source.utf8))])[0]
    }

    static func output(_ source: String) -> String {
        let result = run(source)
        if let error = result.error { return "ERROR: \(error)" }
        return String(decoding: result.output, as: UTF8.self)
    }

    /// Asserts the full contract for one rewrite example.
    static func assertRewrite(ruleID: String, before: String, after: String, file: StaticString = #filePath, line: UInt = #line) {
        let indented = "        " + before
        let source = wrap(indented)
        let expected = wrap("        " + after, property: true)
        XCTAssertEqual(output(source), expected, "rewrite", file: file, line: line)
        XCTAssertEqual(output(expected), expected, "second run must change nothing", file: file, line: line)
        let disabledNext = wrap("        // motionfix:disable:next \(ruleID)\n" + indented)
        XCTAssertEqual(output(disabledNext), disabledNext, "disable:next", file: file, line: line)
        let disabledThis = wrap(indented + " // motionfix:disable:this")
        XCTAssertEqual(output(disabledThis), disabledThis, "disable:this", file: file, line: line)
        let region = wrap("        // motionfix:disable \(ruleID)\n" + indented + "\n        // motionfix:enable \(ruleID)")
        XCTAssertEqual(output(region), region, "disable region", file: file, line: line)
        assertUntouched(before, file: file, line: line, inCodeToo: false)
    }

    /// Asserts that `snippet` is left alone in code (when `inCodeToo`), in comments and in strings.
    static func assertUntouched(_ snippet: String, file: StaticString = #filePath, line: UInt = #line, inCodeToo: Bool = true) {
        if inCodeToo {
            let code = wrap("        " + snippet)
            XCTAssertEqual(output(code), code, "untouched in code", file: file, line: line)
        }
        let comment = wrap("        // " + snippet + "\n        /* " + snippet + " */\n        Text(\"x\")")
        XCTAssertEqual(output(comment), comment, "untouched in comments", file: file, line: line)
        let string = wrap("        let code = #\"\"\"\n        " + snippet + "\n        \"\"\"#\n        Text(\"\\(code) \\(\"" + "nested" + "\")\")")
        XCTAssertEqual(output(string), string, "untouched in a string", file: file, line: line)
    }
}

import Foundation
@testable import Rewriter
import XCTest

/// Each `motionfix audit` format on the fixtures: JSON against the schema of docs/AUDIT.md, SARIF
/// 2.1.0's required fields and valid locations, the Markdown tables' shape, Xcode lines, text.
final class AuditFormatTests: XCTestCase {
    private static let report: AuditReport = {
        AuditReport(results: (try? AuditTests.fixtureRun()) ?? [])
    }()

    private var report: AuditReport { Self.report }

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], "not a JSON object", file: file, line: line)
    }

    func testTheFixturesHaveEverySeverityActionAndCategory() {
        XCTAssertGreaterThan(report.items.count, 200)
        for severity in Severity.allCases where severity != .none { XCTAssertGreaterThan(report.count(severity), 0, "\(severity)") }
        for action in AuditAction.allCases { XCTAssertGreaterThan(report.count(action), 0, action.rawValue) }
        for category in MotionCategory.allCases { XCTAssertGreaterThan(report.count(category), 0, category.rawValue) }
    }

    // MARK: - JSON

    func testJSONEscapesQuotesBackslashesAndControlCharactersOnly() throws {
        let text = "say \"hi\"\\ \n\r\t\u{1}\u{1F} caf\u{E9} \u{1F3C3}"
        let value = JSONValue.object([("plain", .string("Sources/View.swift")), ("tricky", .string(text)), ("n", .int(-3)), ("list", .array([.bool(true), .null]))])
        XCTAssertEqual(value.rendered(), #"""
        {
          "plain": "Sources/View.swift",
          "tricky": "say \"hi\"\\ \n\r\t\u0001\u001f caf\#u{E9} \#u{1F3C3}",
          "n": -3,
          "list": [
            true,
            null
          ]
        }

        """#)
        let parsed = try parse(value.rendered())
        XCTAssertEqual(parsed["tricky"] as? String, text)
    }

    func testJSONFollowsTheDocumentedSchema() throws {
        let json = try parse(AuditFormat.json.render(report))
        XCTAssertEqual(Set(json.keys), ["version", "tool", "totals", "files", "errors"])
        XCTAssertEqual(json["version"] as? Int, AuditReport.schemaVersion)
        let tool = try XCTUnwrap(json["tool"] as? [String: Any])
        XCTAssertEqual(tool["name"] as? String, "motionfix")
        XCTAssertEqual(tool["version"] as? String, Usage.versionNumber)

        let totals = try XCTUnwrap(json["totals"] as? [String: Any])
        XCTAssertEqual(Set(totals.keys), ["filesScanned", "filesWithFindings", "findings", "respectingReduceMotion", "readingReduceMotion", "strictFailures",
                                          "propertiesAdded", "bySeverity", "byAction", "byCategory"])
        let findingsTotal = try XCTUnwrap(totals["findings"] as? Int)
        for (key, names) in [("bySeverity", Severity.allCases.map(\.description)), ("byAction", AuditAction.allCases.map(\.rawValue)),
                             ("byCategory", MotionCategory.allCases.map(\.rawValue))] {
            let counts = try XCTUnwrap(totals[key] as? [String: Int], key)
            XCTAssertEqual(Set(counts.keys), Set(names), key)
            XCTAssertEqual(counts.values.reduce(0, +), findingsTotal, key)
        }

        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        XCTAssertEqual(files.count, totals["filesWithFindings"] as? Int)
        let paths = files.compactMap { $0["path"] as? String }
        XCTAssertEqual(paths, paths.sorted())
        var counted = 0
        var respecting = 0
        for file in files {
            XCTAssertEqual(Set(file.keys), ["path", "findings"])
            let findings = try XCTUnwrap(file["findings"] as? [[String: Any]])
            XCTAssertFalse(findings.isEmpty)
            for finding in findings {
                counted += 1
                XCTAssertEqual(Set(finding.keys), ["path", "line", "column", "api", "rule", "severity", "category", "respectsReduceMotion",
                                                   "readsReduceMotion", "action", "reason", "message", "suggestion", "severityReason", "drivenBy"])
                XCTAssertEqual(finding["path"] as? String, file["path"] as? String)
                XCTAssertGreaterThanOrEqual(finding["line"] as? Int ?? 0, 1)
                XCTAssertGreaterThanOrEqual(finding["column"] as? Int ?? 0, 1)
                XCTAssertFalse((finding["api"] as? String ?? "").isEmpty)
                XCTAssertTrue(RuleCatalog.allIDs.contains(finding["rule"] as? String ?? ""))
                XCTAssertNotNil(Severity.allCases.first { $0.description == finding["severity"] as? String })
                XCTAssertNotNil(MotionCategory(rawValue: finding["category"] as? String ?? ""))
                XCTAssertNotNil(AuditAction(rawValue: finding["action"] as? String ?? ""))
                XCTAssertNotNil(FindingReason(rawValue: finding["reason"] as? String ?? ""))
                let respects = try XCTUnwrap(finding["respectsReduceMotion"] as? Bool)
                if respects { respecting += 1 }
                XCTAssertFalse((finding["message"] as? String ?? "").isEmpty)
                XCTAssertTrue(finding["suggestion"] is String || finding["suggestion"] is NSNull)
                if finding["action"] as? String == "manual" { XCTAssertTrue(finding["suggestion"] is String, "a manual site says what to do") }
                XCTAssertNotNil(finding["drivenBy"] as? [Int])
            }
        }
        XCTAssertEqual(counted, findingsTotal)
        XCTAssertEqual(respecting, totals["respectingReduceMotion"] as? Int)
        XCTAssertEqual((json["errors"] as? [Any])?.count, 0)
    }

    func testJSONStringsAreEscaped() throws {
        let value = JSONValue.object([("text", .string("quote \" backslash \\ newline \n tab \t bell \u{7} café ✓"))])
        let parsed = try parse(value.rendered())
        XCTAssertEqual(parsed["text"] as? String, "quote \" backslash \\ newline \n tab \t bell \u{7} café ✓")
    }

    // MARK: - SARIF

    func testSARIFHasTheRequiredFieldsAndValidLocations() throws {
        let sarif = try parse(AuditFormat.sarif.render(report))
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertEqual(sarif["$schema"] as? String, AuditSARIF.schema)
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "motionfix")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, rules.count)
        XCTAssertEqual(Set(ids).count, ids.count, "rule ids are unique")
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                XCTAssertFalse(((rule[key] as? [String: Any])?["text"] as? String ?? "").isEmpty, "\(rule["id"] ?? "?") \(key)")
            }
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, report.items.filter { !$0.respectsReduceMotion }.count)
        var lineCache: [String: [String]] = [:]
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(result["ruleIndex"] as? Int, ids.firstIndex(of: ruleID))
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            XCTAssertNotNil(FindingReason(rawValue: (result["properties"] as? [String: Any])?["reason"] as? String ?? ""), "a result code scanning can filter by reason")
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            let physical = try XCTUnwrap(locations[0]["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertFalse(uri.hasPrefix("/"), uri)
            let path = try XCTUnwrap(uri.removingPercentEncoding)
            let lines = try lineCache[path] ?? {
                // Split on LF bytes: Swift treats CRLF as one Character.
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: Fixtures.absolute(path)))
                return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            }()
            lineCache[path] = lines
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            let line = try XCTUnwrap(region["startLine"] as? Int)
            let column = try XCTUnwrap(region["startColumn"] as? Int)
            guard (1...lines.count).contains(line) else { XCTFail("\(uri):\(line) is past the end"); continue }
            XCTAssertTrue((1...(lines[line - 1].utf16.count + 1)).contains(column), "\(uri):\(line):\(column)")
        }
    }

    func testSARIFColumnsCountUTF16AndURIsArePercentEncoded() throws {
        let source = "import SwiftUI\nstruct Café: View {\n    @State private var on = false\n    var body: some View { Text(\"é✓\").offset(y: on ? 0 : 9).onAppear { on = true } }\n}\n"
        let result = Engine().run([SourceInput(path: "My App/Café.swift", bytes: Array(source.utf8))])[0]
        let item = try XCTUnwrap(AuditReport(results: [result]).items.first)
        XCTAssertEqual(item.column, 41, "bytes")
        XCTAssertEqual(item.utf16Column, 38, "UTF-16 code units")
        XCTAssertEqual(AuditSARIF.uri(item.path), "My%20App/Caf%C3%A9.swift")
        XCTAssertEqual(AuditSARIF.uri("/abs/a b.swift"), "file:///abs/a%20b.swift")
    }

    func testUTF16ColumnsContinueAlongALineAndCountSurrogatePairs() {
        // "😀" is four bytes and two UTF-16 units; "é" two bytes and one unit.
        let text = "x\né😀a😀b\n😀\n"
        var columns = AuditReport.UTF16Columns(Array(text.utf8))
        func expected(_ line: Int, _ column: Int) -> Int {
            let lineBytes = Array(text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].utf8)
            return String(decoding: lineBytes.prefix(column - 1), as: UTF8.self).utf16.count + 1
        }
        // In source order, as the report asks: each continues from the last on its line.
        for (line, column) in [(1, 1), (1, 2), (2, 1), (2, 3), (2, 7), (2, 8), (2, 12), (3, 1), (3, 5)] {
            XCTAssertEqual(columns.column(line: line, column: column), expected(line, column), "\(line):\(column)")
        }
        // Out of order, it starts the line again.
        XCTAssertEqual(columns.column(line: 2, column: 3), 2)
    }

    // MARK: - Markdown

    /// The number of cells of a table row (pipes escaped as `\|` do not count).
    private func cells(_ row: String) -> Int {
        row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count - 1
    }

    func testMarkdownTablesAreWellFormed() {
        let markdown = AuditFormat.markdown.render(report)
        for heading in ["# Reduce Motion audit", "## Severity", "## Files", "## Findings by severity", "## Manual work left"] {
            XCTAssertTrue(markdown.contains("\n\(heading)\n") || markdown.hasPrefix(heading + "\n"), heading)
        }
        let lines = markdown.components(separatedBy: "\n")
        var tables = 0
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("|") else { index += 1; continue }
            tables += 1
            let header = lines[index]
            XCTAssertTrue(index > 0 && lines[index - 1].isEmpty, "a table starts after a blank line: \(header)")
            let width = cells(header)
            let separator = lines[index + 1]
            XCTAssertEqual(cells(separator), width, separator)
            XCTAssertTrue(separator.allSatisfy { "|-: ".contains($0) }, separator)
            index += 2
            while index < lines.count, lines[index].hasPrefix("|") {
                XCTAssertEqual(cells(lines[index]), width, lines[index])
                XCTAssertTrue(lines[index].hasSuffix("|"), lines[index])
                index += 1
            }
        }
        // Severity, files, and one per severity present.
        XCTAssertEqual(tables, 2 + Severity.allCases.filter { report.count($0) > 0 }.count)
        let fileRows = lines.filter { $0.hasPrefix("| `Fixtures/") && $0.hasSuffix(" ✓ |") || $0.hasSuffix(" ✗ |") }
        XCTAssertEqual(fileRows.count, report.files.count)
        XCTAssertEqual(lines.filter { $0.hasPrefix("- [ ] `") }.count, report.count(.manual))
        XCTAssertEqual(markdown.components(separatedBy: "<details>").count, markdown.components(separatedBy: "</details>").count)
    }

    func testMarkdownEscapesCells() {
        XCTAssertEqual(AuditMarkdown.cell("a | b <T> & c\nd"), "a \\| b &lt;T&gt; &amp; c d")
        XCTAssertEqual(AuditMarkdown.code("a|b`c"), "a\\|b'c")
    }

    // MARK: - Xcode and text

    func testXcodeLinesAreCompilerDiagnostics() throws {
        let lines = AuditFormat.xcode.render(report).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, report.items.filter { !$0.respectsReduceMotion }.count)
        let pattern = try NSRegularExpression(pattern: "^[^:]+\\.swift:[0-9]+:[0-9]+: warning: \\[[a-z-]+\\] (critical|high|medium|low|none) [a-z]+ motion \\((auto|review|manual|none)\\): ")
        for line in lines {
            XCTAssertNotNil(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
    }

    func testTextSummarisesAndListsEveryFile() {
        let text = AuditFormat.text.render(report)
        XCTAssertTrue(text.hasPrefix("motionfix audit: \(report.scannedFiles) files scanned, \(report.files.count) with motion, \(report.items.count) motion sites"), text)
        XCTAssertTrue(text.contains("\ntotal "))
        for file in report.files { XCTAssertTrue(text.contains("\n\(file.path)  ("), file.path) }
    }

    func testARunWithNoMotionRendersInEveryFormatAndSaysSo() throws {
        let empty = AuditReport(results: [Engine().run([SourceInput(path: "A.swift", bytes: Array("let x = 1\n".utf8))])[0]])
        XCTAssertEqual(empty.items.count, 0)
        XCTAssertEqual(empty.respectingPercent, 100)
        _ = try parse(AuditFormat.json.render(empty))
        XCTAssertEqual(((try parse(AuditFormat.sarif.render(empty))["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count, 0)
        XCTAssertEqual(AuditFormat.text.render(empty), "motionfix audit: 1 file scanned, no motion found\n")
        XCTAssertTrue(AuditFormat.markdown.render(empty).contains("\n**No motion found** (1 Swift file scanned): nothing moves"))
        XCTAssertFalse(AuditFormat.markdown.render(empty).contains("100%"))
        XCTAssertEqual(AuditFormat.xcode.render(empty), "")
    }
}

import XCTest
@testable import Rewriter

/// The calls of a file share one array of arguments (`CallArguments`): each call must still see
/// its own, indexed from 0, as an array of its own would hold them.
final class CallArgumentsTests: XCTestCase {
    func testEachCallSeesItsOwnArgumentsFromZero() throws {
        let file = try SourceFile(path: "t.swift", bytes: Array("a(); b(x: 1, 2); c(f(y: 3), { 4 }); d(z: (5, 6))".utf8))
        let calls = CallScanner(file: file).scanCalls()
        let shown = calls.map { call in
            "\(call.name)(" + call.arguments.indices.map { position in
                let argument = call.arguments[position]
                return (argument.label.map { "\($0): " } ?? "") + file.text(bytes: file.byteRange(argument.first, argument.last))
            }.joined(separator: ", ") + ")"
        }
        XCTAssertEqual(shown, ["a()", "b(x: 1, 2)", "c(f(y: 3), { 4 })", "f(y: 3)", "d(z: (5, 6))"])
        for call in calls {
            XCTAssertEqual(call.arguments.map(\.first), CallScanner(file: file).arguments(open: call.open, close: call.close).map(\.first))
        }
        XCTAssertEqual(calls[1].arguments.first?.label, "x")
        XCTAssertEqual(calls[1].arguments.last?.label, nil)
        XCTAssertTrue(calls[0].arguments.isEmpty)
    }
}

import XCTest
@testable import Rewriter

/// The UTF-8 check skips ASCII many bytes at a time; the first invalid byte must still be the
/// one it reports, wherever it falls against those strides.
final class UTF8CheckTests: XCTestCase {
    func testTheFirstInvalidByteIsFoundAtEveryOffset() {
        for length in [1, 7, 8, 9, 31, 32, 33, 64, 100] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0xFF
                XCTAssertEqual(UTF8Check.firstInvalidOffset(bytes), position, "length \(length)")
                // A valid two-byte character before it changes nothing.
                if position >= 2 {
                    bytes[position - 2] = 0xC3
                    bytes[position - 1] = 0xA9
                    XCTAssertEqual(UTF8Check.firstInvalidOffset(bytes), position, "length \(length), after é")
                }
            }
        }
    }

    func testValidTextHasNoInvalidByte() {
        let text = String(repeating: "let café = \"naïve 🙂\"\n", count: 20)
        XCTAssertNil(UTF8Check.firstInvalidOffset(Array(text.utf8)))
        XCTAssertNil(UTF8Check.firstInvalidOffset([]))
    }

    func testATruncatedCharacterIsInvalidWhereItStarts() {
        for padding in [0, 5, 31, 40] {
            let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: padding) + [0xE2, 0x82]
            XCTAssertEqual(UTF8Check.firstInvalidOffset(bytes), padding)
        }
    }
}

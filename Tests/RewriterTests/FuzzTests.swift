import Foundation
import Rewriter
import XCTest

/// Random mutations of the golden fixtures (issue 9 hardening). Every input must either be
/// rejected with an error and left untouched, or be rewritten so that no byte outside an edit
/// changes and a second run changes nothing.
///
/// A bounded run is part of `swift test`. The long mode runs on demand:
/// `MOTIONFIX_FUZZ_COUNT=100000 swift test --filter FuzzTests` (add `MOTIONFIX_FUZZ_SEED=n` to
/// replay a failure: the seed of every failing input is printed).
final class FuzzTests: XCTestCase {
    private var count: Int { ProcessInfo.processInfo.environment["MOTIONFIX_FUZZ_COUNT"].flatMap(Int.init) ?? 400 }
    private var baseSeed: UInt64 { ProcessInfo.processInfo.environment["MOTIONFIX_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122 }

    func testMutatedFixturesAreRewrittenSafelyOrRejected() throws {
        let sources = try Fixtures.files(under: Fixtures.before).map { relative in
            try XCTUnwrap(Fixtures.read(Fixtures.before, relative), relative)
        }
        XCTAssertFalse(sources.isEmpty)
        var rejected = 0
        var rewritten = 0
        for iteration in 0..<count {
            let seed = baseSeed &+ UInt64(iteration)
            var random = SplitMix64(seed: seed)
            var bytes = sources[Int(random.next() % UInt64(sources.count))]
            for _ in 0...(random.next() % 3) { Mutation.apply(&bytes, random: &random) }
            let result = Engine().run([SourceInput(path: "Fuzz.swift", bytes: bytes)])[0]
            if result.error != nil {
                rejected += 1
                XCTAssertEqual(result.output, bytes, "seed \(seed): a rejected file must be left as it was")
                continue
            }
            rewritten += 1
            XCTAssertTrue(result.onlyEditedBytesChanged, "seed \(seed): bytes outside the edits changed")
            let second = Engine().run([SourceInput(path: "Fuzz.swift", bytes: result.output)])[0]
            XCTAssertNil(second.error, "seed \(seed): the rewrite no longer tokenizes")
            XCTAssertEqual(second.output, result.output, "seed \(seed): a second run changed the rewrite")
        }
        // Both paths must actually be exercised, or the mutations are too weak or too strong.
        XCTAssertGreaterThan(rejected, 0)
        XCTAssertGreaterThan(rewritten, 0)
    }
}

/// The mutations: what real files get wrong, and what breaks tokenizers.
private enum Mutation {
    static let insertions: [[UInt8]] = [
        Array("{".utf8), Array("}".utf8), Array("(".utf8), Array(")".utf8), Array("[".utf8), Array("]".utf8),
        Array("\"".utf8), Array("/*".utf8), Array("*/".utf8), Array("#if DEBUG\n".utf8), Array("#endif\n".utf8),
        Array("\"\"\"".utf8), Array("#/".utf8), Array("\r\n".utf8), Array("\r".utf8), [0xFF], [0xC3], [0xE2, 0x82],
        Array(".offset(y: x)".utf8), Array("withAnimation {".utf8), Array("\\(".utf8),
    ]

    static func apply(_ bytes: inout [UInt8], random: inout SplitMix64) {
        guard !bytes.isEmpty else { bytes = insertions[Int(random.next() % UInt64(insertions.count))]; return }
        let position = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 5 {
        case 0:
            bytes.removeSubrange(position...)
        case 1:
            bytes[position] ^= UInt8(truncatingIfNeeded: random.next() | 1)
        case 2:
            bytes.insert(contentsOf: insertions[Int(random.next() % UInt64(insertions.count))], at: position)
        case 3:
            let end = min(bytes.count, position + 1 + Int(random.next() % 8))
            bytes.removeSubrange(position..<end)
        default:
            // A line ending changed: CRLF and LF mixed.
            if let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) { bytes.insert(UInt8(ascii: "\r"), at: newline) }
        }
    }
}

import XCTest
@testable import Rewriter

final class TokenizerTests: XCTestCase {
    private func tokens(_ source: String) throws -> [Token] {
        try Array(Tokenizer.tokenize(Array(source.utf8)))
    }

    private func kinds(_ source: String) throws -> [TokenKind] {
        try tokens(source).map(\.kind).filter { !$0.isTrivia }
    }

    private func texts(_ source: String) throws -> [String] {
        let bytes = Array(source.utf8)
        return try Tokenizer.tokenize(bytes).filter { !$0.kind.isTrivia }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    /// Joining the tokens gives back the input, for every tricky construct at once.
    func testRoundTripOfTrickySource() throws {
        let samples = [
            "\u{FEFF}import SwiftUI\r\nlet x = 1\r\n",
            "#!/usr/bin/env swift\nprint(1)",
            "let `default` = $0 + $isOn.wrappedValue",
            "let s = \"a \\(b + \"c \\(d)\") e\"",
            "let m = \"\"\"\n  line \\(x)\n  \"quoted\" \\\n  \"\"\"",
            "let r = #\"raw \\(not) \\#(yes) \"quote\" \"#",
            "let rr = ##\"a \"# still\"##",
            "let rm = #\"\"\"\n  raw \"\"\" inside\n  \"\"\"#",
            "let re = #/a+(?<n>b)/#",
            "let re2 = try Regex(#\"\\d+\"#)",
            "if let m = text.firstMatch(of: /[a-z]+\\//) {}",
            "let q = a / b / c",
            "/* outer /* nested */ still */ let y = 2",
            "/// doc\n//: playground\nlet z = 0x1F_FF + 0b1010 + 0o17 + 1_000.5e-3 + 0x1p-2",
            "infix operator ≈≈ : ComparisonPrecedence\nlet w = a ≈≈ b",
            "let 🐶 = \"dog\"; let café = 1",
            "#if os(iOS)\n.offset(y: 2)\n#elseif DEBUG\n#else\n#endif",
            "@Observable final class M {}\n#Preview { Text(\"\") }",
            "let kp = \\.accessibilityReduceMotion; let k2 = \\Foo.bar?.baz",
            "x?.y!.z ?? w; a...b; c..<d; e->f",
            "let t = (1, 2).0",
            "",
            "no newline at end",
        ]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let joined = try Tokenizer.tokenize(bytes).flatMap { bytes[$0.range] }
            XCTAssertEqual(joined, bytes, sample)
        }
    }

    /// Names and runs of spaces are scanned eight bytes at a time: every byte, at every place
    /// in the eight, must end (or continue) a name and a run of spaces as the byte-by-byte scan says.
    func testNamesAndSpacesEndAtTheSameByteWhereverItFallsInAWord() throws {
        let continuesName: (UInt8) -> Bool = { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        // Every printable ASCII byte but `"`, which would open a string left unclosed.
        let followers: [[UInt8]] = (0x21...0x7E).filter { $0 != 0x22 }.map { [UInt8($0)] } + [Array("é".utf8), Array("🐶".utf8), [0x09], [0x0A], [0x0D]]
        for length in 1...19 {
            let name = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) ^ ($0 % 3 == 0 ? 0x20 : 0) }
            for follower in followers {
                // Trailing code keeps the word scan going past the name's end.
                let bytes = Array("let ".utf8) + name + follower + Array(" // tail of more than eight bytes\n".utf8)
                let tokens = try Tokenizer.tokenize(bytes)
                let nameToken = try XCTUnwrap(tokens.first { $0.start == 4 }, "\(length) \(follower)")
                XCTAssertEqual(nameToken.kind, .identifier)
                let expectedEnd = 4 + length + (follower[0] >= 0x80 || continuesName(follower[0]) ? follower.count : 0)
                XCTAssertEqual(nameToken.end, expectedEnd, "name of \(length) bytes followed by \(follower)")
                XCTAssertEqual(tokens.flatMap { bytes[$0.range] }, bytes)
            }
            for follower in followers {
                let bytes = Array("x".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: length) + follower + Array("y and eight more".utf8)
                let tokens = try Tokenizer.tokenize(bytes)
                let spaces = tokens[1]
                XCTAssertEqual(spaces.kind, .whitespace)
                let horizontal = follower[0] == 0x09
                XCTAssertEqual(spaces.range, 1..<(1 + length + (horizontal ? 1 : 0)), "\(length) spaces followed by \(follower)")
                XCTAssertEqual(tokens.flatMap { bytes[$0.range] }, bytes)
            }
        }
    }

    /// The token buffer notices a token that leaves a gap, overlaps or is empty, and forgets
    /// one that is dropped (an interpolation's).
    func testTokenBufferTellsWhetherTheTokensCoverTheBytes() {
        func covers(_ ranges: [(Int, Int)], droppingFrom drop: Int? = nil) -> (Bool, Int) {
            var buffer = TokenBuffer(capacity: 1)
            var mark: TokenBuffer.Mark? = nil
            for (offset, range) in ranges.enumerated() {
                if offset == drop { mark = buffer.mark }
                buffer.append(Token(kind: .identifier, start: range.0, end: range.1))
            }
            if let mark { buffer.truncate(to: mark) }
            defer { buffer.discard() }
            return (buffer.coversSoFar, buffer.end)
        }
        XCTAssertTrue(covers([(0, 3), (3, 4), (4, 9)]) == (true, 9))
        XCTAssertTrue(covers([(0, 3), (4, 9)]) == (false, 9))
        XCTAssertTrue(covers([(0, 3), (2, 9)]) == (false, 9))
        XCTAssertTrue(covers([(0, 3), (3, 3), (3, 9)]) == (false, 9))
        XCTAssertTrue(covers([(1, 3)]) == (false, 3))
        XCTAssertTrue(covers([(0, 3), (3, 5), (7, 8)], droppingFrom: 2) == (true, 5))
        XCTAssertTrue(covers([(0, 3), (5, 6), (6, 8)], droppingFrom: 1) == (true, 3))
    }

    /// A token is stored as its kind and its start: each ends where the next one starts and the
    /// last where the file ends, also after the tokens of an interpolation were dropped.
    func testStoredTokensEndWhereTheNextOneStarts() throws {
        let source = Array("let s = \"a \\(b(c)) d\" + \"\"\n// x".utf8)
        let tokens = try Tokenizer.tokenize(source)
        XCTAssertEqual(tokens.last?.end, source.count)
        XCTAssertEqual(tokens.first?.start, 0)
        for (token, next) in zip(tokens, tokens.dropFirst()) { XCTAssertEqual(token.end, next.start) }
        let strings = tokens.filter { $0.kind == .string }.map { String(decoding: source[$0.range], as: UTF8.self) }
        XCTAssertEqual(strings, ["\"a \\(b(c)) d\"", "\"\""])
        XCTAssertEqual(tokens.last?.kind, .lineComment)
    }

    func testThreeQuotesClosedOnTheirLineAreAOneLineRawString() throws {
        // Values as Swift reads them: `"`, `""abc`, `""#`; the last literal spans three lines.
        let source = "let a = #\"\"\"#\nlet b = #\"\"\"abc\"#\nlet e = ##\"\"\"#\"##\nlet c = #\"\"\"\nmulti\n\"\"\"#\n"
        let tokens = try Tokenizer.tokenize(Array(source.utf8))
        let strings = tokens.filter { $0.kind == .string }.map { String(decoding: Array(source.utf8)[$0.range], as: UTF8.self) }
        XCTAssertEqual(strings, ["#\"\"\"#", "#\"\"\"abc\"#", "##\"\"\"#\"##", "#\"\"\"\nmulti\n\"\"\"#"])
    }

    /// A token's text is the string `String(decoding:as:)` makes of its bytes, repairs included.
    func testTextOfBytesIsTheirDecodedString() throws {
        let samples: [[UInt8]] = [Array("name".utf8), Array("fifteen_bytes15".utf8), Array("sixteen_bytes_16".utf8),
                                  Array("café".utf8), Array("🐶🐶🐶🐶".utf8), [0x61, 0xFF, 0x62], [0xE2, 0x82], []]
        for sample in samples {
            let file = try SourceFile(path: "t.swift", bytes: Array("// ".utf8) + sample + Array("\n".utf8))
            XCTAssertEqual(file.text(bytes: 3..<(3 + sample.count)), String(decoding: sample, as: UTF8.self), "\(sample)")
        }
    }

    func testHasSameTextComparesTokensAsStrings() throws {
        // Significant tokens: a . a = b . c let 가 = 가 (the last one decomposed into its two
        // jamo: other bytes, equal as strings).
        let file = try SourceFile(path: "t.swift", bytes: Array("a.a = b.c\nlet \u{AC00} = \u{1100}\u{1161}\n".utf8))
        XCTAssertEqual(file.count, 11)
        XCTAssertTrue(file.hasSameText(0, 0))
        XCTAssertTrue(file.hasSameText(0, 2))
        XCTAssertFalse(file.hasSameText(4, 6))
        XCTAssertFalse(file.hasSameText(0, 7))
        XCTAssertTrue(file.hasSameText(8, 10))
    }

    func testStringsAreSingleTokensEvenWithInterpolation() throws {
        XCTAssertEqual(try texts("f(\"a \\(g(\"b\")) c\", 1)"), ["f", "(", "\"a \\(g(\"b\")) c\"", ",", "1", ")"])
        XCTAssertEqual(try kinds("let s = #\"a\"#"), [.identifier, .identifier, .operator, .string])
    }

    func testCommentsAreTrivia() throws {
        XCTAssertEqual(try texts("a // .offset(y: x)\n/* .scaleEffect(s) */ b"), ["a", "b"])
    }

    func testRegexVersusDivision() throws {
        XCTAssertEqual(try kinds("let r = /abc/"), [.identifier, .identifier, .operator, .regex])
        XCTAssertEqual(try kinds("let q = a / b"), [.identifier, .identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(try kinds("let q = x/2"), [.identifier, .identifier, .operator, .identifier, .operator, .number])
        XCTAssertEqual(try kinds("f(/a b/)"), [.identifier, .openParen, .regex, .closeParen])
    }

    func testAttributesPoundsAndKeyPaths() throws {
        XCTAssertEqual(try kinds("@Environment(\\.accessibilityReduceMotion) private var rm"),
                       [.attribute, .openParen, .backslash, .dot, .identifier, .closeParen, .identifier, .identifier, .identifier])
        XCTAssertEqual(try kinds("#if DEBUG\n#endif"), [.pound, .identifier, .pound])
    }

    func testDotOperatorsAndMemberDots() throws {
        XCTAssertEqual(try texts("a..<b"), ["a", "..<", "b"])
        XCTAssertEqual(try texts(".offset"), [".", "offset"])
        XCTAssertEqual(try texts("x?.y"), ["x", "?", ".", "y"])
    }

    func testNumbers() throws {
        XCTAssertEqual(try texts("1.5e-3 + 0xFF + 1..<2"), ["1.5e-3", "+", "0xFF", "+", "1", "..<", "2"])
    }

    func testMalformedInputThrowsWithPosition() {
        let cases: [(String, String)] = [
            ("let s = \"abc\nlet t = 1", "unterminated string"),
            ("/* never closed", "unterminated block comment"),
            ("let m = \"\"\"\nabc", "unterminated multi-line string"),
            ("let s = \"\\(a\"", "unterminated"),
            ("let r = #/abc", "unterminated regex"),
        ]
        for (source, message) in cases {
            XCTAssertThrowsError(try Tokenizer.tokenize(Array(source.utf8)), source) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    func testUnbalancedBracketsAreDiagnosed() {
        XCTAssertThrowsError(try SourceFile(path: "A.swift", bytes: Array("struct A {\n  func f() {\n}\n".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("A.swift:1:10: error: unclosed '{'"), "\(error)")
        }
        XCTAssertThrowsError(try SourceFile(path: "B.swift", bytes: Array("let a = (1))\n".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("B.swift:1:12: error: unbalanced ')'"), "\(error)")
        }
    }

    /// The tables the tokenizer writes as it goes are those a walk over the finished tokens
    /// makes: the significant tokens, their kinds, each bracket's partner, each token's
    /// innermost enclosing bracket; brackets inside an interpolation belong to the string.
    func testSignificantTablesMatchAWalkOverTheTokens() throws {
        var sources = [
            "let s = \"\\(items.map { [$0] }) and \\(f(a[0]))\"\nfunc g() { (1) }\n",
            "let s = \"\\( [ )\" // an unpaired bracket in an interpolation is the string's\n",
            "let t = #\"\\#(x.map { $0 })\"#; let u = [1: (2, 3)]\n",
        ]
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Before")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() where name.hasSuffix(".swift") {
            sources.append(try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
        }
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("ab \n\"#/\\(){}[],:=$0".utf8)
        for _ in 0..<2000 {
            sources.append(String(decoding: (0..<Int(generator.next() % 48)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self))
        }
        for source in sources {
            let bytes = Array(source.utf8)
            guard let tokens = try? Tokenizer.tokenize(bytes) else { continue }
            let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
            let kinds = significant.map { tokens[$0].kind }
            var partner = [Int](repeating: -1, count: kinds.count)
            var enclosing = [Int](repeating: -1, count: kinds.count)
            var open: [Int] = []
            var balanced = true
            for (index, kind) in kinds.enumerated() where balanced {
                switch kind {
                case .openParen, .openBrace, .openBracket:
                    enclosing[index] = open.last ?? -1
                    open.append(index)
                case .closeParen, .closeBrace, .closeBracket:
                    enclosing[index] = open.count >= 2 ? open[open.count - 2] : -1
                    let pairs: [TokenKind: TokenKind] = [.closeParen: .openParen, .closeBrace: .openBrace, .closeBracket: .openBracket]
                    guard let opening = open.popLast(), kinds[opening] == pairs[kind] else { balanced = false; continue }
                    partner[opening] = index
                    partner[index] = opening
                default:
                    enclosing[index] = open.last ?? -1
                }
            }
            guard balanced, open.isEmpty else {
                XCTAssertThrowsError(try SourceFile(path: "a.swift", bytes: bytes), source)
                continue
            }
            let file = try SourceFile(path: "a.swift", bytes: bytes)
            XCTAssertEqual(Array(file.significant), significant, source)
            XCTAssertEqual(file.kinds, kinds, source)
            XCTAssertEqual(Array(file.partner), partner, source)
            XCTAssertEqual(Array(file.enclosing), enclosing, source)
            XCTAssertTrue(file.tokensCoverBytes, source)
        }
    }

    func testLineEndingAndIndentDetection() throws {
        let crlf = try SourceFile(path: "a", bytes: Array("struct A {\r\n\tvar x = 1\r\n}\r\n".utf8))
        XCTAssertEqual(crlf.lineEnding, "\r\n")
        XCTAssertEqual(crlf.indentUnit, "\t")
        let spaces = try SourceFile(path: "b", bytes: Array("struct A {\n  var x = 1\n    var y\n}".utf8))
        XCTAssertEqual(spaces.lineEnding, "\n")
        XCTAssertEqual(spaces.indentUnit, "  ")
    }

    /// Arbitrary bytes never crash the tokenizer, and whatever it accepts round-trips.
    func testRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("abc \n\t\"#/\\*(){}[].,:;?!=<>@$`'0123456789e_\r".utf8) + [0xC3, 0xA9, 0xE2, 0x89, 0x88, 0xFF]
        for _ in 0..<3000 {
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if let tokens = try? Tokenizer.tokenize(bytes) {
                XCTAssertEqual(tokens.flatMap { bytes[$0.range] }, bytes)
            }
            _ = Engine().run([SourceInput(path: "fuzz.swift", bytes: bytes)])
        }
    }
}

/// A small deterministic random generator for tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Real fixture files cut and damaged at random places: the engine reports or rewrites them,
/// never crashes, and whatever it accepts stays byte-exact outside its edits.
final class DamagedInputTests: XCTestCase {
    func testTruncatedAndCorruptedFixturesNeverCrash() throws {
        var generator = SplitMix64(seed: 7)
        let files = Fixtures.files(under: Fixtures.before).map { Fixtures.read(Fixtures.before, $0)! }
        for original in files where !original.isEmpty {
            for _ in 0..<12 {
                var bytes = original
                switch generator.next() % 3 {
                case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count))))
                case 1: bytes.remove(at: Int(generator.next() % UInt64(bytes.count)))
                default: bytes.insert([UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "/")][Int(generator.next() % 4)],
                                      at: Int(generator.next() % UInt64(bytes.count)))
                }
                let result = Engine().run([SourceInput(path: "damaged.swift", bytes: bytes)])[0]
                if result.error != nil {
                    XCTAssertEqual(result.output, bytes)
                } else {
                    XCTAssertEqual(result.editSet.apply(to: bytes), result.output)
                }
            }
        }
    }
}

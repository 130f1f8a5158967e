import XCTest
@testable import Rewriter

/// The provenance pass records where each of a file's methods is called from, and only its
/// methods: those are all `originsOfCalls` ever looks up.
final class FileFactsTests: XCTestCase {
    private func facts(_ source: String) throws -> FileFacts {
        let file = try SourceFile(path: "Card.swift", bytes: Array(source.utf8))
        return FileFacts(structure: FileStructure(file: file))
    }

    func testCallsAreRecordedForTheFilesMethodsOnly() throws {
        let facts = try facts("""
            struct Card: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Text("x").onTapGesture { nudge() }.onAppear { reset() }
                }
                func nudge() { offset += 10; settle() }
                func reset() { offset = 0 }
                func settle() { offset = 1 }
            }
            """)
        XCTAssertEqual(Set(facts.callOrigins.keys), ["nudge", "reset", "settle"])
        XCTAssertEqual(facts.callOrigins["nudge"], .action)
        XCTAssertEqual(facts.callOrigins["reset"], .appear)
        XCTAssertEqual(facts.callingMethods["settle"], ["nudge"])
        XCTAssertEqual(facts.propertyWrites["offset"], [.action, .appear])
    }

    /// With a non-ASCII method name, names compare as strings: canonically equal spellings
    /// (the Kelvin sign and `K`) are one name, as they are to Swift.
    func testANonASCIIMethodIsFoundInAnyCanonicalSpelling() throws {
        let facts = try facts("""
            struct Card: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Text("x").onTapGesture { speedK() }
                }
                func speed\u{212A}() { offset = 10 }
            }
            """)
        XCTAssertEqual(facts.callOrigins["speed\u{212A}"], .action)
        XCTAssertEqual(facts.propertyWrites["offset"], .action)
    }
}

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

    /// A local declared with a type and no initializer has none: its annotation ends at the
    /// line break, so it does not take the next statement's initializer (which made two locals
    /// tie in the order of locals, and the tie fall to hash-table order).
    func testALocalWithATypeAndNoInitializerEndsAtItsLine() throws {
        let facts = try facts("""
            struct Card: View {
                var body: some View {
                    var items: [String]
                    let width = 2 * 3
                    var size: CGFloat
                        = 4
                    return Text("x")
                }
            }
            """)
        let withInitializer = facts.valueLocals.map(\.name)
        XCTAssertEqual(withInitializer, ["width", "size"])
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

    /// What the write scan records of each assignment: how it steps the value, whether it writes
    /// a measurement (a geometry proxy's value, not a same-named value outside its closure), and
    /// the writes through `&` and `.toggle()`; closures without parameters declare nothing.
    func testStepsMeasurementsAndWritesOfEachKind() throws {
        let facts = try facts("""
            struct Meter: View {
                @State private var level: CGFloat = 0
                @State private var width: CGFloat = 0
                @State private var shown = false
                var body: some View {
                    GeometryReader { proxy in Color.clear.onAppear { width = proxy.size.width } }
                    Text("x").onTapGesture { level = level + 1 }.onLongPressGesture { level += up ? -1 : 1 }
                    Text("y").onAppear { level -= 2 ; shown.toggle() ; nudge(&width) ; width = proxy }
                    Button { level = 5 } label: { Text("z") }
                }
                func nudge(_ value: inout CGFloat) { value *= 2 }
                let proxy: CGFloat = 1
                let up = true
            }
            """)
        let summary = facts.assignments.map { "\($0.property) step \($0.step) \($0.origins.contains(.measured) ? "measured" : "-") \($0.literal ?? "-")" }
        // (A stored property's declaration with a type, `level: CGFloat = 0`, is read as a write
        // of `CGFloat`: no property has that name, so nothing follows from it.)
        XCTAssertEqual(summary, [
            "CGFloat step 0 - 0",
            "CGFloat step 0 - 0",
            "width step 0 measured -",
            "level step 1 - -",
            "level step \(Assignment.bothWays) - -",
            "level step -1 - 2",
            "shown step 0 - toggle",
            "width step 0 - -",
            "width step 0 - -",
            "level step 0 - 5",
            "value step 1 - 2",
            "CGFloat step 0 - 1",
        ])
        XCTAssertEqual(facts.locals["proxy"]?.count, 1, "the closure's parameter; no closure without `in` declares one")
        XCTAssertNil(facts.locals["Text"])
    }
}

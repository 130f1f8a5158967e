import XCTest
@testable import Rewriter

/// `BodyTable` finds member and type bodies with a bitmap and binary searches: it must answer
/// as a table of the same bodies keyed by their brace answers (the later member where two
/// claim one brace), at every significant index of every fixture.
final class BodyTableTests: XCTestCase {
    func testAnswersAsATableKeyedByBrace() throws {
        var checked = 0
        for root in [Fixtures.before, Fixtures.projectsBefore] {
            for group in Fixtures.groups(under: root) {
                for relative in group.files {
                    guard let bytes = Fixtures.read(root, relative) else { continue }
                    let structure = FileStructure(file: try SourceFile(path: relative, bytes: bytes))
                    checked += try compare(structure)
                }
            }
        }
        // Nested types, whose members' bodies come out of order, and a type in a member.
        let nested = """
            struct Outer: View {
                struct Inner { func a() {} ; var b: Int { 1 } }
                var body: some View { Text("x") }
                init() {}
                func later() { struct Local { func c() {} } }
                enum E { case a; func d() {} }
            }
            """
        checked += try compare(FileStructure(file: SourceFile(path: "Nested.swift", bytes: Array(nested.utf8))))
        XCTAssertGreaterThan(checked, 250)
    }

    /// Compares the table with the reference at every significant index; returns the bodies found.
    private func compare(_ structure: FileStructure) throws -> Int {
        let file = structure.file
        var members: [Int: MemberBody] = [:]
        var types: Set<Int> = []
        for type in structure.types {
            types.insert(type.bodyOpen)
            for member in type.members {
                var kind: MemberBody.Kind
                switch member.kind {
                case .func: kind = .method
                case .var: kind = .computed
                case .initializer: kind = .initializer
                default: continue
                }
                guard let brace = FileFacts.bodyBrace(keyword: member.keyword, end: member.end, in: file) else { continue }
                if kind == .computed, BodyTable.isView(member, body: brace, in: file) { kind = .view }
                members[brace] = MemberBody(name: kind == .initializer ? "init" : member.name ?? "", kind: kind)
            }
        }
        let table = BodyTable(of: structure)
        for index in -1...file.count {
            let found = table.member(openingAt: index)
            XCTAssertEqual(found?.name, members[index]?.name, "\(file.path) \(index)")
            XCTAssertEqual(found?.kind, members[index]?.kind, "\(file.path) \(index)")
            XCTAssertEqual(table.isType(openingAt: index), types.contains(index), "\(file.path) \(index)")
            XCTAssertEqual(table.opens(index), members[index] != nil || types.contains(index), "\(file.path) \(index)")
        }
        XCTAssertEqual(table.memberBodies.map(\.name).sorted(), members.values.map(\.name).sorted(), file.path)
        return members.count + types.count
    }
}

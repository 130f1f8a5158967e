/// A set of names to look for among a file's identifiers, compared byte by byte (no string is
/// built per token), for quick questions about a file or a block.
struct IdentifierSet: Sendable {
    let names: Set<String>
    /// The names by their length in bytes (an array, not a dictionary: no hashing per token).
    private let namesByLength: [[(name: String, bytes: [UInt8])]]

    init(_ names: Set<String>) {
        self.names = names
        var byLength = [[(name: String, bytes: [UInt8])]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names.sorted() { byLength[name.utf8.count].append((name, Array(name.utf8))) }
        namesByLength = byLength
    }

    /// Whether some identifier of `file` is one of the names.
    func occurs(in file: SourceFile) -> Bool {
        (0..<file.count).contains { name(at: $0, in: file) != nil }
    }

    /// The names spelled by identifiers at significant indices `range` of `file`.
    func occurring(in file: SourceFile, range: Range<Int>) -> Set<String> {
        var found: Set<String> = []
        for index in range { if let name = name(at: index, in: file) { found.insert(name) } }
        return found
    }

    /// The name the token at significant index `index` spells, if it is an identifier and one of them.
    func name(at index: Int, in file: SourceFile) -> String? {
        guard file.kind(index) == .identifier else { return nil }
        let token = file.token(index)
        let length = token.end - token.start
        guard length < namesByLength.count else { return nil }
        let candidates = namesByLength[length]
        if candidates.isEmpty { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes in
            candidates.first { candidate in
                candidate.bytes.withUnsafeBufferPointer { name in (0..<name.count).allSatisfy { name[$0] == bytes[token.start + $0] } }
            }?.name
        }
    }
}

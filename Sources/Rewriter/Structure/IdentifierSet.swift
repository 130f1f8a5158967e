/// A set of names to look for among a file's identifiers, compared byte by byte (no string is
/// built per token), for the first pass's quick questions about a file.
struct IdentifierSet: Sendable {
    let names: Set<String>
    private let namesByLength: [Int: [[UInt8]]]

    init(_ names: Set<String>) {
        self.names = names
        namesByLength = Dictionary(grouping: names.map { Array($0.utf8) }, by: \.count)
    }

    /// Whether some identifier of `file` is one of the names.
    func occurs(in file: SourceFile) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<file.count where file.kind(index) == .identifier {
                let token = file.token(index)
                guard let candidates = namesByLength[token.end - token.start] else { continue }
                for name in candidates where name.withUnsafeBufferPointer({ name in
                    (0..<name.count).allSatisfy { name[$0] == bytes[token.start + $0] }
                }) { return true }
            }
            return false
        }
    }
}

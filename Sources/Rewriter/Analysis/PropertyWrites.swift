/// What the project index needs of a file's writes (`ProjectIndex.propertyOrigins`): the
/// properties it writes through a path or inside a method, and whether a gesture or a
/// measurement writes them. The full provenance pass answers it; a file that names no gesture
/// and no measurement can only answer "no", so for it a light scan finds the names alone.
enum PropertyWrites {
    static func of(_ structure: FileStructure) -> [String: Origins] {
        var facts: FileFacts? = nil
        return of(structure, vocabulary: FileVocabulary(structure.file), facts: &facts)
    }

    /// The same, given the file's `vocabulary`; `facts` receives the file's provenance facts
    /// when finding the writes needed the full pass, so that the second pass need not compute
    /// them again.
    static func of(_ structure: FileStructure, vocabulary: FileVocabulary, facts: inout FileFacts?) -> [String: Origins] {
        let scanner = ProvenanceScanner(file: structure.file, bodies: BodyTable(of: structure))
        let names = scanner.propertyWriteNames()
        // Where the code runs matters only if something is written and a gesture or a measurement may write it.
        if !names.isEmpty, vocabulary.mayComeFromGestureOrMeasurement {
            let full = FileFacts(structure: structure)
            facts = full
            return full.propertyWrites
        }
        return Dictionary(names.map { ($0, Origins()) }) { first, _ in first }
    }
}

extension ProvenanceScanner {
    /// The names `writes(locals:)` records in `FileFacts.propertyWrites` (a write through a path,
    /// or any write inside a method), found the same way but without where the code runs.
    func propertyWriteNames() -> [String] {
        var names: [String] = []
        // Asked of every file: the kinds read through their buffer, since nearly every token is
        // neither an operator nor the name of a `.toggle()`.
        file.withRawView { raw in
            let kinds = raw.kinds
            for index in kinds.indices {
                switch kinds[index] {
                case .operator:
                    // Only `&` (an inout argument) and the assignments (all end with `=`) are asked about.
                    let last = raw.lastByte(index)
                    if last == UInt8(ascii: "&") {
                        if raw.length(index) == 1, file.kind(index + 1) == .identifier, !file.hasTriviaAfter(index),
                           let kind = file.kind(index - 1), kind == .openParen || kind == .comma || kind == .colon, isInsideMethod(index) {
                            names.append(file.text(index + 1))
                        }
                        continue
                    }
                    // Token indices, not strings: most `=` are declarations, which write no property.
                    guard last == UInt8(ascii: "="), KeywordSets.assignment.spells(index, in: file),
                          let path = writtenPathTokens(endingAt: index - 1) else { continue }
                    if !file.hasSameText(path.root, path.property) || isInsideMethod(index) { names.append(file.text(path.property)) }
                case .identifier:
                    // The kinds first, where the text is a comparison of bytes.
                    guard index > 0, index + 2 < kinds.count, kinds[index - 1] == .dot, kinds[index + 1] == .openParen,
                          kinds[index + 2] == .closeParen else { continue }
                    if file.isText(index, "toggle"), let path = writtenPathTokens(endingAt: index - 2),
                       !file.hasSameText(path.root, path.property) || isInsideMethod(index) {
                        names.append(file.text(path.property))
                    }
                default:
                    continue
                }
            }
        }
        return names
    }

    /// Whether the code at `position` is in a method's body (as `origins(at:)` finds it).
    private func isInsideMethod(_ position: Int) -> Bool {
        var open = file.enclosing[position]
        var steps = 0
        while open >= 0, steps < 256 {
            steps += 1
            let body = body(openingAt: open)
            if let member = body.member { return member.kind == .method }
            if body.isType { return false }
            open = file.enclosing[open]
        }
        return false
    }
}

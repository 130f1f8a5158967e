/// Between the engine and the outputs when the project's other files were read for the index
/// (`ProjectRoot`): those files' results are dropped, as nothing of them is reported or written.
/// A named file whose fix reads the `@Environment` property that would be added to one of those
/// files is left unchanged instead, with an error that says which file to name too: written
/// alone, it would not compile.
struct ContextGate {
    /// The number of context files, which the engine hands over first.
    let contextCount: Int
    private var seen = 0
    /// Hosts whose property is added in a context file, and that file.
    private var propertyFiles: [String: String] = [:]

    init(contextCount: Int) {
        self.contextCount = contextCount
    }

    /// The result to report, or nil for a context file's.
    mutating func pass(_ result: FileResult) -> FileResult? {
        defer { seen += 1 }
        if seen < contextCount {
            for edit in result.editSet.edits where edit.ruleID == RuleCatalog.environmentPropertyID {
                if let key = edit.hostKey { propertyFiles[key] = result.path }
            }
            return nil
        }
        guard !propertyFiles.isEmpty, result.error == nil else { return result }
        let ownProperties = Set(result.editSet.edits.filter { $0.ruleID == RuleCatalog.environmentPropertyID }.compactMap(\.hostKey))
        guard let other = result.editSet.edits.lazy.compactMap({ $0.hostKey }).first(where: { !ownProperties.contains($0) && propertyFiles[$0] != nil }),
              let file = propertyFiles[other] else { return result }
        var skipped = result
        skipped.editSet = .empty
        skipped.output = result.original
        skipped.error = Diagnostic(path: result.path, line: 1, column: 1,
                                   message: "its fix reads the reduceMotion property that would be added to \(file), which was not named; run motionfix on both files (it was left unchanged)")
        return skipped
    }
}

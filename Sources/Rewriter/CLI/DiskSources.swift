/// The files of a run on disk, read each time the engine asks, so that no file stays in memory
/// longer than its part of the work.
struct DiskSources: SourceProvider {
    let entries: [FileDiscovery.Entry]
    /// How a read error ends ("it was skipped") and what a file that is not UTF-8 is told.
    let consequence: String
    let notUTF8: String

    var count: Int { entries.count }
    func path(at index: Int) -> String { entries[index].displayPath }
    func read(at index: Int) -> Result<[UInt8], Diagnostic> {
        entries[index].readSource(consequence: consequence, notUTF8: notUTF8).map(\.bytes)
    }
    var holdsBytes: Bool { false }
    func uncheckedBytes(at index: Int) -> [UInt8]? {
        try? entries[index].readBytes().get()
    }
}

/// The bytes read from standard input, as the one file of an audit.
struct StandardInputSource: SourceProvider {
    let path: String
    let bytes: [UInt8]

    var count: Int { 1 }
    func path(at index: Int) -> String { path }
    func read(at index: Int) -> Result<[UInt8], Diagnostic> {
        if let invalid = UTF8Check.diagnostic(for: bytes, path: path, message: "not valid UTF-8; it was not audited") { return .failure(invalid) }
        return .success(bytes)
    }
    var holdsBytes: Bool { true }
}

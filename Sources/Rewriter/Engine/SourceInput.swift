/// One file handed to the engine: its display path and its raw bytes.
public struct SourceInput: Sendable {
    /// The path as the user gave it (used in diagnostics, patches and cross-file lookups).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The outcome for one file of a run.
public struct FileResult: Sendable {
    public var path: String
    /// The bytes that were read.
    public var original: [UInt8]
    /// Every edit for this file, sorted and non-overlapping. Empty when unchanged or skipped.
    public var editSet: EditSet
    /// `original` with every edit applied (equal to `original` when there is nothing to do).
    public var output: [UInt8]
    /// Manual, review and handled sites found in this file.
    public var findings: [Finding]
    /// Set when the file could not be processed; it is then left untouched.
    public var error: Diagnostic?

    public init(path: String, original: [UInt8], editSet: EditSet, output: [UInt8], findings: [Finding], error: Diagnostic?) {
        self.path = path
        self.original = original
        self.editSet = editSet
        self.output = output
        self.findings = findings
        self.error = error
    }

    /// Whether the file's bytes change.
    public var isChanged: Bool { error == nil && !editSet.isEmpty && output != original }
}

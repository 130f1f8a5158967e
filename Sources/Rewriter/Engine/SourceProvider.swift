/// Where the engine reads the files of a run. The engine reads a file once to index it and
/// again, later, only if it has something to rewrite or a lookup needs its tokens, so a
/// provider that reads from disk keeps no file in memory.
public protocol SourceProvider: Sendable {
    /// The number of files.
    var count: Int { get }
    /// File `index`'s path as shown to the user.
    func path(at index: Int) -> String
    /// File `index`'s bytes, or why they cannot be read.
    func read(at index: Int) -> Result<[UInt8], Diagnostic>
    /// Whether `read` is free (the bytes are already in memory): the engine then hands them
    /// back with every result, also for files it did not need to read twice.
    var holdsBytes: Bool { get }
    /// File `index`'s bytes without the checks `read` makes of them (that they are UTF-8), to
    /// compare with the bytes an earlier run read and checked; nil when they cannot be read.
    func uncheckedBytes(at index: Int) -> [UInt8]?
}

extension SourceProvider {
    public func uncheckedBytes(at index: Int) -> [UInt8]? {
        try? read(at: index).get()
    }
}

/// Files already in memory.
public struct InMemorySources: SourceProvider {
    public let inputs: [SourceInput]

    public init(_ inputs: [SourceInput]) { self.inputs = inputs }

    public var count: Int { inputs.count }
    public func path(at index: Int) -> String { inputs[index].path }
    public func read(at index: Int) -> Result<[UInt8], Diagnostic> { .success(inputs[index].bytes) }
    public var holdsBytes: Bool { true }
}

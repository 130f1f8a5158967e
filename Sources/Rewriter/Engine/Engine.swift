/// Runs every rule over a set of files as one project, so that a host declared in one file
/// and extended in another gets a single property.
public struct Engine: Sendable {
    public let options: FixOptions

    public init(options: FixOptions = FixOptions()) {
        self.options = options
    }

    /// Processes `inputs` and returns one result per input, in the same order.
    /// Never throws: a file that cannot be processed carries its `error` and no edits.
    public func run(_ inputs: [SourceInput]) -> [FileResult] {
        // PLACEHOLDER until the rule pipeline lands: no edits.
        inputs.map { input in
            FileResult(path: input.path, original: input.bytes, editSet: try! EditSet([]), output: input.bytes, findings: [], error: nil)
        }
    }
}

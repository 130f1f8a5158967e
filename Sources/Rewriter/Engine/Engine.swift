import Dispatch

/// Runs every rule over a set of files as one project, so that a host declared in one file
/// and extended in another gets a single property.
///
/// Two passes: the first reads every file once and keeps a summary of it (`FileSummary`, the
/// project index); the second rewrites, on every core and in order, only the files that mention
/// a motion API, and hands each file's result over in the files' order as soon as every file
/// that could add to it has been rewritten. Tokens live only for the files between being
/// rewritten and being handed over (a bounded window) and for the few other files a lookup
/// needs, so memory is bounded by the work, not by the code base.
public struct Engine: Sendable {
    public let options: FixOptions
    public let findingDetail: FindingDetail

    /// How much the engine says about each finding.
    public enum FindingDetail: Sendable {
        /// What the rules found (all a fix needs).
        case rules
        /// With the audit's reading of each site: severity, category, whether it respects
        /// Reduce Motion (`Finding.assessment`).
        case audit
    }

    public init(options: FixOptions = FixOptions(), findingDetail: FindingDetail = .audit) {
        self.options = options
        self.findingDetail = findingDetail
    }

    /// Processes `inputs` and returns one result per input, in the same order.
    /// Never throws: a file that cannot be processed carries its `error` and no edits.
    public func run(_ inputs: [SourceInput]) -> [FileResult] {
        var results: [FileResult] = []
        results.reserveCapacity(inputs.count)
        run(InMemorySources(inputs)) { results.append($0) }
        return results
    }

    /// Processes every file of `sources`, calling `emit` once per file, in the files' order.
    /// With a `cache`, a run over the same files, unchanged, hands over the stored results
    /// (`ResultCache`), and any other run stores its own.
    @discardableResult
    public func run(_ sources: some SourceProvider, cache: ResultCache? = nil, emit: (FileResult) -> Void) -> ResultOrigin {
        let key = cache?.key(options: options, detail: findingDetail, paths: (0..<sources.count).map(sources.path(at:)))
        if let cache, let key, let stored = cache.load(key: key, detail: findingDetail),
           CachedRun.replay(stored, sources: sources, emit: emit) {
            return .cache
        }
        var leftovers = runPasses(sources, cache: cache, key: key, emit: emit)
        // Freeing every file's summary and the index keeps one thread busy for milliseconds;
        // another thread does it while the caller goes on (a command prints its summary and exits).
        releaseElsewhere(&leftovers)
        return .computed
    }

    /// Both passes over `sources`, each result handed to `emit` (and kept in `cache` under `key`);
    /// returns the first pass and the index, for the caller to let go: none of this function's
    /// references to them outlive it.
    private func runPasses(_ sources: some SourceProvider, cache: ResultCache?, key: [UInt8]?, emit: (FileResult) -> Void) -> [AnyObject] {
        let firstPass = FirstPass(sources: sources)
        let index = ProjectIndex(summaries: firstPass.summaries, extraHostProtocols: options.hostProtocols) { fileIndex in
            firstPass.entry(of: fileIndex, from: sources)
        }
        var recording = cache == nil ? nil : ResultCache.Recording()
        var emitted = 0
        withoutActuallyEscaping(emit) { emit in
            var secondPass = SecondPass(sources: sources, firstPass: firstPass, index: index, options: options, findingDetail: findingDetail) { result in
                // Results come in the files' order.
                recording?.add(result, fingerprint: firstPass.summaries[emitted].fingerprint)
                emitted += 1
                emit(result)
            }
            secondPass.run()
        }
        if let cache, let key, let recording, firstPass.isRepeatable {
            cache.save(key: key, recording: recording, detail: findingDetail)
        }
        return [firstPass, index]
    }

    /// Where a run's results came from.
    public enum ResultOrigin: Sendable {
        /// This run computed them.
        case computed
        /// The last run over the same, unchanged files (`ResultCache`).
        case cache
    }

    /// How far ahead of the results it hands over the second pass may rewrite, and how many
    /// results a replay from the cache makes in one go: enough to keep every core busy, few
    /// enough to bound the memory.
    static let batchSize = 64

    /// The tokens must cover the bytes exactly; anything else would corrupt the file.
    static func verifyRoundTrip(_ file: SourceFile) throws {
        // Known from tokenizing (the tokens keep only their starts, so a gap or an overlap shows
        // there and nowhere else); an empty token, kept, says where.
        if file.tokensCoverBytes { return }
        let empty = file.tokens.first { $0.end <= $0.start }
        let (line, column) = empty.map { file.location(of: min($0.start, max(0, file.bytes.count - 1))) } ?? (1, 1)
        throw Diagnostic(path: file.path, line: line, column: column, message: "internal error: tokens do not cover the file; it was left unchanged")
    }

    /// Reads and tokenizes `bytes` as file `path`, or says where it cannot be tokenized.
    static func parse(path: String, bytes: [UInt8]) -> Result<FileStructure, Diagnostic> {
        tokenize(path: path, bytes: bytes).map { FileStructure(file: $0) }
    }

    /// The same for the first pass: the file's declarations only (its calls are scanned when a
    /// rule first asks), found with what its summary needs in one walk (`FirstPassScan`).
    static func parseDeclarations(path: String, bytes: [UInt8]) -> Result<(structure: FileStructure, scan: FirstPassScan), Diagnostic> {
        tokenize(path: path, bytes: bytes).map { file in
            let scan = FirstPassScan(file)
            return (FileStructure(declarationsOf: file, typeCandidates: scan.typeKeywordCandidates), scan)
        }
    }

    private static func tokenize(path: String, bytes: [UInt8]) -> Result<SourceFile, Diagnostic> {
        do {
            let file = try SourceFile(path: path, bytes: bytes)
            try verifyRoundTrip(file)
            return .success(file)
        } catch let diagnostic as Diagnostic {
            return .failure(diagnostic)
        } catch {
            return .failure(Diagnostic(path: path, line: 1, column: 1, message: "\(error)"))
        }
    }
}

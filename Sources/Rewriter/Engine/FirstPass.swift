import Foundation

/// The engine's first pass: every file read and tokenized once, on every core, and summarised
/// for the project index. Tokens are let go, except those of files with motion while they fit
/// a small budget (or the one file of a run), so that a small run tokenizes each file once.
final class FirstPass: @unchecked Sendable {
    /// What the index keeps of each file, by position (empty for a file that failed).
    let summaries: [FileSummary]
    /// Files that could not be read or tokenized, by position.
    let failures: [Int: Diagnostic]
    private var kept: [Int: LoadedFiles.Entry]
    private let lock = Lock()

    /// How many source bytes of tokenized files the first pass keeps for the second.
    static let keptBudget = 4 << 20

    init(sources: some SourceProvider) {
        let budgetLock = Lock()
        var budget = FirstPass.keptBudget
        let outcomes: [(summary: FileSummary, failure: Diagnostic?, kept: LoadedFiles.Entry?, unread: Bool)] = Array(0..<sources.count).parallelMap { index in
            let path = sources.path(at: index)
            let bytes: [UInt8]
            switch sources.read(at: index) {
            case .failure(let diagnostic): return (FileSummary(failedPath: path), diagnostic, nil, true)
            case .success(let read): bytes = read
            }
            switch Engine.parseDeclarations(path: path, bytes: bytes) {
            case .failure(let diagnostic):
                return (FileSummary(failedPath: path, bytes: bytes), diagnostic, nil, false)
            case .success(let (structure, scan)):
                // A run of one file that names a motion API: its calls and facts, which the second
                // pass starts from, are found on another core while this one summarises it and
                // builds the index. From here, unless its summary may compute the facts itself
                // (`PropertyWrites`: a write a gesture or a measurement may make), then after it.
                let early = sources.count == 1 && scan.vocabulary.mentionsMotion && !scan.vocabulary.mayComeFromGestureOrMeasurement
                    ? LoadedFiles.Entry(declarations: structure, facts: nil) : nil
                if let early { DispatchQueue.global().async { early.prepare() } }
                var facts: FileFacts? = nil
                let summary = FileSummary(structure: structure, scan: scan, fileIndex: index, facts: &facts)
                guard summary.mentionsMotion else { return (summary, nil, nil, false) }
                // A run of one file keeps it whatever its size: the second pass reads it next, and
                // reading and tokenizing it again would only cost time.
                budgetLock.lock()
                let keep = sources.count == 1 || budget >= structure.file.bytes.count
                if keep { budget -= structure.file.bytes.count }
                budgetLock.unlock()
                // The facts depend on the declarations only, so those found here hold with the calls
                // too; the calls are scanned when the second pass first asks for the file.
                guard keep else { return (summary, nil, nil, false) }
                if let early { return (summary, nil, early, false) }
                let entry = LoadedFiles.Entry(declarations: structure, facts: facts)
                if sources.count == 1 { DispatchQueue.global().async { entry.prepare() } }
                return (summary, nil, entry, false)
            }
        }
        summaries = outcomes.map(\.summary)
        var failures: [Int: Diagnostic] = [:]
        var kept: [Int: LoadedFiles.Entry] = [:]
        var unreadable = false
        for (index, outcome) in outcomes.enumerated() {
            if let failure = outcome.failure { failures[index] = failure }
            if outcome.unread { unreadable = true }
            if let entry = outcome.kept { kept[index] = entry }
        }
        self.failures = failures
        self.kept = kept
        self.anyUnreadable = unreadable
    }

    /// Whether some file could not be read (so the run's results cannot be cached: there are no
    /// bytes to recognise the file by).
    let anyUnreadable: Bool
    /// Whether a file read again was no longer what this pass read (its results came from a
    /// moving target and must not be cached).
    private var sawChange = false

    /// Whether every file was read, and every file read again was unchanged.
    var isRepeatable: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !anyUnreadable && !sawChange
    }

    /// File `index`'s structure (with its facts, when this pass computed them): kept from this
    /// pass, or read and tokenized again; nil when the file can no longer be read or is no
    /// longer what this pass read.
    func entry(of index: Int, from sources: some SourceProvider) -> LoadedFiles.Entry? {
        lock.lock()
        let entry = kept[index]
        lock.unlock()
        if let entry { return entry }
        guard failures[index] == nil else { return nil }
        guard case .success(let bytes) = sources.read(at: index), Fingerprint(bytes) == summaries[index].fingerprint,
              case .success(let structure) = Engine.parse(path: sources.path(at: index), bytes: bytes) else {
            lock.lock()
            sawChange = true
            lock.unlock()
            return nil
        }
        return LoadedFiles.Entry(structure: structure)
    }

    /// Lets file `index`'s kept tokens go (its result has been handed over), and returns them
    /// for the caller to free (not while the lock is held).
    @discardableResult
    func release(_ index: Int) -> LoadedFiles.Entry? {
        lock.lock()
        defer { lock.unlock() }
        return kept.removeValue(forKey: index)
    }
}

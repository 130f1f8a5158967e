import Foundation

/// The engine's first pass: every file read and tokenized once, on every core, and summarised
/// for the project index. Tokens are let go, except those of files with motion while they fit
/// a small budget, so that a small run tokenizes each file once.
final class FirstPass: @unchecked Sendable {
    /// What the index keeps of each file, by position (empty for a file that failed).
    let summaries: [FileSummary]
    /// Files that could not be read or tokenized, by position.
    let failures: [Int: Diagnostic]
    private var kept: [Int: FileStructure]
    private let lock = Lock()

    /// How many source bytes of tokenized files the first pass keeps for the second.
    static let keptBudget = 2 << 20

    init(sources: some SourceProvider) {
        let budgetLock = Lock()
        var budget = FirstPass.keptBudget
        let outcomes: [(summary: FileSummary, failure: Diagnostic?, kept: FileStructure?)] = Array(0..<sources.count).parallelMap { index in
            let path = sources.path(at: index)
            let parsed = sources.read(at: index).flatMap { Engine.parse(path: path, bytes: $0, detail: .declarations) }
            switch parsed {
            case .failure(let diagnostic):
                return (FileSummary(failedPath: path), diagnostic, nil)
            case .success(let structure):
                let summary = FileSummary(structure: structure, fileIndex: index)
                guard summary.mentionsMotion else { return (summary, nil, nil) }
                budgetLock.lock()
                let keep = budget >= structure.file.bytes.count
                if keep { budget -= structure.file.bytes.count }
                budgetLock.unlock()
                return (summary, nil, keep ? structure.withCalls() : nil)
            }
        }
        summaries = outcomes.map(\.summary)
        var failures: [Int: Diagnostic] = [:]
        var kept: [Int: FileStructure] = [:]
        for (index, outcome) in outcomes.enumerated() {
            if let failure = outcome.failure { failures[index] = failure }
            if let structure = outcome.kept { kept[index] = structure }
        }
        self.failures = failures
        self.kept = kept
    }

    /// File `index`'s structure: kept from this pass, or read and tokenized again; nil when the
    /// file can no longer be read or is no longer what this pass read.
    func structure(of index: Int, from sources: some SourceProvider) -> FileStructure? {
        lock.lock()
        let structure = kept[index]
        lock.unlock()
        if let structure { return structure }
        guard failures[index] == nil, case .success(let bytes) = sources.read(at: index),
              Fingerprint(bytes) == summaries[index].fingerprint,
              case .success(let structure) = Engine.parse(path: sources.path(at: index), bytes: bytes) else { return nil }
        return structure
    }

    /// Lets file `index`'s kept tokens go (its result has been handed over).
    func release(_ index: Int) {
        lock.lock()
        defer { lock.unlock() }
        kept.removeValue(forKey: index)
    }
}

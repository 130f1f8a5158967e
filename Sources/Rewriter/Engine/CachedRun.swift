/// Hands over a run's results from the cache (`ResultCache`), when every file is still what
/// the stored run read.
enum CachedRun {
    /// Emits the stored results, in order, and returns true; or emits nothing and returns false
    /// when a file changed, cannot be read, or the stored results do not fit the files.
    static func replay(_ stored: ResultCache.StoredRun, sources: some SourceProvider, emit: (FileResult) -> Void) -> Bool {
        let fingerprints = stored.fingerprints
        guard fingerprints.count == sources.count, let entries = decode(stored, sources: sources) else { return false }
        // The bytes a result carries are kept from the check below, up to a budget; the rest
        // are read again when their result is made.
        var budget = keptBudget
        let keeps = zip(entries, fingerprints).map { entry, fingerprint in
            guard entry.carriesBytes, fingerprint.count <= budget else { return false }
            budget -= fingerprint.count
            return true
        }
        // Every file read once, on every core: the stored results hold only if none changed.
        let checked = Array(0..<sources.count).parallelMap { file -> (unchanged: Bool, bytes: [UInt8]?) in
            // The bytes that were checked (UTF-8) when they were stored: equal bytes need no check.
            guard let bytes = sources.uncheckedBytes(at: file), Fingerprint(bytes) == fingerprints[file] else { return (false, nil) }
            return (true, keeps[file] ? bytes : nil)
        }
        guard checked.allSatisfy(\.unchanged) else { return false }
        for files in Array(0..<entries.count).chunked(into: Engine.batchSize) {
            let results = files.parallelMap { result(of: $0, entries[$0], bytes: checked[$0].bytes, fingerprint: fingerprints[$0], sources: sources) }
            for result in results { emit(result) }
        }
        return true
    }

    /// How many bytes of the files whose results carry them are kept from the check.
    static let keptBudget = 32 << 20

    private struct Entry {
        let carriesBytes: Bool
        let editSet: EditSet
        let findings: [Finding]
        let error: Diagnostic?
    }

    /// Every stored result, checked to fit its file (edits inside it, in order, not
    /// overlapping), or nil: then nothing has been handed over yet, and the run starts afresh.
    private static func decode(_ stored: ResultCache.StoredRun, sources: some SourceProvider) -> [Entry]? {
        var records = stored
        var entries: [Entry] = []
        entries.reserveCapacity(stored.fingerprints.count)
        do {
            for fingerprint in stored.fingerprints {
                let record = try records.next()
                let editSet = try EditSet(record.edits)
                let readsBytes = record.carriesBytes || sources.holdsBytes
                guard editSet.edits.allSatisfy({ $0.range.upperBound <= fingerprint.count }),
                      readsBytes || editSet.isEmpty, editSet.edits.count == record.edits.count else { return nil }
                entries.append(Entry(carriesBytes: readsBytes, editSet: editSet, findings: record.findings, error: record.error))
            }
        } catch {
            return nil
        }
        return records.records.isAtEnd ? entries : nil
    }

    private static func result(of file: Int, _ entry: Entry, bytes kept: [UInt8]?, fingerprint: Fingerprint, sources: some SourceProvider) -> FileResult {
        let path = sources.path(at: file)
        guard entry.carriesBytes else {
            return FileResult(path: path, original: [], editSet: entry.editSet, output: [], findings: entry.findings, error: entry.error)
        }
        if let kept {
            return FileResult(path: path, original: kept, editSet: entry.editSet, output: entry.editSet.apply(to: kept),
                              findings: entry.findings, error: entry.error)
        }
        guard case .success(let bytes) = sources.read(at: file), Fingerprint(bytes) == fingerprint else {
            return FileResult(path: path, original: [], editSet: .empty, output: [], findings: [], error: .changedWhileRunning(path))
        }
        return FileResult(path: path, original: bytes, editSet: entry.editSet, output: entry.editSet.apply(to: bytes),
                          findings: entry.findings, error: entry.error)
    }
}

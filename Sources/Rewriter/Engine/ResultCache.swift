import Foundation

/// The results of the last run over the same files, kept on disk (as SwiftLint and SwiftFormat
/// keep theirs), so that a run over code that has not changed reads every file once and
/// computes nothing.
///
/// A file's result depends on every file of the run (a view's extension in another file
/// decides its property), so the cache is all or nothing: it is used only when the binary, the
/// options, the directory, the list of files and every file's bytes (size and hash) are what
/// they were. Anything else is a miss, and the run that follows replaces it. A damaged cache
/// file is a miss too. One cache file is kept per directory and command.
public struct ResultCache: Sendable {
    /// Where the cache files live.
    public let directory: String
    /// The directory paths are shown relative to: one cache file each (with the command).
    public let scope: String
    /// The motionfix build: results of another build are never used.
    public let toolIdentity: String

    public init(directory: String, scope: String, toolIdentity: String) {
        self.directory = directory
        self.scope = scope
        self.toolIdentity = toolIdentity
    }

    /// Bump when the format, or what a result holds, changes.
    static let formatVersion = 3
    private static let magic = Array("motionfix result cache\n".utf8)

    /// The cache file for runs of this scope with findings in `detail`.
    func filePath(detail: Engine.FindingDetail) -> String {
        let name = Fingerprint(Array("\(detail == .audit ? "audit" : "fix")\n\(scope)".utf8))
        return directory + "/" + String(name.hash, radix: 16) + ".cache"
    }

    /// The options the key holds; `ResultCacheTests` checks that they are all of `FixOptions`'s,
    /// so an option added later cannot be forgotten here (its runs would share results).
    static let keyedOptions = ["reducedAnimation", "disabledRules", "hostProtocols", "layoutSettings", "lineWidth", "attributesWithArgumentsOnOwnLine"]

    /// Everything a run's results depend on except the files' bytes.
    func key(options: FixOptions, detail: Engine.FindingDetail, paths: [String]) -> [UInt8] {
        var key = CacheWriter()
        key.write(Self.formatVersion)
        key.write(toolIdentity)
        key.write(scope)
        key.write(detail == .audit ? "audit" : "fix")
        key.write(options.reducedAnimation)
        for set in [options.disabledRules, options.hostProtocols, options.layoutSettings] {
            key.write(set.count)
            for name in set.sorted() { key.write(name) }
        }
        key.write(options.lineWidth ?? 0)
        key.write(options.attributesWithArgumentsOnOwnLine)
        key.write(paths.count)
        for path in paths { key.write(path) }
        return key.bytes
    }

    /// The stored run for `key`, or nil (no cache, another key, or a damaged file).
    func load(key: [UInt8], detail: Engine.FindingDetail) -> StoredRun? {
        guard case .success(let bytes) = RegularFile.contents(atPath: filePath(detail: detail)) else { return nil }
        var reader = CacheReader(bytes)
        do {
            guard try reader.readBytes() == Self.magic, try reader.readBytes() == key else { return nil }
            // The rest is checked whole: a damaged string would still decode, as the wrong message.
            let checksum = try reader.readFingerprint()
            guard checksum == Fingerprint(bytes[reader.offset...]) else { return nil }
            let count = try reader.readElementCount()
            var fingerprints: [Fingerprint] = []
            fingerprints.reserveCapacity(count)
            for _ in 0..<count { fingerprints.append(try reader.readFingerprint()) }
            return StoredRun(fingerprints: fingerprints, records: reader)
        } catch {
            return nil
        }
    }

    /// Writes a finished run's results; a cache that cannot be written is only a slower next run.
    func save(key: [UInt8], recording: Recording, detail: Engine.FindingDetail) {
        var header = CacheWriter()
        header.write(Self.magic)
        header.write(key)
        var body = CacheWriter()
        body.write(recording.fingerprints.count)
        for fingerprint in recording.fingerprints { body.write(fingerprint) }
        let payload = body.bytes + recording.records.bytes
        header.write(Fingerprint(payload))
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? AtomicWriter.writeFile(filePath(detail: detail), bytes: header.bytes + payload)
    }

    /// A run read back from the cache: every file's fingerprint, then each file's result in
    /// order, read one at a time.
    struct StoredRun {
        let fingerprints: [Fingerprint]
        var records: CacheReader

        /// The next file's result: whether it carries the file's bytes (the engine had read it
        /// for its second pass), its edits, findings and error.
        mutating func next() throws -> (carriesBytes: Bool, edits: [Edit], findings: [Finding], error: Diagnostic?) {
            let carriesBytes = try records.readBool()
            let error = try records.readBool() ? try records.readDiagnostic() : nil
            let edits = try (0..<records.readElementCount()).map { _ in try records.readEdit() }
            let findings = try (0..<records.readElementCount()).map { _ in try records.readFinding() }
            return (carriesBytes, edits, findings, error)
        }
    }

    /// A run's results as they are handed over, in the files' order, ready to be saved.
    struct Recording {
        private(set) var fingerprints: [Fingerprint] = []
        private(set) var records = CacheWriter()

        mutating func add(_ result: FileResult, fingerprint: Fingerprint) {
            fingerprints.append(fingerprint)
            records.write(!result.original.isEmpty)
            records.write(result.error != nil)
            if let error = result.error { records.write(error) }
            records.write(result.editSet.edits.count)
            for edit in result.editSet.edits { records.write(edit) }
            records.write(result.findings.count)
            for finding in result.findings { records.write(finding) }
        }
    }
}

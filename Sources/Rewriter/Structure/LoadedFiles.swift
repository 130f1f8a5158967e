import Foundation

/// The files whose tokens are in memory during the second pass: the files being rewritten and
/// those whose results are not handed over yet (pinned), and a bounded set of others a lookup needed (a host's extension, a parent's call,
/// a named animation). Any other file is read and tokenized again when asked, so memory is
/// bounded by the work, not by the code base.
final class LoadedFiles: @unchecked Sendable {
    /// One file's structure and, once asked, its provenance facts.
    final class Entry: @unchecked Sendable {
        /// The file's size in bytes (what a budget of loaded files counts).
        let byteCount: Int
        private var scanned: FileStructure
        private var callsScanned: Bool
        private var computedFacts: FileFacts?
        private let lock = Lock()

        /// `facts`, when known already (the first pass computed them), are not computed again.
        init(structure: FileStructure, facts: FileFacts? = nil) {
            byteCount = structure.file.bytes.count
            scanned = structure
            callsScanned = true
            computedFacts = facts
        }

        /// A file whose calls are scanned when first asked for (`FileStructure(declarationsOf:)`):
        /// the first pass keeps files for the second without holding their calls in between.
        init(declarations: FileStructure, facts: FileFacts?) {
            byteCount = declarations.file.bytes.count
            scanned = declarations
            callsScanned = false
            computedFacts = facts
        }

        /// The file's structure, with its calls.
        var structure: FileStructure {
            lock.lock()
            defer { lock.unlock() }
            return withCalls()
        }

        /// The file's provenance facts, computed on first use.
        var facts: FileFacts {
            lock.lock()
            defer { lock.unlock() }
            if let computedFacts { return computedFacts }
            let facts = FileFacts(structure: withCalls())
            computedFacts = facts
            return facts
        }

        /// Scans the calls and computes the facts now, ahead of the first asking.
        func prepare() {
            lock.lock()
            defer { lock.unlock() }
            if computedFacts == nil { computedFacts = FileFacts(structure: withCalls()) } else { _ = withCalls() }
        }

        /// The structure, its calls scanned if they were not yet (the lock held).
        private func withCalls() -> FileStructure {
            if !callsScanned {
                scanned = scanned.withCalls()
                callsScanned = true
            }
            return scanned
        }
    }

    /// File `index`: kept from the first pass, or read and tokenized again; nil when it cannot
    /// be read or has changed.
    typealias Loader = @Sendable (_ index: Int) -> Entry?

    private let load: Loader
    /// How many source bytes of unpinned files may stay in memory.
    private let budget: Int
    private var pinned: [Int: Entry] = [:]
    private var recent: [Int: Entry] = [:]
    /// Unpinned files in the order they were loaded (the oldest is dropped first).
    private var order: [Int] = []
    private var recentBytes = 0
    /// The file asked for last, and its entry: the rules ask for the file they rewrite at every
    /// host and site, and two tables were looked up each time.
    private var lastAsked: (index: Int, entry: Entry)?
    private let lock = Lock()

    init(budgetBytes: Int = 4 << 20, load: @escaping Loader) {
        self.budget = budgetBytes
        self.load = load
    }

    /// File `index`, loaded if needed; nil when it can no longer be read as it was.
    func entry(_ index: Int) -> Entry? {
        lock.lock()
        if let lastAsked, lastAsked.index == index { lock.unlock(); return lastAsked.entry }
        if let entry = pinned[index] ?? recent[index] {
            lastAsked = (index, entry)
            lock.unlock()
            return entry
        }
        lock.unlock()
        guard let entry = load(index) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let existing = pinned[index] ?? recent[index] { return existing }
        recent[index] = entry
        order.append(index)
        recentBytes += entry.byteCount
        while recentBytes > budget, order.count > 1 {
            let oldest = order.removeFirst()
            if let dropped = recent.removeValue(forKey: oldest) { recentBytes -= dropped.byteCount }
            if lastAsked?.index == oldest { lastAsked = nil }
        }
        return entry
    }

    /// Keeps `entries` (by file index), with the facts computed from them, in memory until
    /// each is unpinned.
    func pin(_ entries: [Int: Entry]) {
        lock.lock()
        defer { lock.unlock() }
        for (index, entry) in entries {
            pinned[index] = recent.removeValue(forKey: index) ?? entry
        }
        lastAsked = nil
        order.removeAll { pinned[$0] != nil }
        recentBytes = recent.values.reduce(0) { $0 + $1.byteCount }
    }

    /// Lets pinned file `index` go, and returns it for the caller to free (not while the lock
    /// is held).
    @discardableResult
    func unpin(_ index: Int) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        if lastAsked?.index == index { lastAsked = nil }
        return pinned.removeValue(forKey: index)
    }
}

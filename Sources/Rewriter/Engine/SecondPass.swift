import Foundation

/// The engine's second pass: the files that mention a motion API, rewritten on every core in
/// a window that moves along them in order; each file's result is handed over, in the files'
/// order, once every file that could add to it (an extension of one of its views, which may
/// need the property) is done.
struct SecondPass<Sources: SourceProvider> {
    let sources: Sources
    let firstPass: FirstPass
    let index: ProjectIndex
    let options: FixOptions
    let findingDetail: Engine.FindingDetail
    let emit: (FileResult) -> Void

    /// A rewritten file whose result is not handed over yet.
    private struct Pending {
        var context: RuleContext?
        var edits: [Edit]
        var findings: [Finding]
        var error: Diagnostic?
    }

    private var pending: [Int: Pending] = [:]
    /// The files whose edits read each host's property, by host (by identity: a host's key is a
    /// path and a name, hashed at every lookup).
    private var readers: [ObjectIdentifier: Set<Int>] = [:]
    /// Used hosts not decided yet, by the last position (in `order`) of the files holding a part
    /// of them (hosts whose parts are all rewritten already wait under the position decided up
    /// to); each host is looked at once, not at every batch.
    private var undecided: [Int: [HostInfo]] = [:]
    private var decidedUpTo = -1
    /// The files that mention a motion API, in the order they are rewritten (`rewriteOrder`).
    private let order: [Int]
    /// Each rewritten file's position in `order`; -1 for a file that is not rewritten.
    private let position: [Int]
    /// For each file, the last position in `order` of a file holding part of one of its hosts
    /// (itself included): its result can go once that file is rewritten.
    private let readyAt: [Int]
    private var nextToEmit = 0

    init(sources: Sources, firstPass: FirstPass, index: ProjectIndex, options: FixOptions, findingDetail: Engine.FindingDetail,
         emit: @escaping (FileResult) -> Void) {
        self.sources = sources
        self.firstPass = firstPass
        self.index = index
        self.options = options
        self.findingDetail = findingDetail
        self.emit = emit
        let rewritten = (0..<sources.count).map { firstPass.failures[$0] == nil && index.summaries[$0].mentionsMotion }
        // A host in one part ties its file to no other (most hosts): looked at no further here,
        // where the cores wait (on the synthetic unit, a set and two arrays made for each of
        // thousands of hosts).
        let spread = index.hostParts.filter { $0.count > 1 }
        let order = SecondPass.rewriteOrder(rewritten: rewritten, hostParts: spread)
        var position = [Int](repeating: -1, count: sources.count)
        for (place, file) in order.enumerated() { position[file] = place }
        var readyAt = position
        for parts in spread {
            let files = parts.map(\.file)
            let last = files.map { position[$0] }.max() ?? -1
            for file in files { readyAt[file] = max(readyAt[file], last) }
        }
        self.order = order
        self.position = position
        self.readyAt = readyAt
    }

    /// The files to rewrite (`rewritten[file]`), in the files' order, except that each is
    /// followed at once by the others (not yet placed) holding parts of its hosts, and theirs in
    /// turn: a host is then decided soon after its first part is rewritten, and the results
    /// waiting for it do not pile up until its last part's turn.
    static func rewriteOrder(rewritten: [Bool], hostParts: [[ProjectIndex.TypeRef]]) -> [Int] {
        var related: [Int: Set<Int>] = [:]
        for parts in hostParts {
            let files = Set(parts.map(\.file).filter { rewritten[$0] })
            guard files.count > 1 else { continue }
            for file in files { related[file, default: []].formUnion(files) }
        }
        var order: [Int] = []
        var placed = [Bool](repeating: false, count: rewritten.count)
        for file in rewritten.indices where rewritten[file] && !placed[file] {
            var waiting = [file]
            while let next = waiting.popLast() {
                guard !placed[next] else { continue }
                placed[next] = true
                order.append(next)
                waiting += (related[next] ?? []).filter { !placed[$0] }.sorted(by: >)
            }
        }
        return order
    }

    mutating func run() {
        let window = RewriteWindow(count: order.count, width: Engine.batchSize)
        let order = self.order, sources = self.sources, firstPass = self.firstPass, index = self.index, options = self.options
        let findingDetail = self.findingDetail
        // The files are rewritten on every core, in order, at most `width` ahead of the results
        // taken here: no core waits for a batch's slowest file, and the results are handed
        // over (serial work: host decisions, the output) while later files are rewritten.
        if !order.isEmpty {
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: order.count) { position in
                    window.waitForTurn(position)
                    let context = SecondPass.rewrite(order[position], sources: sources, firstPass: firstPass, index: index, options: options,
                                                     findingDetail: findingDetail)
                    window.complete(position, with: context)
                }
            }
        }
        var next = 0
        while next < order.count {
            let contexts = window.takeCompleted(from: next)
            record(Array(order[next..<(next + contexts.count)]), contexts: contexts)
            next += contexts.count
            decideHosts(upTo: next - 1)
            emitReady(upTo: next - 1)
        }
        decideHosts(upTo: order.count)
        emitReady(upTo: order.count)
    }

    /// Runs every rule over `file`, keeping its tokens in memory until its result is handed over
    /// (making the result, the audit's reading, asks for the file's facts again, and for the
    /// facts of its values, kept only then); nil when the file changed on disk.
    private static func rewrite(_ file: Int, sources: Sources, firstPass: FirstPass, index: ProjectIndex, options: FixOptions,
                                findingDetail: Engine.FindingDetail) -> RuleContext? {
        guard let entry = firstPass.entry(of: file, from: sources) else { return nil }
        index.loaded.pin([file: entry])
        let structure = entry.structure
        let ahead = HostFactsAhead.start(for: structure, fileIndex: file, index: index)
        let context = RuleContext(structure: structure, fileIndex: file, index: index, options: options)
        context.factsAhead = ahead
        context.keepsClassifications = findingDetail == .audit
        for rule in RuleCatalog.rules { rule.init().apply(context) }
        ahead?.stop()
        context.settleKeptFindings()
        context.settleHeroFindings()
        return context
    }

    /// Keeps the rewritten files' results, and notes the hosts their edits read.
    private mutating func record(_ batch: [Int], contexts: [RuleContext?]) {
        for (file, context) in zip(batch, contexts) {
            guard let context else {
                pending[file] = Pending(context: nil, edits: [], findings: [], error: .changedWhileRunning(sources.path(at: file)))
                continue
            }
            let edits = LineWrap.wrap(context.edits, in: context.file, width: options.lineWidth)
            pending[file] = Pending(context: context, edits: edits, findings: context.findings, error: nil)
            // The hosts the edits read (the others' keys, the setting helper's, are never decided).
            readers.reserveCapacity(readers.count + context.usedHosts.count)
            for (identity, host) in context.usedHosts {
                let firstReader = readers[identity] == nil
                readers[identity, default: []].insert(file)
                guard firstReader else { continue }
                let last = host.parts.isEmpty ? position[host.ref.file] : host.parts.reduce(Int.min) { max($0, position[$1.file]) }
                undecided[max(last, decidedUpTo), default: []].append(host)
            }
        }
    }

    /// Adds the property to, or drops the edits reading, each used host whose parts are all
    /// rewritten by now (`done`: the last position in `order` rewritten).
    private mutating func decideHosts(upTo done: Int) {
        guard done >= decidedUpTo else { return }
        var ready: [HostInfo] = []
        for last in decidedUpTo...done { ready += undecided.removeValue(forKey: last) ?? [] }
        decidedUpTo = done
        // In the order of their keys, as the edits each adds to its file.
        for position in SecondPass.order(of: ready.map(\.key)) { decide(ready[position]) }
    }

    /// The positions of `keys` (distinct) in the order `<` puts them in. Keys all ASCII (else `<` itself) are
    /// ordered by the eight bytes that follow the prefix they all share, read as one number, and
    /// by all their bytes only where those are equal: the same order, but the hosts of a file of
    /// thousands of views are thousands of keys that start with the same path, and comparing
    /// them as strings took most of the time of deciding the hosts.
    static func order(of keys: [String]) -> [Int] {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(keys.count)
        for key in keys {
            bytes += key.utf8
            ends.append(bytes.count)
        }
        guard keys.count > 1, bytes.allSatisfy({ $0 < 0x80 }) else { return keys.indices.sorted { keys[$0] < keys[$1] } }
        return bytes.withUnsafeBufferPointer { buffer in
            let starts = [0] + ends.dropLast()
            var shared = ends[0]
            for key in 1..<keys.count {
                var length = 0
                while length < shared, starts[key] + length < ends[key], buffer[length] == buffer[starts[key] + length] { length += 1 }
                shared = length
            }
            var heads = keys.indices.map { key -> SortHead in
                var bits: UInt64 = 0
                for offset in 0..<8 {
                    let at = starts[key] + shared + offset
                    bits = bits << 8 | UInt64(at < ends[key] ? buffer[at] : 0)
                }
                return SortHead(bits: bits, key: key)
            }
            heads.sort()
            var order = heads.map(\.key)
            // Keys whose first eight bytes after the shared prefix are equal, compared in full.
            var runStart = 0
            for position in 1...heads.count where position == heads.count || heads[position].bits != heads[runStart].bits {
                if position - runStart > 1 {
                    order[runStart..<position].sort { first, second in
                        let shorter = min(ends[first] - starts[first], ends[second] - starts[second])
                        let compared = memcmp(buffer.baseAddress! + starts[first], buffer.baseAddress! + starts[second], shorter)
                        return compared != 0 ? compared < 0 : ends[first] - starts[first] < ends[second] - starts[second]
                    }
                }
                runStart = position
            }
            return order
        }
    }

    /// A key's eight bytes after the prefix all keys share, and its position.
    private struct SortHead: Comparable {
        let bits: UInt64
        let key: Int

        static func < (lhs: SortHead, rhs: SortHead) -> Bool { (lhs.bits, lhs.key) < (rhs.bits, rhs.key) }
    }

    private mutating func decide(_ host: HostInfo) {
        // Its name only for a message (a declaration copied for every host of a run).
        let index = self.index
        let name = { index.type(host.ref).name }
        let hostFile = host.ref.file
        let readers = self.readers[ObjectIdentifier(host)] ?? []
        let readFromOtherFiles = readers.contains { $0 != hostFile }
        if let existing = host.existingProperty {
            if readFromOtherFiles, host.existingPropertyIsFilePrivate {
                // A private property cannot be read from an extension in another file.
                for file in readers where file != hostFile {
                    dropEdits(of: host.key, in: file, reason: .propertyPrivate, message: "'\(existing)' of '\(name())' is private to its file; make it internal to gate this motion")
                }
            }
            return
        }
        let context = pending[hostFile]?.context
        guard let structure = context?.structure ?? index.structure(hostFile) else {
            for file in readers {
                dropEdits(of: host.key, in: file, reason: .manual, message: "'\(name())' changed while motionfix ran; run motionfix again")
            }
            return
        }
        // The summary keeps no members; the insertion needs them.
        let declaration = structure.types[host.ref.type]
        let directives = context?.directives ?? Directives(file: structure.file, disabledEverywhere: options.disabledRules)
        if directives.isDisabled(RuleCatalog.environmentPropertyID, atOffset: structure.file.token(declaration.bodyOpen).start, in: structure.file) {
            // Without the property none of the host's rewrites would compile: drop them.
            for file in readers {
                dropEdits(of: host.key, in: file, reason: .propertyDisabled, message: "adding the Reduce Motion property to '\(name())' is disabled")
            }
            return
        }
        let insertion = PropertyInsertion.edit(for: host, decl: declaration, in: structure.file, readFromOtherFiles: readFromOtherFiles,
                                               attributeOnOwnLine: options.attributesWithArgumentsOnOwnLine || index.attributeOnOwnLine(inFile: hostFile))
        pending[hostFile, default: Pending(context: nil, edits: [], findings: [], error: nil)].edits.append(insertion)
    }

    /// Removes a host's edits from one file, turning each fixed site into a manual finding left for `reason`.
    private mutating func dropEdits(of key: String, in file: Int, reason: FindingReason, message: String) {
        guard var entry = pending[file], let source = entry.context?.file else { return }
        let dropped = entry.edits.filter { $0.hostKey == key }
        entry.edits.removeAll { $0.hostKey == key }
        let droppedLines = Set(dropped.map { source.location(of: $0.range.lowerBound).line })
        entry.findings = entry.findings.map { finding in
            guard finding.action == .fixed || finding.action == .review, droppedLines.contains(finding.line) else { return finding }
            var manual = finding
            manual.action = .manual
            manual.reason = reason
            manual.message = "\(finding.message) — not changed: \(message)"
            return manual
        }
        pending[file] = entry
    }

    /// Hands over, in the files' order, every file whose result can no longer change (`done`:
    /// the last position in `order` rewritten).
    private mutating func emitReady(upTo done: Int) {
        var ready: [Int] = []
        while nextToEmit < sources.count, readyAt[nextToEmit] <= done {
            ready.append(nextToEmit)
            nextToEmit += 1
        }
        var entries = ready.map { pending.removeValue(forKey: $0) }
        // The results of rewritten files (edits to apply, findings to assess) are made on every
        // core; the others hold nothing to make and are made here, as they are handed over, one
        // by one and in order (most files of a run: a core's turn cost more than the result).
        let rewritten = ready.indices.filter { entries[$0]?.context != nil }
        var results = [FileResult?](repeating: nil, count: ready.count)
        for (slot, result) in zip(rewritten, rewritten.map { (ready[$0], entries[$0]) }.parallelMap({ result(of: $0, entry: $1) })) {
            results[slot] = result
        }
        var done: [AnyObject] = entries.compactMap { $0?.context }
        for (position, file) in ready.enumerated() {
            let handedOver = results[position] ?? result(of: file, entry: entries[position])
            results[position] = nil
            emit(handedOver)
            // A rewritten file's result holds its edits and findings, one string each.
            if entries[position]?.context != nil { done.append(Discarded(handedOver)) }
            if let entry = firstPass.release(file) { done.append(entry) }
            if let entry = index.loaded.unpin(file) { done.append(entry) }
        }
        done.append(Discarded(entries))
        entries = []
        // Freeing a file's tokens and structures costs about as much as handing its result over,
        // and every result waits for this thread: another one frees them.
        releaseElsewhere(&done)
    }

    private func result(of file: Int, entry: Pending?) -> FileResult {
        let path = sources.path(at: file)
        if let failure = firstPass.failures[file] {
            let bytes = retainedBytes(of: file)
            return FileResult(path: path, original: bytes, editSet: .empty, output: bytes, findings: [], error: failure)
        }
        guard let entry else {
            let bytes = retainedBytes(of: file)
            return FileResult(path: path, original: bytes, editSet: .empty, output: bytes, findings: [], error: nil)
        }
        let original = entry.context?.file.bytes ?? index.structure(file)?.file.bytes ?? retainedBytes(of: file)
        if let error = entry.error {
            return FileResult(path: path, original: original, editSet: .empty, output: original, findings: [], error: error)
        }
        var findings = entry.findings.sorted { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
        // The audit's reading of each finding (severity, category, Reduce Motion), from this same run.
        if findingDetail == .audit, let context = entry.context { findings = AuditAssessor(context: context).assess(findings) }
        do {
            let editSet = try EditSet(entry.edits)
            return FileResult(path: path, original: original, editSet: editSet, output: editSet.apply(to: original), findings: findings, error: nil)
        } catch {
            let diagnostic = Diagnostic(path: path, line: 1, column: 1, message: "\(error); the file was left unchanged")
            return FileResult(path: path, original: original, editSet: .empty, output: original, findings: findings, error: diagnostic)
        }
    }

    /// The bytes of a file the second pass did not read, when the sources hold them anyway.
    private func retainedBytes(of file: Int) -> [UInt8] {
        guard sources.holdsBytes, case .success(let bytes) = sources.read(at: file) else { return [] }
        return bytes
    }
}

/// The second pass's files (by position in its order) between the cores that rewrite them and
/// the thread that takes their results in order: a position may start once it is less than
/// `width` ahead of the first result not taken yet, so the smallest position being rewritten
/// can always go on, and the memory held is bounded.
private final class RewriteWindow: @unchecked Sendable {
    private let condition = NSCondition()
    private let width: Int
    private var contexts: [RuleContext?]
    private var completed: [Bool]
    private var taken = 0

    init(count: Int, width: Int) {
        self.width = width
        contexts = Array(repeating: nil, count: count)
        completed = Array(repeating: false, count: count)
    }

    /// Blocks until `position` is within the window.
    func waitForTurn(_ position: Int) {
        condition.lock()
        while position >= taken + width { condition.wait() }
        condition.unlock()
    }

    func complete(_ position: Int, with context: RuleContext?) {
        condition.lock()
        contexts[position] = context
        completed[position] = true
        condition.broadcast()
        condition.unlock()
    }

    /// The results from `first` on that are complete, in order (at least one: blocks until
    /// `first` is), handed over and let go here.
    func takeCompleted(from first: Int) -> [RuleContext?] {
        condition.lock()
        defer { condition.unlock() }
        while !completed[first] { condition.wait() }
        var end = first
        while end < completed.count, completed[end] { end += 1 }
        let taken = Array(contexts[first..<end])
        for position in first..<end { contexts[position] = nil }
        self.taken = end
        condition.broadcast()
        return taken
    }
}

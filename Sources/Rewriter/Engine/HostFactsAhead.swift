import Dispatch

/// Makes ahead, on another core, the facts a file's rules will ask of it: its animation sites
/// (which the rules after the value rules start from), then, for its hosts that animate something
/// (an `.animation` or `withAnimation` call in their body), each one's sources and where its
/// properties are read. The rules go forward through the file; this goes back from its last host
/// until it meets one the rules have done. In a file of many views most facts are then made by
/// the time the rules ask. Each fact is kept as whoever asks first made it (the index keeps a
/// host's, `animationSites` the sites), so only when it is made changes, never what it is.
final class HostFactsAhead: @unchecked Sendable {
    /// The file's animation sites with their kinds (`RuleContext.animationSites`).
    let animationSites = ComputedOnce<[(site: AnimationSite, kind: AnimationKind?)]>()
    /// Held while a fact is made: stopping waits for the one under way.
    private let lock = Lock()
    private var stopped = false

    /// Fewer animating hosts than this are left to the rules: a thread's start would cost more.
    static let minimumHosts = 32

    /// Starts on file `fileIndex` (`structure`), or returns nil when it has too few animating hosts.
    static func start(for structure: FileStructure, fileIndex: Int, index: ProjectIndex) -> HostFactsAhead? {
        var animating = [Bool](repeating: false, count: structure.types.count)
        var count = 0
        for name in ["animation", "withAnimation"] {
            for call in structure.calls(named: name) {
                guard let type = structure.innermostType(containing: call.nameIndex), !animating[type],
                      structure.types[type].kind == .struct else { continue }
                animating[type] = true
                count += 1
            }
        }
        guard count >= minimumHosts else { return nil }
        let hosts = animating.indices.reversed().filter { animating[$0] }.map { ProjectIndex.TypeRef(file: fileIndex, type: $0) }
        let ahead = HostFactsAhead()
        DispatchQueue.global().async { ahead.make(hosts, structure: structure, fileIndex: fileIndex, index: index) }
        return ahead
    }

    /// Makes the file's animation sites, then the facts of `hosts` in turn, until stopped or at a
    /// host whose reads are known.
    private func make(_ hosts: [ProjectIndex.TypeRef], structure: FileStructure, fileIndex: Int, index: ProjectIndex) {
        lock.lock()
        if !stopped, let facts = index.facts(fileIndex) {
            _ = animationSites.value { AnimationSite.allWithKinds(in: structure, facts: facts, index: index) }
        }
        lock.unlock()
        for ref in hosts {
            lock.lock()
            defer { lock.unlock() }
            if stopped || index.knowsReads(of: ref) { return }
            guard let host = index.host(ref) else { continue }
            _ = index.isPreviewOnly(host)
            _ = index.reads(of: host)
        }
    }

    /// Stops making facts (the rules are done, and the file's tokens may be let go), once the
    /// host under way is done.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }
}

import Dispatch

/// Makes ahead, on another core, the facts a file's rules will ask of it, in the order they ask
/// for them: for its hosts that animate something (an `.animation` or `withAnimation` call in
/// their body), each one's sources (which the value rules ask for first, going forward through
/// the file); then its animation sites (which the animation rules start from); then where each
/// host's properties are read (which the animation rules ask for, going forward again). Making
/// each fact takes less than the rules spend at its site, so it keeps ahead of them. Each fact
/// is kept as whoever asks first made it (the index keeps a host's, `animationSites` the sites),
/// so only when it is made changes, never what it is.
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
        let hosts = animating.indices.filter { animating[$0] }.map { ProjectIndex.TypeRef(file: fileIndex, type: $0) }
        let ahead = HostFactsAhead()
        DispatchQueue.global().async { ahead.make(hosts, structure: structure, fileIndex: fileIndex, index: index) }
        return ahead
    }

    /// Makes the sources of `hosts`, the file's animation sites, then where the hosts' properties
    /// are read, until stopped.
    private func make(_ hosts: [ProjectIndex.TypeRef], structure: FileStructure, fileIndex: Int, index: ProjectIndex) {
        var made: [HostInfo] = []
        made.reserveCapacity(hosts.count)
        for ref in hosts {
            guard let host = whileRunning({ index.host(ref) }) else { return }
            guard let host else { continue }
            _ = whileRunning { index.isPreviewOnly(host) }
            made.append(host)
        }
        guard whileRunning({ index.facts(fileIndex).map { makeAnimationSites(structure: structure, facts: $0, index: index) } }) != nil else { return }
        for host in made {
            guard whileRunning({ index.reads(of: host) }) != nil else { return }
        }
    }

    private func makeAnimationSites(structure: FileStructure, facts: FileFacts, index: ProjectIndex) {
        _ = animationSites.value { AnimationSite.allWithKinds(in: structure, facts: facts, index: index) }
    }

    /// `make()`, unless stopped (nil then).
    private func whileRunning<Value>(_ make: () -> Value) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return stopped ? nil : make()
    }

    /// Stops making facts (the rules are done, and the file's tokens may be let go), once the
    /// fact under way is made.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }
}

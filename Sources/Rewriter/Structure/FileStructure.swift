/// The light structure of one file: its type declarations with members, and its calls.
public final class FileStructure: Sendable {
    public let file: SourceFile
    /// Every type declaration and extension, outer before inner.
    public let types: [TypeDecl]
    /// Every `name(…)` call, in source order.
    public let calls: [CallSite]
    /// The calls grouped by name, each group in source order.
    public let callsByName: CallsByName
    /// How this file writes its property wrappers (docs/BEHAVIOUR.md "House style").
    public let wrapperLayout: WrapperLayout
    /// The groups of `callsByName` already made, by name (see `calls(named:)`).
    private let groups = CallGroups()
    /// Which type's member block each `{` opens: a binary search over a few braces, cheaper
    /// than hashing at every step up the brackets.
    private let typeBodies: TypeBodies

    public convenience init(file: SourceFile) {
        self.init(file: file, types: DeclarationScanner(file: file).scanTypes(), calls: CallScanner(file: file).scanCalls())
    }

    /// The declarations of `file` only: `calls` is left empty. For the first pass, which
    /// summarises a file (`FileSummary`) and never runs a rule on it; its types are looked for
    /// at `typeCandidates` only (`DeclarationScanner.scanTypes(at:)`).
    convenience init(declarationsOf file: SourceFile, typeCandidates: [Int]) {
        self.init(file: file, types: DeclarationScanner(file: file).scanTypes(at: typeCandidates), calls: [])
    }

    /// `self` with the calls scanned as well.
    func withCalls() -> FileStructure {
        calls.isEmpty ? FileStructure(file: file, types: types, calls: CallScanner(file: file).scanCalls()) : self
    }

    private init(file: SourceFile, types: [TypeDecl], calls: [CallSite]) {
        self.file = file
        self.types = types
        self.calls = calls
        callsByName = CallsByName(calls)
        wrapperLayout = WrapperLayout(file: file, types: types)
        typeBodies = TypeBodies(types, tokenCount: file.count)
    }

    /// The calls named `name`, in source order, each name's group made once: asked for every
    /// host or site of a file, a group made at each asking made a file of many types quadratic.
    public func calls(named name: String) -> [CallSite] {
        groups.calls(named: name) { callsByName[name] ?? [] }
    }

    /// The calls named one of `names` (distinct) in the given styles, in source order.
    func calls(named names: [String], styles: [CallSite.Style]) -> [CallSite] {
        names.flatMap { calls(named: $0) }
            .filter { styles.contains($0.style) }
            .sorted { $0.nameIndex < $1.nameIndex }
    }

    /// The innermost type declaration whose member block contains significant index `index`:
    /// the first enclosing `{` that opens a member block (a walk up the brackets, not a scan of
    /// every type, so a file of many types stays linear).
    public func innermostType(containing index: Int) -> Int? {
        guard index >= 0, index < file.count else { return nil }
        var open = file.enclosing[index]
        while open >= 0 {
            if let type = typeBodies.type(openingAt: open) { return type }
            open = file.enclosing[open]
        }
        return nil
    }

    /// The call whose name is at significant index `nameIndex`, if any (the calls are in source
    /// order: a binary search).
    public func call(at nameIndex: Int) -> CallSite? {
        var low = 0
        var high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].nameIndex < nameIndex { low = middle + 1 } else { high = middle }
        }
        return low < calls.count && calls[low].nameIndex == nameIndex ? calls[low] : nil
    }

    /// The member of `types[typeIndex]` that contains `index`, if any.
    public func member(of typeIndex: Int, containing index: Int) -> Member? {
        types[typeIndex].members.first { $0.contains(index) }
    }
}

/// Which type's member block a brace opens: the braces ascending, for a binary search.
private struct TypeBodies: Sendable {
    private let opens: [Int]
    private let types: [Int]
    /// Whether each significant index opens a type's member block: most brackets a walk up
    /// passes open none, and are answered without a search (a file of many types searched
    /// thousands of braces at every bracket).
    private let opensBody: [Bool]

    init(_ declarations: [TypeDecl], tokenCount: Int) {
        // Stable: of two declarations claiming one brace, the first is found, as before.
        let sorted = declarations.indices.sorted { (declarations[$0].bodyOpen, $0) < (declarations[$1].bodyOpen, $1) }
        opens = sorted.map { declarations[$0].bodyOpen }
        types = sorted
        var opensBody = [Bool](repeating: false, count: tokenCount)
        for open in opens where open >= 0 && open < tokenCount { opensBody[open] = true }
        self.opensBody = opensBody
    }

    /// The type whose member block brace `open` opens, if any.
    func type(openingAt open: Int) -> Int? {
        guard open >= 0, open < opensBody.count, opensBody[open] else { return nil }
        var low = 0
        var high = opens.count
        while low < high {
            let middle = (low + high) / 2
            if opens[middle] < open { low = middle + 1 } else { high = middle }
        }
        return low < opens.count && opens[low] == open ? types[low] : nil
    }
}

/// `FileStructure.calls(named:)`'s groups, made on first use (rules run on one file from one
/// thread at a time, but the project index may ask from either core).
private final class CallGroups: @unchecked Sendable {
    private var groups: [String: [CallSite]] = [:]
    private let lock = Lock()

    func calls(named name: String, make: () -> [CallSite]) -> [CallSite] {
        lock.lock()
        if let known = groups[name] { lock.unlock(); return known }
        lock.unlock()
        let made = make()
        lock.lock()
        groups[name] = made
        lock.unlock()
        return made
    }
}

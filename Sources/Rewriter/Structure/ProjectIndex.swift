import Foundation

/// What the rules need to know across every file of a run: which types can host the
/// property, what each host already declares, and where named animations are defined.
public final class ProjectIndex: @unchecked Sendable {
    /// The files of the run, by position.
    public let files: [FileStructure]
    /// Protocols whose conformers can hold `@Environment` (POLICY §1), including refinements
    /// of `View` declared in the run.
    public private(set) var hostProtocols: Set<String> = ["View", "ViewModifier", "App", "Scene", "Commands", "ToolbarContent",
                                                          "UIViewRepresentable", "UIViewControllerRepresentable",
                                                          "NSViewRepresentable", "NSViewControllerRepresentable",
                                                          "TableColumnContent", "TableRowContent", "DynamicViewContent"]
    /// Protocols whose names end in `Style` but are not DynamicProperty hosts.
    private static let nonHostStyles: Set<String> = ["ShapeStyle"]
    /// Primary declarations (not extensions) by qualified name.
    private var primaries: [String: [TypeRef]] = [:]
    /// Primary declarations by their simple (last) name, for extensions written unqualified.
    private var primariesBySimpleName: [String: [TypeRef]] = [:]
    /// Extensions by extended name as written.
    private var extensions: [String: [TypeRef]] = [:]
    /// Named values (`static let bouncy = …`, `var pulse: Animation { … }`) by simple name.
    public private(set) var definitions: [String: [NamedDefinition]] = [:]
    /// Types (or extended types) declaring `static func name(…)`, by name.
    public private(set) var staticFunctionOwners: [String: Set<String>] = [:]
    /// The same definitions keyed by `Owner.name` (the owner's last path component).
    public private(set) var definitionsByOwner: [String: [NamedDefinition]] = [:]
    /// What the provenance pass learned about each file, by position.
    public let facts: [FileFacts]
    /// For each property name, where it is written from anywhere in the run (for values read
    /// through a model: `model.offset`).
    public private(set) var propertyOrigins: [String: Origins] = [:]
    /// `HostName(…)` calls by the host's simple name, for following parameters to their callers.
    private var constructorCallsByName: [String: [(file: Int, call: CallSite)]] = [:]
    /// How the whole run writes its property wrappers: the files' evidence summed.
    public let wrapperLayout: WrapperLayout
    /// Every host, computed up front so lookups need no lock.
    private var hosts: [TypeRef: HostInfo] = [:]
    /// What each named definition's animation does, computed once (see `AnimationKind`).
    private var definitionKinds: [Int: AnimationKind] = [:]
    /// Hosts created only by preview code, once asked (see `isPreviewOnly`).
    private var previewOnly: [String: Bool] = [:]
    private let lock = Lock()

    /// A type declaration: file position and index into that file's `types`.
    public struct TypeRef: Hashable, Sendable {
        public let file: Int
        public let type: Int
    }

    /// `extraHostProtocols` are host protocols declared outside `files` (FixOptions.hostProtocols).
    public init(files: [FileStructure], extraHostProtocols: Set<String> = []) {
        self.files = files
        hostProtocols.formUnion(extraHostProtocols)
        facts = files.parallelMap { FileFacts(structure: $0) }
        wrapperLayout = files.reduce(WrapperLayout()) { $0 + $1.wrapperLayout }
        for (fileIndex, structure) in files.enumerated() {
            propertyOrigins.merge(facts[fileIndex].propertyWrites) { $0.union($1) }
            for (typeIndex, type) in structure.types.enumerated() {
                let ref = TypeRef(file: fileIndex, type: typeIndex)
                if type.kind == .extension {
                    extensions[type.name, default: []].append(ref)
                } else {
                    primaries[type.qualifiedName, default: []].append(ref)
                    primariesBySimpleName[type.name, default: []].append(ref)
                }
            }
            collectDefinitions(in: structure, fileIndex: fileIndex)
        }
        collectRefiningProtocols()
        let structs = primaries.values.flatMap { $0 }.filter { type($0).kind == .struct }
        let structNames = Set(structs.map { type($0).name })
        for (fileIndex, structure) in files.enumerated() {
            for (name, calls) in structure.callsByName where structNames.contains(name) {
                for call in calls where call.style == .plain {
                    constructorCallsByName[name, default: []].append((fileIndex, call))
                }
            }
        }
        let infos = structs.parallelMap { makeHost($0) }
        for (ref, info) in zip(structs, infos) { if let info { hosts[ref] = info } }
    }

    private func collectRefiningProtocols() {
        var protocols: [(name: String, parents: [String])] = []
        for structure in files {
            for type in structure.types where type.kind == .protocol {
                protocols.append((type.name, type.conformances))
            }
        }
        var changed = true
        while changed {
            changed = false
            for entry in protocols where !hostProtocols.contains(entry.name) {
                if entry.parents.contains(where: isHostProtocol) {
                    hostProtocols.insert(entry.name)
                    changed = true
                }
            }
        }
    }

    /// Whether conforming to `name` makes a struct a host.
    public func isHostProtocol(_ name: String) -> Bool {
        if hostProtocols.contains(name) { return true }
        return name.hasSuffix("Style") && !ProjectIndex.nonHostStyles.contains(name)
    }

    // MARK: - Types

    /// The primary declaration an extension (or a reference) named `name` means, preferring
    /// one in `preferredFile`.
    public func primary(named name: String, preferredFile: Int) -> TypeRef? {
        let candidates = primaries[name] ?? (name.contains(".") ? [] : primariesBySimpleName[name] ?? [])
        if candidates.count == 1 { return candidates[0] }
        return candidates.first { $0.file == preferredFile }
    }

    public func type(_ ref: TypeRef) -> TypeDecl { files[ref.file].types[ref.type] }

    /// Every extension of the primary declaration `ref`.
    public func extensions(of ref: TypeRef) -> [TypeRef] {
        let decl = type(ref)
        var names = [decl.qualifiedName]
        if decl.qualifiedName != decl.name, primariesBySimpleName[decl.name]?.count == 1 { names.append(decl.name) }
        var result: [TypeRef] = []
        for name in names {
            for candidate in extensions[name] ?? [] where primary(named: name, preferredFile: candidate.file) == ref {
                result.append(candidate)
            }
        }
        return result
    }

    /// The calls `HostName(…)` in the run that create the host (for properties set by a parent).
    func constructorCalls(of host: HostInfo) -> [(file: Int, call: CallSite)] {
        constructorCallsByName[type(host.ref).name] ?? []
    }

    /// Whether every place in the run that creates the host is preview code (`#Preview`, a
    /// `PreviewProvider`): a preview wrapper, skipped like previews. Computed once per host.
    func isPreviewOnly(_ host: HostInfo) -> Bool {
        lock.lock()
        if let known = previewOnly[host.key] { lock.unlock(); return known }
        lock.unlock()
        let callers = constructorCalls(of: host)
        // A real view used by a preview in this run may have its real callers outside the run:
        // only a type that says it is for previews (by name, or by living under `#if DEBUG`) counts.
        let decl = type(host.ref)
        let createdOnlyByPreviews = !callers.isEmpty && callers.allSatisfy { fileIndex, call in
            let structure = files[fileIndex]
            if structure.file.isInsidePreviewMacro(call.nameIndex) { return true }
            guard let typeIndex = structure.innermostType(containing: call.nameIndex) else { return false }
            var type: Int? = typeIndex
            while let current = type {
                if structure.types[current].conformances.contains("PreviewProvider") { return true }
                type = structure.types[current].parent
            }
            return false
        }
        // Checked last: the `#if DEBUG` search walks back through the file.
        let result = createdOnlyByPreviews
            && (decl.name.contains("Preview") || isUnderDebugCondition(decl.keyword, in: files[host.ref.file].file))
        lock.lock()
        previewOnly[host.key] = result
        lock.unlock()
        return result
    }

    /// Whether significant index `position` lies between an `#if DEBUG` and its `#else`/`#endif`.
    private func isUnderDebugCondition(_ position: Int, in file: SourceFile) -> Bool {
        var depth = 0
        var index = position - 1
        while index >= 0 {
            if file.kind(index) == .pound {
                if file.isText(index, "#endif") { depth += 1 }
                else if file.isText(index, "#else") || file.isText(index, "#elseif") { if depth == 0 { return false } }
                else if file.isText(index, "#if") {
                    if depth == 0 { return file.isIdentifier(index + 1, "DEBUG") }
                    depth -= 1
                }
            }
            index -= 1
        }
        return false
    }

    /// The host whose declaration or extension contains significant index `position` of a file.
    func host(containing position: Int, inFile fileIndex: Int) -> HostInfo? {
        let structure = files[fileIndex]
        guard let typeIndex = structure.innermostType(containing: position) else { return nil }
        let decl = structure.types[typeIndex]
        let ref = TypeRef(file: fileIndex, type: typeIndex)
        if decl.kind == .extension {
            return primary(named: decl.name, preferredFile: fileIndex).flatMap(host)
        }
        return host(ref)
    }

    /// The host facts for primary declaration `ref`, or nil when it is not a host.
    public func host(_ ref: TypeRef) -> HostInfo? {
        hosts[ref]
    }

    private func makeHost(_ ref: TypeRef) -> HostInfo? {
        let decl = type(ref)
        guard decl.kind == .struct else { return nil }
        let parts = [ref] + extensions(of: ref)
        let conforms = parts.contains { part in type(part).conformances.contains(where: isHostProtocol) }
        guard conforms else { return nil }
        return HostInfo(ref: ref, parts: parts, index: self)
    }

    /// Whether a property inserted into file `fileIndex` puts its attribute on a line of its own:
    /// the file's majority when it has evidence, else the run's (POLICY §2).
    public func attributeOnOwnLine(inFile fileIndex: Int) -> Bool {
        WrapperLayout.prefersOwnLine(file: files[fileIndex].wrapperLayout, project: wrapperLayout)
    }

    // MARK: - Named definitions

    /// The cached result of `compute` for `definition`; computed outside the lock (it may recurse).
    func cachedKind(of definition: NamedDefinition, compute: () -> AnimationKind) -> AnimationKind {
        let key = definition.file << 32 | definition.first
        lock.lock()
        if let cached = definitionKinds[key] { lock.unlock(); return cached }
        lock.unlock()
        let kind = compute()
        lock.lock()
        definitionKinds[key] = kind
        lock.unlock()
        return kind
    }

    private func collectDefinitions(in structure: FileStructure, fileIndex: Int) {
        let file = structure.file
        for type in structure.types {
            for member in type.members where member.kind == .func && member.isStatic {
                if let name = member.name { staticFunctionOwners[name, default: []].insert(type.name) }
            }
            for member in type.members where member.kind == .var || member.kind == .let {
                guard let name = member.name else { continue }
                var first: Int? = nil
                var last = member.end - 1
                if let equals = member.initializer {
                    first = equals + 1
                } else {
                    // `var name: Animation { … }` — the getter's expression.
                    var scan = member.keyword + 1
                    while scan < member.end, file.kind(scan) != .openBrace { scan += 1 }
                    if scan < member.end, file.partner[scan] > scan {
                        first = scan + 1
                        last = file.partner[scan] - 1
                        if file.isIdentifier(first!, "return") { first! += 1 }
                    }
                }
                guard let start = first, start <= last else { continue }
                while last > start, file.kind(last) == .semicolon { last -= 1 }
                let definition = NamedDefinition(file: fileIndex, owner: type.name, first: start, last: last)
                definitions[name, default: []].append(definition)
                let ownerName = type.name.split(separator: ".").last.map(String.init) ?? type.name
                definitionsByOwner["\(ownerName).\(name)", default: []].append(definition)
            }
        }
    }
}

/// Where a named value is defined: `owner.name = <first…last>`.
public struct NamedDefinition: Sendable {
    public let file: Int
    /// The type (or extended type) the definition lives in.
    public let owner: String
    public let first: Int
    public let last: Int
}

/// A mutex (Foundation's, so it works wherever Foundation does).
typealias Lock = NSLock

import Foundation

/// What the rules need to know across every file of a run: which types can host the
/// property, what each host already declares, and where named animations are defined.
public final class ProjectIndex: @unchecked Sendable {
    /// What the first pass kept of each file of the run, by position.
    public let summaries: [FileSummary]
    /// The files whose tokens are in memory (see `LoadedFiles`).
    let loaded: LoadedFiles
    /// Protocols whose conformers can hold `@Environment` (docs/BEHAVIOUR.md §1), including refinements
    /// of `View` declared in the run.
    public private(set) var hostProtocols: Set<String> = ["View", "ViewModifier", "AnimatableModifier", "App", "Scene", "Commands", "ToolbarContent",
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
    /// Methods of `extension Animation` in the run that read Reduce Motion
    /// (`FileSummary.reduceMotionAnimationMethods`).
    public private(set) var reduceMotionAnimationMethods: Set<String> = []
    /// Methods and types of the run that take an `animated:` argument (`FileSummary.takesAnimatedArgument`).
    public private(set) var takesAnimatedArgument: Set<String> = []
    /// Names declared by a top-level `let` anywhere in the run (`FirstPassScan.topLevelConstants`).
    public private(set) var topLevelConstants: Set<String> = []
    /// Members some view reads through a path in an argument that moves it (`.offset(y:
    /// model.shift)`, `ForEach(store.items)`), with the first such call's name
    /// (`FirstPassScan.movingMemberReads`): a class that animates a change of one moves a view.
    public private(set) var movingMembers: [String: String] = [:]
    /// Names every call of which in the run passes `animated: false` (or `animatingDifferences:
    /// false`): a flag such a method forwards is never `true` (`FirstPassScan.animatedFlagCalls`).
    public private(set) var calledOnlyWithAnimatedFalse: Set<String> = []

    /// The definitions of `owner.name` in the run (`owner` is a type's last path component), in
    /// the run's order. Those of the name, filtered when asked: a run asks this of a few dozen
    /// names, and a table by owner and name held every property of the code base.
    public func definitions(named name: String, ownedBy owner: String) -> [NamedDefinition] {
        (definitions[name] ?? []).filter { ProjectIndex.lastComponent(of: $0.owner) == owner }
    }
    /// For each property name, where it is written from anywhere in the run (for values read
    /// through a model: `model.offset`).
    public private(set) var propertyOrigins: [String: Origins] = [:]
    /// `Name(…)` calls of each struct (file, and the call), for following parameters to their
    /// callers. A name declared more than once belongs to the declaration nearest the call.
    private var constructorCallsByType: [TypeRef: [(file: Int, call: FileSummary.TypeCall)]] = [:]
    /// How the whole run writes its property wrappers: the files' evidence summed.
    public let wrapperLayout: WrapperLayout
    /// Whether the run is a Mac app: some file imports AppKit (or Cocoa) and none imports UIKit.
    /// A file that imports only SwiftUI is then built for macOS, where NSWorkspace has the setting.
    public let isMacOnly: Bool
    /// The parts (the declaration and its extensions) of each struct that can host the property
    /// (conforming, directly or through an extension, to a host protocol), by the host's slot.
    private(set) var hostParts: [[TypeRef]] = []
    /// Each host's slot in `hostParts` and `hosts`.
    private var hostSlots: [TypeRef: Int] = [:]
    /// Each host's facts, by slot, computed when first asked: found by the slot, a host's facts
    /// take one lookup in a table (a file of many views asks for every host).
    private var hosts: [HostInfo?] = []
    /// What each named definition's animation does, computed once (see `AnimationKind`).
    private var definitionKinds: [Int: AnimationKind] = [:]
    /// The audit's strength of each named definition, by definition and depth (see `cachedStrength`).
    private var definitionStrengths: [Int: Int?] = [:]
    /// Each file's types' `#if` branches, once asked (see `conditionalClauses(inFile:)`).
    private var clausesByFile: [Int: [Int]] = [:]
    private let lock = Lock()

    /// A type declaration: file position and index into that file's `types`.
    public struct TypeRef: Hashable, Sendable {
        public let file: Int
        public let type: Int
    }

    /// An index of files all in memory (`files[i]` is file `i`).
    public convenience init(files: [FileStructure], extraHostProtocols: Set<String> = []) {
        let summaries = files.enumerated().map { FileSummary(structure: $1, fileIndex: $0) }
        self.init(summaries: summaries, extraHostProtocols: extraHostProtocols) { LoadedFiles.Entry(structure: files[$0]) }
    }

    /// `summaries` are the first pass's, by file position; `load` gives a file's structure again
    /// when a lookup needs its tokens. `extraHostProtocols` are host protocols declared outside
    /// the run (FixOptions.hostProtocols).
    init(summaries: [FileSummary], extraHostProtocols: Set<String> = [], load: @escaping LoadedFiles.Loader) {
        self.summaries = summaries
        loaded = LoadedFiles(load: load)
        hostProtocols.formUnion(extraHostProtocols)
        wrapperLayout = summaries.reduce(WrapperLayout()) { $0 + $1.wrapperLayout }
        isMacOnly = summaries.contains(where: \.importsAppKit) && !summaries.contains(where: \.importsUIKit)
        // Tables built from every summary, independent of each other: built at once, the longest
        // (the constructor calls, which read the summaries only) first, so that the cores finish
        // together.
        let structs = summaries.indices.flatMap { file in
            summaries[file].types.indices.filter { summaries[file].types[$0].kind == .struct }.map { TypeRef(file: file, type: $0) }
        }
        var types = TypeTables(), definitions: [String: [NamedDefinition]] = [:]
        var staticFunctionOwners: [String: Set<String>] = [:], propertyOrigins: [String: Origins] = [:]
        var constructorCalls: [TypeRef: [(file: Int, call: FileSummary.TypeCall)]] = [:]
        concurrently(
            { constructorCalls = ProjectIndex.constructorCalls(of: structs, summaries: summaries) },
            { types = TypeTables(summaries) },
            { (definitions, staticFunctionOwners) = ProjectIndex.definitionsByName(summaries) },
            { for summary in summaries { propertyOrigins.merge(summary.propertyWrites) { $0.union($1) } } }
        )
        (primaries, primariesBySimpleName, extensions) = (types.primaries, types.primariesBySimpleName, types.extensions)
        for summary in summaries {
            takesAnimatedArgument.formUnion(summary.takesAnimatedArgument)
            topLevelConstants.formUnion(summary.topLevelConstants)
            for read in summary.movingMemberReads where movingMembers[read.member] == nil { movingMembers[read.member] = read.call }
        }
        var passesOtherThanFalse: Set<String> = []
        for summary in summaries {
            for flag in summary.animatedFlagCalls {
                if flag.passesFalse { calledOnlyWithAnimatedFalse.insert(flag.call) } else { passesOtherThanFalse.insert(flag.call) }
            }
        }
        calledOnlyWithAnimatedFalse.subtract(passesOtherThanFalse)
        for summary in summaries where !summary.reduceMotionAnimationMethods.isEmpty {
            reduceMotionAnimationMethods.formUnion(summary.reduceMotionAnimationMethods)
        }
        (self.definitions, self.staticFunctionOwners) = (definitions, staticFunctionOwners)
        self.propertyOrigins = propertyOrigins
        constructorCallsByType = constructorCalls
        collectRefiningProtocols()
        // Each struct's parts, on every core (its extensions are looked up by name).
        let halves = structs.count < 64 ? [structs[...]] : [structs[..<(structs.count / 2)], structs[(structs.count / 2)...]]
        let found = halves.parallelMap { half in
            half.compactMap { ref -> (TypeRef, [TypeRef])? in
                let parts = [ref] + self.extensions(of: ref)
                return parts.contains(where: { self.type($0).conformances.contains(where: self.isHostProtocol) }) ? (ref, parts) : nil
            }
        }
        hostParts = found.joined().map(\.1)
        hostSlots = Dictionary(uniqueKeysWithValues: found.joined().enumerated().map { ($1.0, $0) })
        hosts = Array(repeating: nil, count: hostParts.count)
    }

    /// The type declarations of a run, by name.
    private struct TypeTables {
        var primaries: [String: [TypeRef]] = [:]
        var primariesBySimpleName: [String: [TypeRef]] = [:]
        var extensions: [String: [TypeRef]] = [:]

        init() {}

        init(_ summaries: [FileSummary]) {
            // Made at their size: growing a table rehashes every name in it.
            let count = summaries.reduce(0) { $0 + $1.types.count }
            primaries.reserveCapacity(count)
            primariesBySimpleName.reserveCapacity(count)
            extensions.reserveCapacity(count)
            for (fileIndex, summary) in summaries.enumerated() {
                for (typeIndex, type) in summary.types.enumerated() {
                    let ref = TypeRef(file: fileIndex, type: typeIndex)
                    if type.kind == .extension {
                        extensions[type.name, default: []].append(ref)
                    } else {
                        primaries[type.qualifiedName, default: []].append(ref)
                        primariesBySimpleName[type.name, default: []].append(ref)
                    }
                }
            }
        }
    }

    /// The run's named definitions by name, and the owners of its static functions by name.
    private static func definitionsByName(_ summaries: [FileSummary]) -> ([String: [NamedDefinition]], [String: Set<String>]) {
        var byName: [String: [NamedDefinition]] = [:]
        byName.reserveCapacity(summaries.reduce(0) { $0 + $1.definitions.count })
        var staticFunctionOwners: [String: Set<String>] = [:]
        for summary in summaries {
            for (owner, name) in summary.staticFunctions { staticFunctionOwners[name, default: []].insert(owner) }
            for (name, definition) in summary.definitions { byName[name, default: []].append(definition) }
        }
        return (byName, staticFunctionOwners)
    }

    /// The part of `name` after its last `.` (all of it without one). An ASCII name is searched
    /// as bytes, with the same answer: a search by `Character` breaks graphemes at every step.
    static func lastComponent(of name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// The directory names of `path` (its parts between `/`, empty ones dropped, without the
    /// file name). An ASCII path is split as bytes, into the same parts.
    static func directoryNames(of path: String) -> [Substring] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return Array(path.split(separator: "/").dropLast()) }
        return path.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { Substring($0) }
    }

    /// The `Name(…)` calls of the run that create each of `structs`.
    private static func constructorCalls(of structs: [TypeRef], summaries: [FileSummary]) -> [TypeRef: [(file: Int, call: FileSummary.TypeCall)]] {
        let structsByName = Dictionary(grouping: structs) { summaries[$0.file].types[$0.type].name }
        // Most calls create a type the run does not declare (`Text`, `VStack`).
        let mayBeStruct = NameFilter(structsByName.keys)
        var result: [TypeRef: [(file: Int, call: FileSummary.TypeCall)]] = [:]
        // Only a name declared more than once needs the files' directories: each directory name
        // as a number, so that comparing two files' directories compares integers, not strings
        // (a name such as `ContentView`, declared in many places, compares them for every call).
        var directoryNumbers: [Substring: Int] = [:]
        var directories = [[Int]?](repeating: nil, count: summaries.count)
        // The files of one directory share its numbers: each directory's path is split once.
        var numbersByParent: [Substring: [Int]] = [:]
        func directoriesOf(_ file: Int) -> [Int] {
            if let known = directories[file] { return known }
            let path = summaries[file].path
            let parent = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            if let known = numbersByParent[parent] {
                directories[file] = known
                return known
            }
            let numbers = ProjectIndex.directoryNames(of: path).map { name in
                if let number = directoryNumbers[name] { return number }
                directoryNumbers[name] = directoryNumbers.count
                return directoryNumbers.count - 1
            }
            numbersByParent[parent] = numbers
            directories[file] = numbers
            return numbers
        }
        for (fileIndex, summary) in summaries.enumerated() {
            // A name declared more than once: its nearest declarations, found once per file.
            var nearestByName: [String: [TypeRef]] = [:]
            for call in summary.typeCalls {
                guard mayBeStruct.mayContain(call.name), let candidates = structsByName[call.name] else { continue }
                var targets = candidates
                if candidates.count > 1 {
                    if let known = nearestByName[call.name] {
                        targets = known
                    } else {
                        targets = ProjectIndex.nearest(candidates, toFile: fileIndex, directories: directoriesOf)
                        nearestByName[call.name] = targets
                    }
                }
                for target in targets { result[target, default: []].append((fileIndex, call)) }
            }
        }
        return result
    }

    /// Of several declarations of one name, those whose files share the most directories with file
    /// `fileIndex` (the one in the same file alone, if any): those a call there may mean.
    /// `directories` gives a file's directories.
    private static func nearest(_ candidates: [TypeRef], toFile fileIndex: Int, directories: (Int) -> [Int]) -> [TypeRef] {
        // A file may declare the name once per `#if` branch: a call there may mean each.
        let local = candidates.filter { $0.file == fileIndex }
        if !local.isEmpty { return local }
        let own = directories(fileIndex)
        let lengths = candidates.map { candidate in
            // A plain loop: zip and prefix cost a generic iterator per candidate, and a name
            // declared in many files (`ContentView`) has hundreds.
            directories(candidate.file).withUnsafeBufferPointer { theirs in
                own.withUnsafeBufferPointer { own in
                    var shared = 0
                    while shared < own.count, shared < theirs.count, own[shared] == theirs[shared] { shared += 1 }
                    return shared
                }
            }
        }
        let best = lengths.max() ?? 0
        return zip(candidates, lengths).filter { $0.1 == best }.map(\.0)
    }

    /// File `index`'s structure (loaded again if its tokens were let go); nil when the file can
    /// no longer be read as it was in the first pass.
    public func structure(_ index: Int) -> FileStructure? { loaded.entry(index)?.structure }

    /// File `index`'s provenance facts, computed once while it is in memory.
    public func facts(_ index: Int) -> FileFacts? { loaded.entry(index)?.facts }

    /// File `index`'s path.
    public func path(_ index: Int) -> String { summaries[index].path }

    private func collectRefiningProtocols() {
        var protocols: [(name: String, parents: [String])] = []
        for summary in summaries {
            for type in summary.types where type.kind == .protocol {
                protocols.append((type.name, type.conformances))
            }
            // `typealias StoryView = Story & View`: conforming to the alias conforms to `View`.
            for alias in summary.typealiases { protocols.append((alias.name, alias.parts)) }
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

    /// The primary declaration that extension `ref` (named `name`) extends, preferring one in
    /// the extension's file. A file that declares the type once per `#if` branch (`#if os(tvOS)
    /// struct S … #else struct S … #endif`) means the one in the extension's own branch; an
    /// extension outside those branches extends each of them, so no single one (nil).
    public func primary(named name: String, extendedBy ref: TypeRef) -> TypeRef? {
        let candidates = primaries(named: name)
        if candidates.count == 1 { return candidates[0] }
        let local = candidates.filter { $0.file == ref.file }
        guard local.count > 1 else { return local.first }
        let clauses = conditionalClauses(inFile: ref.file)
        let inSameBranch = local.filter { clauses[$0.type] == clauses[ref.type] && clauses[ref.type] >= 0 }
        return inSameBranch.count == 1 ? inSameBranch[0] : nil
    }

    /// The one primary declaration a reference to `name` in file `fileIndex` means (`Child(…)`):
    /// the only one of the run, else the only one of that file; nil when that cannot be told.
    func primary(referencedAs name: String, inFile fileIndex: Int) -> TypeRef? {
        let candidates = primaries[name] ?? primariesBySimpleName[name] ?? []
        if candidates.count == 1 { return candidates[0] }
        let local = candidates.filter { $0.file == fileIndex }
        return local.count == 1 ? local[0] : nil
    }

    /// Whether the class `name`, as referenced in file `fileIndex`, is a UIKit class or descends
    /// from one through the run's own classes (`class Base: UICollectionViewController`, then
    /// `class Grid: Base`): code in it is built for UIKit, whatever the file imports.
    func descendsFromUIKit(_ name: String, inFile fileIndex: Int) -> Bool {
        var current = name, file = fileIndex
        for _ in 0..<8 {
            if ProjectIndex.isUIKitName(current) { return true }
            guard let ref = primary(referencedAs: current, inFile: file) else { return false }
            let declaration = type(ref)
            guard declaration.kind == .class, let superclass = declaration.conformances.first else { return false }
            // `class Base: Framework<Node>, UICollectionViewDelegate`: a UIKit protocol says it too.
            if declaration.conformances.contains(where: ProjectIndex.isUIKitName) { return true }
            current = superclass
            file = ref.file
        }
        return false
    }

    /// The kinds of the primary declarations `name` may mean (several, for one name declared in
    /// two targets of the run).
    func kinds(ofPrimariesNamed name: String) -> Set<TypeDecl.Kind> {
        Set(primaries(named: name).map { type($0).kind })
    }

    /// Whether some file of the run declares a type of this simple name.
    func declaresType(named name: String) -> Bool {
        primariesBySimpleName[name] != nil
    }

    /// Whether `name` is spelled like a UIKit type (`UIView`, `UICollectionViewDelegate`).
    static func isUIKitName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }

    /// Whether file `fileIndex` declares `name` more than once (once per `#if` branch): each
    /// declaration is then a host of its own.
    func declaresOncePerBranch(_ name: String, inFile fileIndex: Int) -> Bool {
        primaries(named: name).lazy.filter { $0.file == fileIndex }.count > 1
    }

    /// The primary declarations `name` may mean: by qualified name, else (for a simple name)
    /// by simple name.
    private func primaries(named name: String) -> [TypeRef] {
        primaries[name] ?? (name.contains(".") ? [] : primariesBySimpleName[name] ?? [])
    }

    /// For each type of file `fileIndex`, the significant index of the `#if`, `#elseif` or
    /// `#else` that opens the innermost conditional branch holding its keyword (-1: none). One
    /// walk over the file's tokens, made once and only for a file that declares a name twice.
    private func conditionalClauses(inFile fileIndex: Int) -> [Int] {
        memoized(\.clausesByFile, fileIndex) {
            let types = summaries[fileIndex].types
            guard let file = structure(fileIndex)?.file else { return [Int](repeating: -1, count: types.count) }
            var result = [Int](repeating: -1, count: types.count)
            // Types are in source order of their keywords (outer before inner).
            let order = types.indices.sorted { types[$0].keyword < types[$1].keyword }
            var next = 0
            var open: [Int] = []
            for index in 0..<file.count where next < order.count {
                if file.kind(index) == .pound {
                    if file.isText(index, "#if") { open.append(index) }
                    else if file.isText(index, "#elseif") || file.isText(index, "#else") { if !open.isEmpty { open[open.count - 1] = index } }
                    else if file.isText(index, "#endif") { _ = open.popLast() }
                }
                while next < order.count, types[order[next]].keyword == index {
                    result[order[next]] = open.last ?? -1
                    next += 1
                }
            }
            return result
        }
    }

    public func type(_ ref: TypeRef) -> TypeDecl { summaries[ref.file].types[ref.type] }

    /// Every extension of the primary declaration `ref`.
    public func extensions(of ref: TypeRef) -> [TypeRef] {
        let decl = type(ref)
        var names = [decl.qualifiedName]
        if decl.qualifiedName != decl.name, primariesBySimpleName[decl.name]?.count == 1 { names.append(decl.name) }
        var result: [TypeRef] = []
        for name in names {
            for candidate in extensions[name] ?? [] where primary(named: name, extendedBy: candidate) == ref {
                result.append(candidate)
            }
        }
        return result
    }

    /// The calls `HostName(…)` in the run that create the host (for properties set by a parent),
    /// or only those outside preview code.
    func constructorCalls(of host: HostInfo, outsidePreviewsOnly: Bool = false) -> [(file: Int, call: CallSite)] {
        (constructorCallsByType[host.ref] ?? []).compactMap { file, call in
            outsidePreviewsOnly && call.isInPreview ? nil : structure(file)?.call(at: call.nameIndex).map { (file, $0) }
        }
    }

    /// Whether every place in the run that creates the host is preview code (`#Preview`, a
    /// `PreviewProvider`): a preview wrapper, skipped like previews. Computed once per host.
    func isPreviewOnly(_ host: HostInfo) -> Bool {
        memoized({ host.knownPreviewOnly }, { host.knownPreviewOnly = $0 }) {
            let callers = constructorCallsByType[host.ref] ?? []
            // A real view used by a preview in this run may have its real callers outside the run:
            // only a type that says it is for previews (by name, or by living under `#if DEBUG`) counts.
            let decl = type(host.ref)
            let createdOnlyByPreviews = !callers.isEmpty && callers.allSatisfy(\.call.isInPreview)
            // Checked last: the `#if DEBUG` search walks back through the file.
            return createdOnlyByPreviews
                && (decl.name.contains("Preview") || structure(host.ref.file).map { isUnderDebugCondition(decl.keyword, in: $0.file) } == true)
        }
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
        guard let structure = structure(fileIndex), let typeIndex = structure.innermostType(containing: position) else { return nil }
        let decl = structure.types[typeIndex]
        let ref = TypeRef(file: fileIndex, type: typeIndex)
        if decl.kind == .extension {
            return primary(named: decl.name, extendedBy: ref).flatMap(host)
        }
        return host(ref)
    }

    /// The host facts for primary declaration `ref`, or nil when it is not a host.
    public func host(_ ref: TypeRef) -> HostInfo? {
        guard let slot = hostSlots[ref] else { return nil }
        lock.lock()
        if let known = hosts[slot] { lock.unlock(); return known }
        lock.unlock()
        // Computed outside the lock: it loads the parts' files and may ask for other hosts.
        let info = HostInfo(ref: ref, parts: hostParts[slot], index: self)
        lock.lock()
        defer { lock.unlock() }
        if let known = hosts[slot] { return known }
        hosts[slot] = info
        return info
    }


    /// Where each property of `host` is read, and what the read does on screen
    /// (`ValueSources.reads(of:parts:index:)`). Made when first asked: a walk over every token of
    /// the host's body, which most hosts of a run are never asked for.
    public func reads(of host: HostInfo) -> [String: [ReadSite]] {
        memoized({ host.knownReads }, { host.knownReads = $0 }) {
            ValueSources.reads(of: host.sources.readableNames, parts: host.parts, index: self)
        }
    }

    /// Where `name` of `host` is read (`reads(of:)`), each read in the getter of one of the host's
    /// computed properties replaced by where that property is read, and so on: what the value
    /// does on screen (`var opacity: Double { shown ? 1 : 0 }` read by `.opacity(opacity)` fades).
    /// With `members`, only the reads of `name` that read one of them (`model.category`), or the
    /// whole value, count.
    public func readsThroughProperties(of name: String, in host: HostInfo, members: Set<String>? = nil) -> [ReadSite] {
        let reads = reads(of: host)
        var direct = reads[name] ?? []
        if let members { direct = direct.filter { $0.member.map(members.contains) ?? true } }
        // Most reads are in no computed property's getter: those are handed over as they are.
        guard direct.contains(where: { if case .property = $0.effect { return true } else { return false } }) else { return direct }
        var followed: Set<String> = [name]
        func expand(_ sites: [ReadSite]) -> [ReadSite] {
            var result: [ReadSite] = []
            for site in sites {
                guard case .property(let property) = site.effect else {
                    result.append(site)
                    continue
                }
                if followed.insert(property).inserted { result += expand(reads[property] ?? []) }
            }
            return result
        }
        return expand(direct)
    }

    /// Whether a property inserted into file `fileIndex` puts its attribute on a line of its own:
    /// the file's majority when it has evidence, else the run's (docs/BEHAVIOUR.md §2).
    public func attributeOnOwnLine(inFile fileIndex: Int) -> Bool {
        WrapperLayout.prefersOwnLine(file: summaries[fileIndex].wrapperLayout, project: wrapperLayout)
    }

    // MARK: - Named definitions

    /// The cached result of `compute` for `definition` read at recursion `depth` (the audit's
    /// strength of a named animation, as a raw value; nil when its file cannot be read).
    func cachedStrength(of definition: NamedDefinition, depth: Int, compute: () -> Int?) -> Int? {
        memoized(\.definitionStrengths, definition.file << 36 | definition.first << 4 | min(depth, 15), compute: compute)
    }

    /// The cached result of `compute` for `definition`.
    func cachedKind(of definition: NamedDefinition, compute: () -> AnimationKind) -> AnimationKind {
        memoized(\.definitionKinds, definition.file << 32 | definition.first, compute: compute)
    }

    /// The value `read` gives, or else `compute`'s, handed to `write` to keep (a host's own facts:
    /// kept with the host, not in a table keyed by its name, hashed at every asking). Computed
    /// outside the lock: it may recurse into the index, or load files.
    private func memoized<Value>(_ read: () -> Value?, _ write: (Value) -> Void, compute: () -> Value) -> Value {
        lock.lock()
        if let known = read() { lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock()
        write(value)
        lock.unlock()
        return value
    }

    /// The value `table` holds for `key`, computed and stored on first use. Computed outside the
    /// lock: it may recurse into the index, or load files.
    private func memoized<Key: Hashable, Value>(_ table: ReferenceWritableKeyPath<ProjectIndex, [Key: Value]>, _ key: Key,
                                                compute: () -> Value) -> Value {
        lock.lock()
        if let known = self[keyPath: table][key] { lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock()
        self[keyPath: table][key] = value
        lock.unlock()
        return value
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

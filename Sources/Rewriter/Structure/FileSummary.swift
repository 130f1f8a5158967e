/// What the project index keeps of a file once its tokens are gone (the first pass): its type
/// declarations, the views it creates, its named definitions, its property-wrapper layout, the
/// model properties it writes, and whether it mentions any motion API at all. A class: the
/// index's every table walks all the summaries, and a struct of eight collections would be
/// copied (eight retains and releases) at each step.
public final class FileSummary: Sendable {
    public let path: String
    /// The bytes' size and hash, so a second read can tell the file changed in between.
    let fingerprint: Fingerprint
    /// Every type declaration and extension, outer before inner (as in `FileStructure.types`),
    /// without their members (read them from the file's structure).
    public let types: [TypeDecl]
    /// `Name(…)` calls with a capitalised name (views and other types being created), in source
    /// order. Not grouped by name: most of the names (`Text`, `VStack`) are no type of the run,
    /// and grouping every file's calls cost more than the index's one lookup per call.
    let typeCalls: [TypeCall]
    /// Named values (`static let bouncy = …`, `var pulse: Animation { … }`), by simple name.
    let definitions: [(name: String, definition: NamedDefinition)]
    /// `static func name(…)` declarations: (owner, name).
    let staticFunctions: [(owner: String, name: String)]
    public let wrapperLayout: WrapperLayout
    /// Properties written through a path or inside a method (a model's), with where from.
    let propertyWrites: [String: Origins]
    /// Whether any identifier names a motion API: a file without one has no site to rewrite or
    /// report, so the second pass skips it.
    public let mentionsMotion: Bool
    /// Methods of `extension Animation` that read Reduce Motion, directly or through another
    /// such method of the file (`func disabledIfReduceMotionEnabled() -> Self`): an animation
    /// made with one already respects the setting.
    let reduceMotionAnimationMethods: [String]
    /// Whether the file imports UIKit, and AppKit (or Cocoa): together, the run's platform.
    let importsUIKit: Bool
    let importsAppKit: Bool
    /// Methods, and types (through an initializer or a stored property), of the file that take an
    /// `animated:` argument: the app's own code, whose motion is handled where it is written.
    let takesAnimatedArgument: [String]
    /// `FirstPassScan.topLevelConstants`.
    let topLevelConstants: [String]
    /// `FirstPassScan.movingMemberReads`.
    let movingMemberReads: [(member: String, call: String)]
    /// `FirstPassScan.animatedFlagCalls`.
    let animatedFlagCalls: [(call: String, passesFalse: Bool)]
    /// The file's `typealias Name = A & B`, with the names each composes.
    let typealiases: [(name: String, parts: [String])]

    /// A `Name(…)` call: the name, the significant index where it is written, and whether it is
    /// preview code (in `#Preview`, or in a `PreviewProvider`).
    struct TypeCall: Sendable {
        let name: String
        let nameIndex: Int
        let isInPreview: Bool
    }

    /// The summary of a file that could not be read or tokenized: it declares nothing.
    init(failedPath path: String, bytes: [UInt8] = []) {
        self.path = path
        fingerprint = Fingerprint(bytes)
        types = []
        typeCalls = []
        definitions = []
        staticFunctions = []
        wrapperLayout = WrapperLayout()
        propertyWrites = [:]
        mentionsMotion = false
        reduceMotionAnimationMethods = []
        takesAnimatedArgument = []
        topLevelConstants = []
        movingMemberReads = []
        animatedFlagCalls = []
        typealiases = []
        importsUIKit = false
        importsAppKit = false
    }

    /// The summary of a file; `structure` may lack its calls (`FileStructure(declarationsOf:)`).
    convenience init(structure: FileStructure, fileIndex: Int) {
        var facts: FileFacts? = nil
        self.init(structure: structure, scan: FirstPassScan(structure.file), fileIndex: fileIndex, facts: &facts)
    }

    /// The same, given the file's `scan`; `facts` receives the file's provenance facts when the
    /// summary needed them (`PropertyWrites`).
    init(structure: FileStructure, scan: FirstPassScan, fileIndex: Int, facts: inout FileFacts?) {
        let file = structure.file
        path = file.path
        fingerprint = Fingerprint(file.bytes)
        types = structure.types.map { $0.withoutMembers() }
        // A file with no `#Preview` and no `PreviewProvider` has no preview code to look for.
        let mayHavePreviews = scan.hasPreviewMacro || structure.types.contains { $0.conformances.contains("PreviewProvider") }
        typeCalls = scan.typeCalls.map { name, nameIndex in
            TypeCall(name: name, nameIndex: nameIndex, isInPreview: mayHavePreviews && FileSummary.isPreviewCode(nameIndex, in: structure))
        }
        wrapperLayout = structure.wrapperLayout
        propertyWrites = PropertyWrites.of(structure, scan: scan, facts: &facts)
        mentionsMotion = scan.vocabulary.mentionsMotion && !FileSummary.isTestCode(file)
        var definitions: [(name: String, definition: NamedDefinition)] = []
        var staticFunctions: [(owner: String, name: String)] = []
        var takesAnimatedArgument: [String] = []
        // One walk over the members (each step copies a member).
        for type in structure.types {
            for member in type.members {
                switch member.kind {
                case .func:
                    if member.isStatic, let name = member.name { staticFunctions.append((type.name, name)) }
                    if let name = member.name, FileSummary.signatureTakesAnimated(member, in: file) { takesAnimatedArgument.append(name) }
                case .initializer:
                    if FileSummary.signatureTakesAnimated(member, in: file) { takesAnimatedArgument.append(ProjectIndex.lastComponent(of: type.name)) }
                case .var, .let:
                    if member.name == "animated", type.kind == .struct { takesAnimatedArgument.append(ProjectIndex.lastComponent(of: type.name)) }
                    guard let name = member.name, let range = FileSummary.definitionRange(of: member, in: file) else { continue }
                    definitions.append((name, NamedDefinition(file: fileIndex, owner: type.name, first: range.lowerBound, last: range.upperBound)))
                default:
                    continue
                }
            }
        }
        // `private let bounce: Animation = .spring(…)` outside every type: a name of the file.
        for name in scan.topLevelConstantIndices {
            var equals = name + 1
            if file.kind(equals) == .colon { equals = file.typeAnnotationEnd(from: equals + 1) }
            guard file.kind(equals) == .operator, file.isText(equals, "="), let end = file.statementEnd(from: equals + 1), end > equals else { continue }
            definitions.append((file.text(name), NamedDefinition(file: fileIndex, owner: "", first: equals + 1, last: end)))
        }
        self.definitions = definitions
        self.staticFunctions = staticFunctions
        self.takesAnimatedArgument = takesAnimatedArgument
        topLevelConstants = scan.topLevelConstants
        movingMemberReads = scan.movingMemberReads
        animatedFlagCalls = scan.animatedFlagCalls
        typealiases = scan.typealiases
        importsUIKit = scan.importsUIKit
        importsAppKit = scan.importsAppKit
        reduceMotionAnimationMethods = FileSummary.reduceMotionAnimationMethods(in: structure)
    }

    /// The methods of the file's `extension Animation`s that read Reduce Motion (see
    /// `reduceMotionAnimationMethods`), through calls between them to any depth.
    private static func reduceMotionAnimationMethods(in structure: FileStructure) -> [String] {
        let file = structure.file
        var bodies: [(name: String, body: Expression)] = []
        for type in structure.types where type.name == "Animation" {
            for member in type.members where member.kind == .func {
                guard let name = member.name, let open = FileFacts.bodyBrace(of: member, in: file), file.partner[open] > open + 1 else { continue }
                bodies.append((name, Expression(file: file, first: open + 1, last: file.partner[open] - 1)))
            }
        }
        guard !bodies.isEmpty else { return [] }
        var found = Set(bodies.filter { $0.body.mentionsReduceMotion(propertyName: nil) }.map(\.name))
        var grew = !found.isEmpty
        while grew {
            grew = false
            for (name, body) in bodies where !found.contains(name) && body.callsAny(of: found) {
                found.insert(name)
                grew = true
            }
        }
        return found.sorted()
    }

    /// Whether significant index `position` is preview code: inside `#Preview { … }`, or inside
    /// a type conforming to `PreviewProvider`.
    static func isPreviewCode(_ position: Int, in structure: FileStructure) -> Bool {
        if structure.file.isInsidePreviewMacro(position) { return true }
        var type = structure.innermostType(containing: position)
        while let current = type {
            if structure.types[current].conformances.contains("PreviewProvider") { return true }
            type = structure.types[current].parent
        }
        return false
    }

    /// The expression a property defines: its initial value, or its getter's single expression.
    /// Whether the file is test code (it imports a test framework): it shows nothing to a person,
    /// and an animation it asks for (`start(animated: true)`) is there to be tested.
    private static func isTestCode(_ file: SourceFile) -> Bool {
        for index in 0..<file.count where file.kind(index) == .identifier && file.isText(index, "import") {
            if file.isIdentifier(index + 1, "XCTest") || file.isIdentifier(index + 1, "Testing")
                || file.isIdentifier(index + 1, "SnapshotTesting") || file.isIdentifier(index + 1, "ViewInspector") { return true }
        }
        return false
    }

    /// Whether a function's or initializer's parameters, up to its body, include `animated:`.
    private static func signatureTakesAnimated(_ member: Member, in file: SourceFile) -> Bool {
        var index = member.keyword + 1
        while index < member.end, file.kind(index) != .openBrace {
            if file.isIdentifier(index, "animated"), file.kind(index + 1) == .colon || file.kind(index + 1) == .identifier { return true }
            index += 1
        }
        return false
    }

    private static func definitionRange(of member: Member, in file: SourceFile) -> ClosedRange<Int>? {
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
                if file.isIdentifier(scan + 1, "return") { first = scan + 2 }
            }
        }
        guard let start = first, start <= last else { return nil }
        while last > start, file.kind(last) == .semicolon { last -= 1 }
        return start...last
    }
}

/// A file's size and a hash of its bytes (eight bytes at a time), to notice a file that changed
/// between the run's two reads.
struct Fingerprint: Hashable, Sendable {
    let count: Int
    let hash: UInt64

    init(count: Int, hash: UInt64) {
        self.count = count
        self.hash = hash
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes(Fingerprint.init(raw:))
    }

    /// The fingerprint of part of a buffer, without copying it out.
    init(_ bytes: ArraySlice<UInt8>) {
        self = bytes.withUnsafeBytes(Fingerprint.init(raw:))
    }

    private init(raw: UnsafeRawBufferPointer) {
        // Four independent lanes, eight bytes each, so the multiplications overlap; each step
        // is a bijection of its lane, so changing one word always changes the hash.
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_cbf2_2325_8422, 0x2325_8422_9ce4_cbf2)
        let prime: UInt64 = 0x0000_0100_0000_01B3
        func step(_ lane: inout UInt64, _ word: UInt64) {
            lane = (lane ^ word) &* prime
            lane ^= lane >> 29
        }
        var offset = 0
        while offset + 32 <= raw.count {
            step(&lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            step(&lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            step(&lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            step(&lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var hash = lanes.0
        step(&hash, lanes.1)
        step(&hash, lanes.2)
        step(&hash, lanes.3)
        while offset + 8 <= raw.count {
            step(&hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* prime
            offset += 1
        }
        count = raw.count
        self.hash = hash
    }
}

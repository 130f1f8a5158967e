/// A struct that can hold `@Environment(\.accessibilityReduceMotion)`, with what it already has.
public final class HostInfo: @unchecked Sendable {
    public let ref: ProjectIndex.TypeRef
    /// The primary declaration and its extensions.
    public let parts: [ProjectIndex.TypeRef]
    /// A stable key naming the host in edits: `path:QualifiedName` (`path:typeIndex:QualifiedName`
    /// for a type its file declares again in another `#if` branch).
    public let key: String
    /// The name of an existing `\.accessibilityReduceMotion` property, if declared.
    public let existingProperty: String?
    /// Whether that existing property is `private`/`fileprivate` (unusable from other files).
    public let existingPropertyIsFilePrivate: Bool
    /// The name the rewrites use (existing, or a free one to insert).
    public let propertyName: String
    /// Where each of its properties comes from (the provenance pass).
    public let sources: ValueSources
    /// Where its properties are read (`ProjectIndex.reads(of:)`) and whether only previews create
    /// it (`ProjectIndex.isPreviewOnly`), once the index has been asked; written and read under
    /// the index's lock.
    var knownReads: [String: [ReadSite]]?
    var knownPreviewOnly: Bool?

    /// The names the property may take, in order of preference: the first one the host does not use.
    static let propertyNameChoices = ["reduceMotion", "isReduceMotionEnabled", "prefersReducedMotion", "shouldReduceMotion", "reduceMotionSetting"]
    private static let propertyNames = IdentifierSet(Set(propertyNameChoices))

    init(ref: ProjectIndex.TypeRef, parts: [ProjectIndex.TypeRef], index: ProjectIndex) {
        self.ref = ref
        self.parts = parts
        let primary = index.type(ref)
        // A type declared once per `#if` branch is a host per declaration, each with its own key.
        key = index.declaresOncePerBranch(primary.qualifiedName, inFile: ref.file) ? "\(index.path(ref.file)):\(ref.type):\(primary.qualifiedName)"
            : "\(index.path(ref.file)):\(primary.qualifiedName)"
        var existing: String? = nil
        var existingIsFilePrivate = false
        var taken: Set<String> = []
        for part in parts {
            guard let structure = index.structure(part.file) else { continue }
            let file = structure.file
            let decl = structure.types[part.type]
            for member in decl.members where member.kind == .var {
                let attributeRange = member.start..<member.keyword
                if member.attributes.contains("Environment"),
                   attributeRange.contains(where: { file.isIdentifier($0, "accessibilityReduceMotion") }),
                   let name = member.name, existing == nil {
                    existing = name
                    existingIsFilePrivate = attributeRange.contains { file.isIdentifier($0, "private") || file.isIdentifier($0, "fileprivate") }
                }
            }
            taken.formUnion(HostInfo.propertyNames.occurring(in: file, range: (decl.bodyOpen + 1)..<decl.bodyClose))
        }
        existingProperty = existing
        existingPropertyIsFilePrivate = existingIsFilePrivate
        if let existing {
            propertyName = existing
        } else {
            propertyName = HostInfo.propertyNameChoices.first { !taken.contains($0) } ?? "motionfixReduceMotion"
        }
        sources = ValueSources(parts: parts, index: index)
    }
}

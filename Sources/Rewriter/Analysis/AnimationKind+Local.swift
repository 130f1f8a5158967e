/// Names `AnimationKind.of` cannot resolve from the run's definitions alone, resolved from where
/// the animation is used (docs/BEHAVIOUR.md "House style", named animations):
/// - a local `let` of a block around the site (`let open = Animation.spring(…)` a few lines up);
/// - a member of a property of the type the site is in, when the run defines the property's
///   type (`vm.animation`, where `vm` is declared `NotchViewModel` and that type has
///   `let animation: Animation = .spring(…)`).
extension AnimationKind {
    static func resolvedLocally(_ name: String, at site: Int, in structure: FileStructure, facts: FileFacts, index: ProjectIndex) -> AnimationKind? {
        let names = name.split(separator: ".").map(String.init)
        let file = structure.file
        if names.count == 1 {
            // The nearest declaration before the site whose block holds it.
            let visible = (facts.locals[name] ?? []).filter { $0.index < site && $0.block < site && site < file.partner[$0.block] }
            guard let local = visible.max(by: { $0.index < $1.index }), case .local(let initializer?) = local.kind else { return nil }
            let kind = AnimationKind.of(Expression(file: file, first: initializer.lowerBound, last: initializer.upperBound), index: index)
            if case .unresolved = kind { return nil }
            return kind
        }
        guard names.count == 2, let type = structure.types.last(where: { $0.bodyOpen < site && site < $0.bodyClose }),
              let member = type.members.first(where: { $0.name == names[0] && ($0.kind == .var || $0.kind == .let) }),
              let typeName = declaredTypeName(of: member, in: file) else { return nil }
        let definitions = index.definitions(named: names[1], ownedBy: typeName)
        guard !definitions.isEmpty else { return nil }
        var kinds: [AnimationKind] = []
        for definition in definitions {
            guard let definitionFile = index.structure(definition.file)?.file else { return nil }
            let kind = AnimationKind.of(Expression(file: definitionFile, first: definition.first, last: definition.last), index: index)
            if case .unresolved = kind { return nil }
            kinds.append(kind)
        }
        // No kind is unresolved here: the definitions decide as a choice's branches do.
        return combine(kinds)
    }

    /// The type a stored property holds, when it is spelled as one name: `var vm: Model`,
    /// `@ObservedObject var vm: Model`, `@StateObject var vm = Model()`, `Model?`/`Model!`.
    private static func declaredTypeName(of member: Member, in file: SourceFile) -> String? {
        guard let nameIndex = (member.keyword + 1..<member.end).first(where: { file.kind($0) == .identifier }) else { return nil }
        let next = nameIndex + 1
        if file.kind(next) == .colon, file.kind(next + 1) == .identifier {
            return ProjectIndex.lastComponent(of: file.text(next + 1))
        }
        if file.kind(next) == .operator, file.isText(next, "="), file.kind(next + 1) == .identifier, file.kind(next + 2) == .openParen {
            return file.text(next + 1)
        }
        return nil
    }
}

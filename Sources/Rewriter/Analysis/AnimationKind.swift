/// What an animation expression does, following named animations through their definitions.
enum AnimationKind: Equatable {
    case repeating
    case spring
    /// Already decides on Reduce Motion.
    case handled
    /// A timing curve or `nil`: nothing to do.
    case other
    /// A name whose definition is not in the run.
    case unresolved(String)

    /// Members that make an animation a spring for docs/BEHAVIOUR.md §3.
    static let springMembers: Set<String> = ["spring", "interpolatingSpring", "interactiveSpring", "bouncy", "snappy", "default"]

    /// `local` resolves a name the run's definitions do not (`resolvedLocally`, from the site).
    static func of(_ value: Expression, index: ProjectIndex, depth: Int = 0, local: ((String) -> AnimationKind?)? = nil) -> AnimationKind {
        let file = value.file
        if value.mentionsReduceMotion(propertyName: nil) { return .handled }
        // Made with the app's own helper that reads the setting (`.easeIn.disabledDuringTests()`).
        if value.callsAny(of: index.reduceMotionAnimationMethods) { return .handled }
        // A choice (`pressed ? Motion.pop : nil`, `custom ?? .spring()`) is what its branches are:
        // each is classified on its own, so a named animation in a branch is resolved too.
        if let branches = value.branches {
            return combine(branches.map { of($0, index: index, depth: depth, local: local) })
        }
        var sawSpring = false
        for position in value.first...value.last where file.kind(position) == .identifier {
            if file.isText(position, "repeatForever") { return .repeating }
            guard file.kind(position - 1) == .dot, springMembers.contains(file.text(position)) else { continue }
            let receiver = position - 2
            if file.isIdentifier(receiver, "Animation") || !CallScanner(file: file).endsExpression(receiver) || receiver < value.first {
                sawSpring = true
            }
        }
        if sawSpring { return .spring }
        if value.first == value.last, file.isIdentifier(value.first, "nil") { return .other }
        // Only a name (optionally retimed: `Motion.bouncy.delay(0.1)`) is resolved.
        guard let path = value.leadingNamePath, let name = path.names.last, depth < 8,
              isTimingChain(value, from: path.end + 1) else { return .other }
        if nonExpressionKeywords.contains(path.names[0]) || ["nil", "self", "true", "false", "switch"].contains(name) { return .other }
        if path.names.count == 2, path.names[0] == "Animation", file.kind(value.first) != .dot { return .other }
        // `self.pulse` and `Self.pulse` name a member of the type the code is in.
        let qualifier = path.names.count >= 2 ? path.names[path.names.count - 2] : nil
        let owner: String? = qualifier == "self" || qualifier == "Self" ? nil : qualifier
        var definitions: [NamedDefinition]
        if let owner {
            definitions = index.definitions(named: name, ownedBy: owner)
        } else if file.kind(value.first) == .dot {
            definitions = index.definitions(named: name, ownedBy: "Animation")
        } else {
            definitions = index.definitions[name] ?? []
            // A name defined in several files (a copy of a screen per chapter of a sample app):
            // the one of this file is meant.
            if definitions.count > 1 {
                let local = definitions.filter { index.path($0.file) == file.path }
                if !local.isEmpty { definitions = local }
            }
        }
        guard !definitions.isEmpty else {
            // A bare timing-curve member like `.easeInOut` is not a name to resolve.
            if file.kind(value.first) == .dot || path.names.first == "Animation" { return .other }
            let name = path.names.joined(separator: ".")
            return local?(name) ?? .unresolved(name)
        }
        // Definitions in `#if` branches (`.snappy` where Swift 5.9 has it, `.easeInOut` before)
        // are one choice: the gate covers every branch.
        var kinds: [AnimationKind] = []
        for definition in definitions {
            // The file is loaded only when the kind is not known yet: a name defined in many files
            // (one per copy of a module) would otherwise load every one of them at every use.
            let kind = index.cachedKind(of: definition) {
                guard let definitionFile = index.structure(definition.file)?.file else { return .unresolved("") }
                return AnimationKind.of(Expression(file: definitionFile, first: definition.first, last: definition.last), index: index, depth: depth + 1)
            }
            if case .unresolved = kind { return .unresolved(path.names.joined(separator: ".")) }
            kinds.append(kind)
        }
        return kinds.isEmpty ? .other : combine(kinds)
    }

    /// What a choice between animations does: it repeats if any branch repeats, else bounces if
    /// any bounces (so the gate covers every branch); a branch that cannot be resolved makes the
    /// whole unresolved; a branch that reads Reduce Motion leaves the rest to be plain curves.
    static func combine(_ kinds: [AnimationKind]) -> AnimationKind {
        if kinds.contains(.repeating) { return .repeating }
        if kinds.contains(.spring) { return .spring }
        for case .unresolved(let name) in kinds { return .unresolved(name) }
        if kinds.contains(.handled) { return .handled }
        return .other
    }

    /// Members that change an animation's timing but not whether it bounces or repeats.
    private static let timingMembers: Set<String> = ["delay", "speed", "repeatCount", "logicallyComplete"]

    /// Whether the tokens from `start` to the end of `value` are only `.delay(…)`-like calls.
    private static func isTimingChain(_ value: Expression, from start: Int) -> Bool {
        let file = value.file
        var index = start
        while index <= value.last {
            guard file.kind(index) == .dot, file.kind(index + 1) == .identifier, timingMembers.contains(file.text(index + 1)),
                  file.kind(index + 2) == .openParen else { return false }
            index = file.partner[index + 2] + 1
        }
        return true
    }
}

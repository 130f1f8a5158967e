/// A place that chooses an animation: `.animation(A…)`, `withAnimation(A) { }`,
/// `Transaction(animation: A)`, `binding.animation(A)` — or the same with A left out.
struct AnimationSite {
    /// Significant index of the name (`animation`, `withAnimation`, `Transaction`).
    let nameIndex: Int
    let description: String
    /// The animation argument, when written.
    let argument: Expression?
    /// When the argument is absent: where to insert it, and the text around it.
    let insertion: (offset: Int, prefix: String, suffix: String)?

    /// Every animation site of the file.
    static func all(in context: RuleContext) -> [AnimationSite] {
        let file = context.file
        var sites: [AnimationSite] = []
        for call in context.calls(named: ["animation"], styles: [.member]) {
            // A transition's own timing is the transition rule's business: a fade may keep its
            // curve, and a moving transition is replaced by `.opacity` as a whole.
            if context.isInsideArguments(of: "transition", call.nameIndex) { continue }
            if call.arguments.isEmpty {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'.animation()'", argument: nil,
                                           insertion: (file.token(call.open).end, "", "")))
            } else if let first = call.arguments.first, first.label == nil {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'.animation'",
                                           argument: Expression(file: file, first: first.first, last: first.last), insertion: nil))
            }
        }
        for call in context.calls(named: ["withAnimation"], styles: [.plain]) {
            guard let first = call.arguments.first else {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'withAnimation'", argument: nil,
                                           insertion: (file.token(call.open).end, "", "")))
                continue
            }
            if first.label == nil, file.kind(first.first) == .openBrace {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'withAnimation'", argument: nil,
                                           insertion: (file.token(first.first).start, "", ", ")))
            } else if first.label == nil {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'withAnimation'",
                                           argument: Expression(file: file, first: first.first, last: first.last), insertion: nil))
            }
        }
        // `withAnimation { … }`: a trailing closure and no parentheses.
        for index in 0..<file.count where file.kind(index) == .identifier && file.kind(index + 1) == .openBrace {
            guard file.isText(index, "withAnimation"), file.kind(index - 1) != .dot else { continue }
            sites.append(AnimationSite(nameIndex: index, description: "'withAnimation'", argument: nil,
                                       insertion: (file.token(index).end, "(", ")")))
        }
        for call in context.calls(named: ["Transaction"], styles: [.plain]) {
            guard let argument = call.arguments.first(where: { $0.label == "animation" }) else { continue }
            sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'Transaction(animation:)'",
                                       argument: Expression(file: file, first: argument.first, last: argument.last), insertion: nil))
        }
        return sites.sorted { $0.nameIndex < $1.nameIndex }
    }
}

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

    /// Members that make an animation a spring for POLICY §3.
    static let springMembers: Set<String> = ["spring", "interpolatingSpring", "interactiveSpring", "bouncy", "snappy", "default"]

    static func of(_ value: Expression, index: ProjectIndex, depth: Int = 0) -> AnimationKind {
        let file = value.file
        if value.mentionsReduceMotion(propertyName: nil) { return .handled }
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
        let owner: String? = path.names.count >= 2 && path.names[path.names.count - 2] != "self" ? path.names[path.names.count - 2] : nil
        var definitions: [NamedDefinition]
        if let owner {
            definitions = index.definitionsByOwner["\(owner).\(name)"] ?? []
        } else if file.kind(value.first) == .dot {
            definitions = index.definitionsByOwner["Animation.\(name)"] ?? []
        } else {
            definitions = index.definitions[name] ?? []
        }
        guard !definitions.isEmpty else {
            // A bare timing-curve member like `.easeInOut` is not a name to resolve.
            if file.kind(value.first) == .dot || path.names.first == "Animation" { return .other }
            return .unresolved(path.names.joined(separator: "."))
        }
        var result: AnimationKind? = nil
        for definition in definitions {
            let definitionFile = index.files[definition.file].file
            let kind = index.cachedKind(of: definition) {
                AnimationKind.of(Expression(file: definitionFile, first: definition.first, last: definition.last), index: index, depth: depth + 1)
            }
            if case .unresolved = kind { return .unresolved(path.names.joined(separator: ".")) }
            if let previous = result, previous != kind { return .unresolved(path.names.joined(separator: ".")) }
            result = kind
        }
        return result ?? .other
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

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
    /// What the animation drives (docs/BEHAVIOUR.md "Nothing may still move"): the names its `value:` reads,
    /// or that its `withAnimation` closure assigns, with the literal assigned where there is one.
    var driven: [String: String?] = [:]
    /// Functions the `withAnimation` closure calls (the host's methods assign in its name).
    var calledFunctions: Set<String> = []
    /// For `withAnimation`: the names methods are called on in its closure (`model` in
    /// `model.toggleSection(x)`), which may be the host's properties.
    var calledOn: Set<String> = []
    /// For `.animation(_, value:)`: the members its value reads of each name when it reads only
    /// members of it (`category` for `value: model.category`).
    var drivenMembers: [String: Set<String>] = [:]
    /// Whether the `withAnimation` closure scrolls (`proxy.scrollTo(…)`), which moves the page.
    var scrolls = false
    /// Whether `.animation(A, value: v)` names its value (without it, it animates every change).
    var hasValue = false
    /// For `.animation(…)`: the first significant index of the view chain it is applied to; it
    /// animates only what that chain (and the views inside it) reads.
    var chainStart: Int?
    /// What "no animation" is written as here: `nil`, or `.linear(duration: 0)` where the
    /// `.animation(…)` belongs to a value built in a closure (`customize: { $0.animation(.spring()) }`),
    /// whose parameter may not be optional.
    var instant = "nil"

    init(nameIndex: Int, description: String, argument: Expression?, insertion: (offset: Int, prefix: String, suffix: String)?) {
        self.nameIndex = nameIndex
        self.description = description
        self.argument = argument
        self.insertion = insertion
    }

    /// Every animation site of the file, with what its animation does (`AnimationKind`): what
    /// the rules start from, found once per file from its structure and facts alone (so another
    /// core may find it ahead of the rules, `HostFactsAhead`).
    static func allWithKinds(in structure: FileStructure, facts: FileFacts, index: ProjectIndex) -> [(site: AnimationSite, kind: AnimationKind?)] {
        all(in: structure, facts: facts).map { site in
            (site, site.argument.map { argument in
                AnimationKind.of(argument, index: index) { name in
                    AnimationKind.resolvedLocally(name, at: site.nameIndex, in: structure, facts: facts, index: index)
                }
            })
        }
    }

    /// Every animation site of the file.
    static func all(in structure: FileStructure, facts: FileFacts) -> [AnimationSite] {
        let file = structure.file
        var sites: [AnimationSite] = []
        for call in structure.calls(named: ["animation"], styles: [.member]) {
            // A transition's own timing is the transition rule's business: a fade may keep its
            // curve, and a moving transition is replaced by `.opacity` as a whole.
            if file.isInsideArguments(of: "transition", call.nameIndex) { continue }
            // `.opacity.animation(…)`, `AnyTransition.move(…).animation(…)`: a transition's timing too.
            if let root = file.chainRoot(ofMemberCall: call.nameIndex), file.kind(root - 1) == .dot || file.isIdentifier(root, "AnyTransition") { continue }
            if call.arguments.isEmpty {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'.animation()'", argument: nil,
                                           insertion: (file.token(call.open).end, "", "")))
            } else if let first = call.arguments.first, first.label == nil {
                var site = AnimationSite(nameIndex: call.nameIndex, description: "'.animation'",
                                         argument: Expression(file: file, first: first.first, last: first.last), insertion: nil)
                if isOnClosureParameter(call, in: file, facts: facts) { site.instant = ".linear(duration: 0)" }
                sites.append(site)
            }
        }
        for call in structure.calls(named: ["withAnimation"], styles: [.plain]) {
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
            // `if withAnimation { … }`: a Bool named like the function, tested.
            if file.isIdentifier(index - 1, "if") || file.isIdentifier(index - 1, "while") || file.isIdentifier(index - 1, "guard")
                || (file.kind(index - 1) == .operator && !file.isText(index - 1, "=")) { continue }
            sites.append(AnimationSite(nameIndex: index, description: "'withAnimation'", argument: nil,
                                       insertion: (file.token(index).end, "(", ")")))
        }
        for call in structure.calls(named: ["Transaction"], styles: [.plain]) {
            guard let argument = call.arguments.first(where: { $0.label == "animation" }) else { continue }
            sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'Transaction(animation:)'",
                                       argument: Expression(file: file, first: argument.first, last: argument.last), insertion: nil))
        }
        // The provenance pass runs only for a file that animates something.
        guard !sites.isEmpty else { return [] }
        return sites.sorted { $0.nameIndex < $1.nameIndex }.map { site in
            var site = site
            site.findDriven(in: structure, facts: facts)
            return site
        }
    }

    /// Fills in what the animation drives.
    private mutating func findDriven(in structure: FileStructure, facts: FileFacts) {
        let file = structure.file
        if file.isText(nameIndex, "withAnimation") {
            guard let brace = AnimationSite.closure(ofWithAnimationAt: nameIndex, in: file) else { return }
            let close = file.partner[brace]
            for assignment in ValueSources.slice(facts.assignments, by: { $0.index }, from: brace, to: close) {
                driven.updateValue(assignment.literal, forKey: assignment.root)
            }
            for index in brace..<close where file.kind(index) == .identifier && file.kind(index + 1) == .openParen {
                if file.isText(index, "scrollTo") { scrolls = true }
                // Methods of values (`isOn.toggle()`, `items.append(x)`) are writes, found above;
                // plain calls may be the host's methods, which assign in its name.
                if file.kind(index - 1) == .dot, !file.isIdentifier(index - 2, "self") {
                    if index >= brace + 3, file.kind(index - 2) == .identifier, file.kind(index - 3) != .dot { calledOn.insert(file.text(index - 2)) }
                    continue
                }
                calledFunctions.insert(file.text(index))
            }
            return
        }
        if file.isText(nameIndex, "animation") {
            chainStart = file.chainRoot(ofMemberCall: nameIndex)
            // `.applyIf(flag) { view in view.animation(A, value: v) }`: the view is the chain the
            // helper is applied to, whose reads the animation reaches.
            if let start = chainStart, let outer = AnimationSite.outerChain(ofClosureParameterAt: start, in: file, facts: facts) { chainStart = outer }
        }
        if let call = structure.call(at: nameIndex),
           let value = call.arguments.first(where: { $0.label == "value" }) {
            // `value: UUID()` (or `Date()`) is new at every update: it animates every change, as
            // `.animation(A)` without a value does.
            let changesEveryUpdate = value.last == value.first + 2 && file.kind(value.first + 1) == .openParen
                && (file.isIdentifier(value.first, "UUID") || file.isIdentifier(value.first, "Date"))
            hasValue = !changesEveryUpdate
            for name in Expression(file: file, first: value.first, last: value.last).readNames() { driven.updateValue(nil, forKey: name) }
            drivenMembers = AnimationSite.membersRead(in: value.first...value.last, of: Set(driven.keys), file: file)
        }
        // `$isOn.animation(…)` / `isOn.animation(…)` on a binding (which takes no `value:`).
        if !hasValue, file.kind(nameIndex - 1) == .dot, file.kind(nameIndex - 2) == .identifier, file.kind(nameIndex - 3) != .dot {
            var name = file.text(nameIndex - 2)
            if name.hasPrefix("$") { name.removeFirst() }
            driven.updateValue(nil, forKey: name)
        }
    }

    /// For each of `names` read in `range` only as `name.member` (never whole), its members.
    static func membersRead(in range: ClosedRange<Int>, of names: Set<String>, file: SourceFile) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        var whole: Set<String> = []
        for index in range where file.kind(index) == .identifier && file.kind(index - 1) != .dot {
            var name = file.text(index)
            if name == "self", file.kind(index + 1) == .dot, index + 2 <= range.upperBound { continue }
            if name.hasPrefix("$") { name.removeFirst() }
            guard names.contains(name) else { continue }
            if let member = file.memberIndex(after: index), member <= range.upperBound {
                members[name, default: []].insert(file.text(member))
            } else {
                whole.insert(name)
            }
        }
        for name in whole { members[name] = nil }
        return members
    }

    /// Whether the chain `.animation(…)` is called on starts at a closure's parameter (`$0.type(.toast)
    /// .animation(.spring())`, `params.animation(…)`): a configuration value, not a view.
    /// For a chain that starts at the parameter of a closure handed to a modifier (`.applyIf(c) {
    /// view in view… }`, `{ $0… }`), the first index of the chain that modifier is applied to.
    static func outerChain(ofClosureParameterAt start: Int, in file: SourceFile, facts: FileFacts) -> Int? {
        // `$1` and on are the closure's other arguments, not the view.
        if file.text(start).hasPrefix("$"), !file.isText(start, "$0") { return nil }
        guard let closure = closure(ofParameterAt: start, in: file, facts: facts), let owner = file.callName(owning: closure),
              file.kind(owner - 1) == .dot else { return nil }
        return file.chainRoot(ofMemberCall: owner)
    }

    private static func isOnClosureParameter(_ call: CallSite, in file: SourceFile, facts: FileFacts) -> Bool {
        guard let root = file.chainRoot(ofMemberCall: call.nameIndex) else { return false }
        return closure(ofParameterAt: root, in: file, facts: facts) != nil
    }

    /// The `{` of the closure whose parameter the identifier at `index` is (`$0`, or a name the
    /// closure declares: `{ view in view… }`), or nil when it is no closure's parameter.
    private static func closure(ofParameterAt index: Int, in file: SourceFile, facts: FileFacts) -> Int? {
        guard file.kind(index) == .identifier else { return nil }
        let name = file.text(index)
        if name.hasPrefix("$"), name.dropFirst().first?.isNumber == true {
            var open = file.enclosing[index]
            while open >= 0, file.kind(open) != .openBrace { open = file.enclosing[open] }
            return open >= 0 ? open : nil
        }
        return (facts.locals[name] ?? []).first { local in
            guard case .closureParameter = local.kind else { return false }
            return local.block < index && index < file.partner[local.block]
        }?.block
    }

    /// The `{` of the closure the `withAnimation` named at `name` runs.
    static func closure(ofWithAnimationAt name: Int, in file: SourceFile) -> Int? {
        if file.kind(name + 1) == .openBrace { return name + 1 }
        guard file.kind(name + 1) == .openParen else { return nil }
        let close = file.partner[name + 1]
        if file.kind(close + 1) == .openBrace { return close + 1 }
        var index = name + 2
        while index < close {
            if file.kind(index) == .openBrace, file.enclosing[index] == name + 1 { return index }
            if let kind = file.kind(index), kind == .openParen || kind == .openBracket { index = file.partner[index] }
            index += 1
        }
        return nil
    }
}

extension SourceFile {
    /// The first significant index of the postfix chain a `.name(…)` member call belongs to
    /// (`Text` in `Text("a")\n.offset(y: 2)\n.animation(…)`, `VStack` in `VStack { … }.animation(…)`).
    func chainRoot(ofMemberCall nameIndex: Int) -> Int? {
        guard kind(nameIndex - 1) == .dot else { return nil }
        var cursor = nameIndex - 2
        var steps = 0
        while cursor >= 0, steps < 400 {
            steps += 1
            switch kind(cursor)! {
            case .closeParen, .closeBracket, .closeBrace:
                guard partner[cursor] >= 0 else { return nil }
                cursor = partner[cursor] - 1
            case .identifier:
                if kind(cursor - 1) == .dot, cursor >= 2, CallScanner(file: self).endsExpression(cursor - 2) {
                    cursor -= 2
                    continue
                }
                // `hasAttribute(bouncy)` in `#if hasAttribute(bouncy)` inside the chain: a condition, not the root.
                if let directive = directive(endingLineAt: cursor), let before = chainBefore(directive: directive) {
                    cursor = before
                    continue
                }
                return cursor
            case .pound:
                // `#else`, `#endif` between the modifiers of one chain (`.animation(A) #else .animation(B) #endif`).
                guard let before = chainBefore(directive: cursor) else { return cursor + 1 <= nameIndex ? cursor + 1 : nil }
                cursor = before
            default:
                return cursor + 1 <= nameIndex ? cursor + 1 : nil
            }
        }
        return nil
    }

    /// The `#if`/`#elseif` whose condition runs on the line up to `index`, if any.
    private func directive(endingLineAt index: Int) -> Int? {
        var cursor = index
        var steps = 0
        while cursor > 0, steps < 16, !hasLineBreak(between: cursor - 1, and: cursor) {
            steps += 1
            cursor -= 1
            if kind(cursor) == .pound { return isText(cursor, "#if") || isText(cursor, "#elseif") ? cursor : nil }
        }
        return nil
    }

    /// Where a chain continues before the directive at `directive` when the directive sits
    /// inside it (a `.` call follows it): before its `#if` for `#else`/`#elseif`/`#endif` (the
    /// branches before are skipped), before itself for `#if`; nil for any other.
    private func chainBefore(directive: Int) -> Int? {
        guard kind(directive + 1) == .dot || isText(directive, "#if") || isText(directive, "#elseif") else { return nil }
        if isText(directive, "#if") { return directive - 1 }
        guard isText(directive, "#else") || isText(directive, "#elseif") || isText(directive, "#endif") else { return nil }
        var depth = 0
        var cursor = directive - 1
        var steps = 0
        while cursor >= 0, steps < 400 {
            steps += 1
            if kind(cursor) == .pound {
                if isText(cursor, "#endif") { depth += 1 } else if isText(cursor, "#if") {
                    if depth == 0 { return cursor - 1 }
                    depth -= 1
                }
            }
            cursor -= 1
        }
        return nil
    }
}

/// The reads an animation site animates: `.animation(A, value: v)` those of its own chain and of
/// the views the host builds for it in a method or computed property the chain calls; a
/// transaction (`withAnimation`, `.animation(A)`) every read except those in a chain of this file
/// with its own `.animation(_, value:)` of the state, which overrides the transaction there, and
/// for `withAnimation` those under an `.animation(A)` without `value:`, which overrides it too.
struct AnimationReach {
    /// `.animation(A, value:)`'s chain, from its first token to the modifier; nil for a transaction.
    let scope: ClosedRange<Int>?
    private let builtIn: [ClosedRange<Int>]
    private let isWithAnimation: Bool
    private let context: RuleContext

    init(_ site: AnimationSite, host: HostInfo, context: RuleContext) {
        scope = site.hasValue ? site.chainStart.map { $0...site.nameIndex } : nil
        builtIn = (scope.map { context.viewBuildingBodies(calledIn: $0, host: host) } ?? [])
            + (scope.map { AnimationReach.containerArguments(around: $0.lowerBound, in: context.file) } ?? [])
        isWithAnimation = site.chainStart == nil
        self.context = context
    }

    /// For a chain's `.animation(_, value:)`: whether the views it animates are all SwiftUI's own
    /// (no custom view, which might observe a model through the environment).
    var drawsOnlySystemViews: Bool {
        guard let scope else { return false }
        let file = context.file
        for range in [scope] + builtIn {
            for index in range where file.kind(index) == .identifier && file.kind(index - 1) != .dot {
                guard file.kind(index + 1) == .openParen || file.kind(index + 1) == .openBrace,
                      let first = file.text(index).unicodeScalars.first, CharacterClass.isUppercase(first) else { continue }
                if !AnimationReach.systemViews.contains(index, in: file) { return false }
            }
        }
        return true
    }

    /// SwiftUI's views, shapes and value types that a chain may build.
    static let systemViews = IdentifierSet([
        "Text", "Image", "Label", "HStack", "VStack", "ZStack", "Group", "Button", "Spacer", "Color", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Ellipse", "ProgressView", "ForEach", "List", "ScrollView", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Toggle", "Picker", "Slider", "Stepper", "Divider", "Section", "Form",
        "NavigationLink", "Menu", "GeometryReader", "ViewThatFits", "AnyView", "EmptyView", "TextField", "SecureField", "Gauge",
        "Canvas", "ContentUnavailableView", "ShareLink", "Link", "AsyncImage", "Path", "LinearGradient", "RadialGradient",
        "AngularGradient", "CGFloat", "Double", "Int", "CGSize", "CGPoint", "CGRect", "Angle", "UnitPoint", "EdgeInsets", "String",
        "Font", "GridItem", "Array", "Set", "Optional", "Bool", "Float", "LocalizedStringKey", "Binding",
    ])

    /// The arguments of the stacks the chain starting at `start` sits in, up to two out
    /// (`VStack(alignment: flipped ? .leading : .trailing) { Square().animation(…, value: flipped) }`):
    /// the animated view moves where they place it.
    static func containerArguments(around start: Int, in file: SourceFile) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var open = file.enclosing[start]
        var steps = 0
        while open >= 0, steps < 2, file.kind(open) == .openBrace, let call = file.callName(owning: open),
              AnimationReach.stacks.contains(call, in: file) {
            steps += 1
            if file.kind(call + 1) == .openParen, file.partner[call + 1] > call + 2 { ranges.append((call + 2)...(file.partner[call + 1] - 1)) }
            open = file.enclosing[call]
        }
        return ranges
    }

    /// The stacks whose arguments (alignment, spacing) place the views inside them.
    static let stacks = IdentifierSet(["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "GridRow"])

    /// Whether the site animates `read`, a read of `name`.
    func reaches(_ read: ReadSite, of name: String) -> Bool {
        read.file == context.fileIndex ? reaches(index: read.index, of: name) : scope == nil
    }

    /// Whether the site animates what the token at `index` of this file reads of `name`.
    func reaches(index: Int, of name: String) -> Bool {
        if let scope { return scope.contains(index) || builtIn.contains { $0.contains(index) } }
        if context.animationOverrides[name]?.contains(where: { $0.contains(index) }) == true { return false }
        return !(isWithAnimation && context.everyChangeAnimated[index])
    }
}

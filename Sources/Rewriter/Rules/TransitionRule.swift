/// docs/BEHAVIOUR.md "Transitions": insertion and removal slide, zoom or push; under Reduce Motion they fade.
public struct TransitionRule: Rule {
    public static let description = RuleDescription(
        id: "transition",
        summary: "Replaces a moving transition with .opacity when Reduce Motion is on.",
        examples: [
            RuleExample("Banner().transition(.move(edge: .top))", "Banner().transition(reduceMotion ? .opacity : .move(edge: .top))"),
            RuleExample("Banner().transition(.scale.animation(.spring().delay(0.2)))",
                        "Banner().transition(reduceMotion ? .opacity.animation(.spring().delay(0.2)) : .scale.animation(.spring().delay(0.2)))"),
            RuleExample("Banner().transition(.scale.combined(with: .opacity))",
                        "Banner().transition(reduceMotion ? .opacity : .scale.combined(with: .opacity))"),
            RuleExample("Banner().transition(.blurReplace)", "Banner().transition(reduceMotion ? .opacity : AnyTransition(.blurReplace))"),
            RuleExample("Banner().transition(.scale(0.5).combined(with: .opacity))",
                        "Banner().transition(reduceMotion ? .opacity : AnyTransition(.scale(0.5).combined(with: .opacity)))"),
            // A new identity inserts the view anew, in a stack too.
            RuleExample("HStack { Text(title).id(title).transition(.slide) }",
                        "HStack { Text(title).id(title).transition(reduceMotion ? .opacity : .slide) }"),
        ],
        untouched: [
            "Banner().transition(.opacity)",
            "Banner().transition(.opacity.combined(with: .identity))",
            "Banner().transition(.asymmetric(insertion: .opacity, removal: .identity))",
            // An imperceptible zoom (often used only to keep a matched geometry alive) moves nothing.
            "Banner().transition(.asymmetric(insertion: .scale(scale: 1), removal: .scale(scale: 0.999999)))",
            // Always there while its stack is, the icon is never inserted on its own: it never plays.
            "HStack { Image(systemName: \"bell\").transition(.scale) }",
        ])

    /// `AnyTransition` members (iOS 13–16), which keep the ternary in `AnyTransition`.
    static let anyTransitionMembers: Set<String> = ["opacity", "identity", "slide", "scale", "move", "offset", "push", "asymmetric", "modifier"]
    /// Names that may appear in a transition that only fades.
    static let fadeOnlyNames: Set<String> = ["opacity", "identity", "combined", "with", "asymmetric", "insertion", "removal", "AnyTransition"]

    public init() {}

    public func apply(_ context: RuleContext) {
        let rule = Self.description.id
        for call in context.calls(named: ["transition"], styles: [.member, .plain]) {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { continue }
            // `label.transition([.fadeOut, .scale(0.75)])`: a UIKit library's (Material's Motion),
            // never SwiftUI's, which takes one transition.
            if context.file.kind(argument.first) == .openBracket { continue }
            if call.style == .plain, case .host = context.placement(at: call.nameIndex) { continue }
            // `func transition(_ account:)` and its calls in a model: the type's own method.
            if call.style == .plain, !isInViewExtension(call.nameIndex, context: context) { continue }
            let value = Expression(file: context.file, first: argument.first, last: argument.last)
            if isFadeOnly(value) || namesAFade(value, context: context) {
                // Nothing moves; noted (`--verbose`, and the audit lists every transition).
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .fadeOnly, message: "'.transition' only fades: left as it is")
                }
                continue
            }
            let root = call.style == .member ? context.file.chainRoot(ofMemberCall: call.nameIndex) : nil
            // On a scene (`some Scene`: a window group, a document group) `.transition` is a
            // window's animation behaviour, not an `AnyTransition`: `.opacity` would not compile.
            if let root, isOnAScene(root, context: context) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .sceneTransition,
                                   message: "'.transition' on a scene is not a view's transition (the system animates windows): left as it is")
                }
                continue
            }
            // On a view always present in its container (a stack's child, a button's label), the
            // transition never runs: there is nothing to fade instead.
            if let root, !context.viewInsertion.transitionMayPlay(onChainAt: root, inFile: context.fileIndex) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .neverPlays,
                                   message: "'.transition' never plays: the view it is on is always there while its container is; left as it is")
                }
                continue
            }
            // Shown and hidden by the view's own state, which no animation changes: the view comes
            // and goes at once, and the transition never plays (unless it carries its own timing).
            if case .host(let placed) = context.placement(at: call.nameIndex), !containsAnimation(value), !value.mentionsReduceMotion(propertyName: nil),
               context.insertionIsNeverAnimated(call.nameIndex, host: placed) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .neverAnimated,
                                   message: "'.transition' never plays under Reduce Motion: no animation, or only one that already reads the setting, changes the state that shows the view; left as it is")
                }
                continue
            }
            guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: "'.transition'") else { continue }
            let message = "'.transition' moves the view in or out: fade instead when Reduce Motion is on"
            // A transition that carries its own timing (`….animation(.spring().delay(0.3))`) fades
            // with the same timing, so the view still fades in when nothing else animates it.
            let fade = ".opacity" + animationTail(of: value)
            switch kind(of: value, context: context) {
            case .anyTransition:
                context.gate(value, site: call.nameIndex, neutral: fade, rule: rule, host: host, message: message)
            case .transitionOnly:
                context.recordFix(site: call.nameIndex, rule: rule, review: false, message: message)
                let range = value.byteRange
                context.insert("\(host.propertyName) ? .opacity : AnyTransition(", at: range.lowerBound, rule: rule, host: host)
                context.insert(")", at: range.upperBound, rule: rule, host: host)
            case .unknown:
                context.gate(value, site: call.nameIndex, neutral: fade, rule: rule, host: host, review: true,
                             message: "'.transition' of a type motionfix cannot see (assumed AnyTransition): fade instead when Reduce Motion is on")
            }
        }
    }

    /// Scene types whose content closure holds views (a transition there is a view's).
    private static let sceneContentCalls = IdentifierSet(["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra",
                                                          "UtilityWindow", "ImmersiveSpace", "NSDocumentGroup"])

    /// Whether a `transition(…)` without a receiver sits where `self` is a view: in an
    /// `extension View` (or of a type declared a view), or outside every type.
    private func isInViewExtension(_ site: Int, context: RuleContext) -> Bool {
        if context.file.isIdentifier(site - 1, "func") { return false }
        guard let typeIndex = context.structure.innermostType(containing: site) else { return true }
        let type = context.structure.types[typeIndex]
        return type.name == "View" || type.conformances.contains("View") || type.conformances.contains("ViewModifier")
    }

    /// Whether the chain starting at `root` is a scene: it sits in the body of a member declared
    /// as a `Scene` (`var body: some Scene`, a `@SceneBuilder`), outside every scene's content closure.
    private func isOnAScene(_ root: Int, context: RuleContext) -> Bool {
        let file = context.file
        var open = file.enclosing[root]
        var steps = 0
        while open >= 0, steps < 64 {
            steps += 1
            if context.facts.memberBody(openingAt: open) != nil { return declaresScene(bodyOpen: open, in: file) }
            if file.kind(open) == .openBrace, let call = file.callName(owning: open), Self.sceneContentCalls.contains(call, in: file) { return false }
            open = file.enclosing[open]
        }
        return false
    }

    /// Whether the member whose body opens at `open` is declared as a scene (`some Scene`,
    /// `@SceneBuilder`), read back from its `{` to its keyword.
    private func declaresScene(bodyOpen open: Int, in file: SourceFile) -> Bool {
        var index = open - 1
        var steps = 0
        while index >= 0, steps < 32, file.kind(index) != .openBrace, file.kind(index) != .closeBrace {
            steps += 1
            if file.isIdentifier(index, "Scene") || file.isText(index, "@SceneBuilder") { return true }
            if file.isIdentifier(index, "var") || file.isIdentifier(index, "func") {
                // The attributes before the keyword.
                var attribute = index - 1
                while attribute >= 0, file.kind(attribute) == .attribute || file.kind(attribute) == .identifier, steps < 32 {
                    steps += 1
                    if file.isText(attribute, "@SceneBuilder") { return true }
                    attribute -= 1
                }
                return false
            }
            index -= 1
        }
        return false
    }

    /// The trailing `.animation(…)` of a transition chain, as written, or "".
    func animationTail(of value: Expression) -> String {
        let file = value.file
        guard file.kind(value.last) == .closeParen else { return "" }
        let open = file.partner[value.last]
        guard open - 2 > value.first, file.isIdentifier(open - 1, "animation"), file.kind(open - 2) == .dot else { return "" }
        return file.text(bytes: file.byteRange(open - 2, value.last))
    }

    /// Whether the transition carries its own timing (`.move(edge: .top).animation(.spring())`).
    private func containsAnimation(_ value: Expression) -> Bool {
        (value.first...value.last).contains { value.file.isIdentifier($0, "animation") && value.file.kind($0 + 1) == .openParen }
    }

    /// Opacity, identity and combinations of only them (docs/BEHAVIOUR.md: untouched).
    func isFadeOnly(_ value: Expression) -> Bool {
        let file = value.file
        var index = value.first
        while index <= value.last {
            switch file.kind(index)! {
            case .identifier:
                // `.animation(…)` on a transition changes timing, not movement.
                if file.isText(index, "animation"), file.kind(index + 1) == .openParen {
                    index = file.partner[index + 1] + 1
                    continue
                }
                // `.scale(scale: 0.999)`: no perceptible zoom (docs/BEHAVIOUR.md §5: within 0.05 of 1).
                if file.isText(index, "scale"), file.kind(index + 1) == .openParen, isImperceptibleScale(open: index + 1, in: file) {
                    index = file.partner[index + 1] + 1
                    continue
                }
                // `.modifier(active: Nudge(scale: 0.99), identity: Nudge(scale: 1))`: the same
                // modifier, its numbers within 0.05 of each other: nothing perceptible moves.
                if file.isText(index, "modifier"), file.kind(index + 1) == .openParen, isImperceptibleModifier(open: index + 1, in: file) {
                    index = file.partner[index + 1] + 1
                    continue
                }
                if !Self.fadeOnlyNames.contains(file.text(index)) { return false }
            case .dot, .openParen, .closeParen, .comma, .colon:
                break
            default:
                return false
            }
            index += 1
        }
        return true
    }

    /// Whether the transition is a name (`.noTransition`, `Fades.soft`, `Self.transition`, a
    /// property of the view) whose every definition in the run only fades
    /// (`static let noTransition = AnyTransition.identity`, a getter whose every `return` fades).
    func namesAFade(_ value: Expression, context: RuleContext) -> Bool {
        guard let path = value.namePath, let name = path.last else { return false }
        let enclosingType = context.structure.innermostType(containing: value.first).map { context.structure.types[$0].name }
        var owner = path.count >= 2 ? path[path.count - 2] : nil
        if owner == "Self" || owner == "self" { owner = enclosingType }
        var definitions = owner.map { context.index.definitions(named: name, ownedBy: ProjectIndex.lastComponent(of: $0)) }
            ?? context.index.definitions(named: name, ownedBy: "AnyTransition") + context.index.definitions(named: name, ownedBy: "Transition")
        if owner == nil, value.file.kind(value.first) != .dot, let enclosingType {
            definitions += context.index.definitions(named: name, ownedBy: ProjectIndex.lastComponent(of: enclosingType))
        }
        guard !definitions.isEmpty else { return false }
        return definitions.allSatisfy { definition in
            guard let file = context.index.structure(definition.file)?.file else { return false }
            let body = Expression(file: file, first: definition.first, last: definition.last)
            let returned = returnedValues(in: body)
            return !returned.isEmpty && returned.allSatisfy { value in
                // `AnyTransition.identity` / `.opacity`: drop the type in front.
                if file.isIdentifier(value.first, "AnyTransition"), file.kind(value.first + 1) == .dot, value.first + 1 < value.last {
                    return isFadeOnly(Expression(file: file, first: value.first + 1, last: value.last))
                }
                return isFadeOnly(value)
            }
        }
    }

    /// The values a definition gives: itself, or in a getter of statements the value of each
    /// `return` (up to the brace, `#` line or statement that ends it).
    private func returnedValues(in body: Expression) -> [Expression] {
        let file = body.file
        // `var x: AnyTransition { get { … } }`: the getter's statements.
        if file.isIdentifier(body.first, "get"), file.kind(body.first + 1) == .openBrace, file.partner[body.first + 1] == body.last,
           body.last - 1 > body.first + 1 {
            return returnedValues(in: Expression(file: file, first: body.first + 2, last: body.last - 1))
        }
        guard (body.first...body.last).contains(where: { file.isIdentifier($0, "return") }) else { return [body] }
        var values: [Expression] = []
        var index = body.first
        while index <= body.last {
            guard file.isIdentifier(index, "return") else { index += 1; continue }
            var end = index + 1
            while end <= body.last {
                switch file.kind(end)! {
                case .openParen, .openBracket, .openBrace:
                    end = max(end, file.partner[end]) + 1
                    continue
                case .closeBrace, .pound:
                    break
                case .identifier where ["return", "let", "var", "if", "guard", "switch", "case", "default"].contains(file.text(end)):
                    break
                default:
                    end += 1
                    continue
                }
                break
            }
            guard end - 1 > index else { return [] }
            values.append(Expression(file: file, first: index + 1, last: end - 1))
            index = end
        }
        return values
    }

    /// Whether the scale call's first argument is a literal within 0.05 of 1.
    private func isImperceptibleScale(open: Int, in file: SourceFile) -> Bool {
        var first = open + 1
        if file.isIdentifier(first, "scale"), file.kind(first + 1) == .colon { first += 2 }
        guard file.kind(first) == .number, let factor = Double(file.text(first)) else { return false }
        let next = file.kind(first + 1)
        return abs(factor - 1) <= 0.05 && (next == .closeParen || next == .comma)
    }

    /// Whether `(active: T(…), identity: T(…))` opening at `open` builds the same modifier twice
    /// with the same labels, each pair of arguments the same text or numbers within 0.05.
    private func isImperceptibleModifier(open: Int, in file: SourceFile) -> Bool {
        let close = file.partner[open]
        guard close > open, file.isIdentifier(open + 1, "active"), file.kind(open + 2) == .colon,
              file.kind(open + 3) == .identifier, file.kind(open + 4) == .openParen else { return false }
        let activeClose = file.partner[open + 4]
        guard activeClose > open + 4, file.kind(activeClose + 1) == .comma, file.isIdentifier(activeClose + 2, "identity"),
              file.kind(activeClose + 3) == .colon, file.text(activeClose + 4) == file.text(open + 3),
              file.kind(activeClose + 5) == .openParen, file.partner[activeClose + 5] == close - 1 else { return false }
        let active = Array((open + 5)..<activeClose), identity = Array((activeClose + 6)..<(close - 1))
        guard active.count == identity.count, !active.isEmpty else { return false }
        return zip(active, identity).allSatisfy { a, b in
            guard file.text(a) != file.text(b) else { return true }
            guard file.kind(a) == .number, file.kind(b) == .number, let x = Double(file.text(a)), let y = Double(file.text(b)) else { return false }
            return abs(x - y) <= 0.05
        }
    }

    enum TransitionKind { case anyTransition, transitionOnly, unknown }

    private func kind(of value: Expression, context: RuleContext) -> TransitionKind {
        let file = value.file
        if containsTransitionOnlyMember(value, context: context) { return .transitionOnly }
        if let member = value.leadingMember(typeNames: ["AnyTransition"]) {
            if Self.anyTransitionMembers.contains(member) { return .anyTransition }
            let owners = owners(of: member, context: context)
            if owners.contains("AnyTransition") { return .anyTransition }
            return .unknown
        }
        if file.isIdentifier(value.first, "AnyTransition") { return .anyTransition }
        if file.kind(value.first) == .identifier, file.kind(value.first + 1) == .openParen,
           let scalar = file.text(value.first).unicodeScalars.first, CharacterClass.isUppercase(scalar) {
            return .transitionOnly
        }
        return .unknown
    }

    /// Whether some implicit member of the transition exists only on the iOS 17 `Transition`
    /// protocol (`.blurReplace`, `.scale(0.5)`, statics declared in `extension Transition`), so
    /// the expression has no `AnyTransition` spelling.
    private func containsTransitionOnlyMember(_ value: Expression, context: RuleContext) -> Bool {
        let file = value.file
        var index = value.first
        while index <= value.last {
            if file.isIdentifier(index, "animation"), file.kind(index + 1) == .openParen {
                index = file.partner[index + 1] + 1
                continue
            }
            if file.kind(index) == .dot, file.kind(index + 1) == .identifier, !CallScanner(file: file).endsExpression(index - 1) || index == value.first {
                let name = file.text(index + 1)
                if ["blurReplace", "symbolEffect"].contains(name) { return true }
                if name == "scale", file.kind(index + 2) == .openParen, file.kind(index + 3) != .closeParen,
                   !(file.kind(index + 3) == .identifier && file.kind(index + 4) == .colon) {
                    return true
                }
                let owners = owners(of: name, context: context)
                if owners.contains("Transition"), !owners.contains("AnyTransition") { return true }
            }
            index += 1
        }
        return false
    }

    private func owners(of member: String, context: RuleContext) -> Set<String> {
        Set((context.index.definitions[member] ?? []).map(\.owner)).union(context.index.staticFunctionOwners[member] ?? [])
    }

}

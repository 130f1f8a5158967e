/// docs/BEHAVIOUR.md §3: motion APIs with no safe automatic rewrite, reported for a person.
public struct ManualMotionRule: Rule {
    public static let description = RuleDescription(
        id: "manual-motion",
        summary: "Reports motion APIs that need a person's decision (keyframe animator views, matched geometry, scroll transitions, visual effects and zoom navigation transitions).",
        examples: [],
        untouched: [
            "KeyframeAnimator(initialValue: 1.0) { scale in Heart().scaleEffect(scale) } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }",
        ])

    private static let advice: [String: (message: String, suggestion: String)] = [
        "matchedGeometryEffect": ("'.matchedGeometryEffect' flies a view between places", "skip the effect (or the animation that drives it) when reduceMotion is on"),
        "scrollTransition": ("'.scrollTransition' moves views while scrolling", "use the .identity configuration, or return the content unchanged, when reduceMotion is on"),
        "visualEffect": ("'.visualEffect' may offset, scale or rotate a view", "leave geometry unchanged when reduceMotion is on"),
        "navigationTransition": ("'.navigationTransition' zooms between screens", "apply .automatic in an if branch when reduceMotion is on"),
    ]

    private static let advisedNames = Array(advice.keys)
    private static let advisedNameSet = IdentifierSet(Set(advice.keys))

    public init() {}

    public func apply(_ context: RuleContext) {
        let rule = Self.description.id
        let unpaired = Self.unpairedMatches(in: context)
        for call in context.calls(named: Self.advisedNames) {
            guard let advice = Self.advice[call.name] else { continue }
            if unpaired.contains(call.nameIndex) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .onlyAppearance,
                                   message: "'.matchedGeometryEffect' has no partner with its id in its namespace, so nothing flies: left as it is")
                }
                continue
            }
            if call.name == "navigationTransition", !context.file.text(bytes: context.file.byteRange(call.open, call.close)).contains("zoom") { continue }
            if call.name == "visualEffect", let closure = Self.closureRange(of: call, in: context.file), !Self.changesGeometry(in: closure, file: context.file) {
                noteAppearanceOnly(call.nameIndex, rule: rule, context: context)
                continue
            }
            report(call.nameIndex, message: advice.message, suggestion: advice.suggestion, rule: rule, context: context)
        }
        // The same modifiers written with a trailing closure only (`.scrollTransition { content, phase in … }`),
        // their names matched as bytes (a string made for every `.name {` of a file cost more).
        let file = context.file
        _ = Self.advisedNameSet.contains(in: file, range: 1..<max(1, file.count - 1)) { name, index in
            if file.kind(index + 1) == .openBrace, file.kind(index - 1) == .dot, let advice = Self.advice[name] {
                if name == "visualEffect", file.partner[index + 1] > index + 1, !Self.changesGeometry(in: (index + 1)...file.partner[index + 1], file: file) {
                    noteAppearanceOnly(index, rule: rule, context: context)
                    return false
                }
                report(index, message: advice.message, suggestion: advice.suggestion, rule: rule, context: context)
            }
            return false
        }
        // The animator views: their content closure is the animator's (never rewritten on its own).
        // `PhaseAnimator` is the phase-animator rule's.
        for call in context.calls(named: ["KeyframeAnimator"], styles: [.plain, .member]) where context.isAnimator(call.nameIndex) {
            let advice = Self.viewAdvice(call, file: context.file)
            report(call.nameIndex, message: advice.message, suggestion: advice.suggestion, rule: rule, context: context)
        }
    }

    /// The `matchedGeometryEffect` calls of the file that no other view can match: in a
    /// `@Namespace` the file declares and uses only in its `matchedGeometryEffect` calls (never
    /// handed to another view, whose views could be the partner), outside every `ForEach`, list,
    /// grid or `for` (whose rows repeat the call), and with a literal id no other call of that
    /// namespace spells, or as its only call. Found once per file.
    private static func unpairedMatches(in context: RuleContext) -> Set<Int> {
        let file = context.file
        let calls = context.calls(named: ["matchedGeometryEffect"])
        guard !calls.isEmpty else { return [] }
        var byNamespace: [String: [(call: Int, id: String?)]] = [:]
        for call in calls {
            guard let id = call.arguments.first(where: { $0.label == "id" }),
                  let space = call.arguments.first(where: { $0.label == "in" }), space.first == space.last,
                  file.kind(space.first) == .identifier else { continue }
            let literal = id.first == id.last && file.kind(id.first) == .string ? file.text(id.first) : nil
            byNamespace[file.text(space.first), default: []].append((call.nameIndex, literal))
        }
        // Every mention of each namespace name, and whether one declares it `@Namespace … var name`.
        var mentions: [String: Int] = [:]
        var declared: Set<String> = []
        for index in 1..<file.count where file.kind(index) == .identifier && byNamespace[file.text(index)] != nil {
            let name = file.text(index)
            mentions[name, default: 0] += 1
            if file.isIdentifier(index - 1, "var"), file.kind(index + 1) != .colon, isNamespaceAttribute(before: index - 1, in: file) {
                declared.insert(name)
            }
        }
        var unpaired: Set<Int> = []
        for (namespace, members) in byNamespace where declared.contains(namespace) && mentions[namespace] == members.count + 1 {
            for member in members where !isRepeated(member.call, in: file) {
                let alone = members.count == 1
                    || (member.id != nil && members.allSatisfy { $0.call == member.call || ($0.id != nil && $0.id != member.id) })
                if alone { unpaired.insert(member.call) }
            }
        }
        return unpaired
    }

    /// Whether `@Namespace` is among the attributes of the declaration whose `var` is at `keyword`.
    private static func isNamespaceAttribute(before keyword: Int, in file: SourceFile) -> Bool {
        var index = keyword - 1
        var steps = 0
        while index >= 0, steps < 6 {
            if file.text(index).hasSuffix("Namespace") { return true }
            if file.kind(index) != .identifier, file.kind(index) != .operator { return false }
            index -= 1
            steps += 1
        }
        return false
    }

    /// Whether the call sits in a builder that repeats its content (`ForEach`, a list, a grid) or
    /// in a `for` loop, up to its member.
    private static func isRepeated(_ call: Int, in file: SourceFile) -> Bool {
        var open = file.enclosing[call]
        var steps = 0
        while open >= 0, steps < 64 {
            steps += 1
            if file.kind(open) == .openBrace {
                if let owner = file.callName(owning: open), repeatingBuilders.contains(file.text(owner)) { return true }
                var back = open - 1
                while back >= 0, file.kind(back) != .openBrace, file.kind(back) != .closeBrace, file.kind(back) != .semicolon, open - back < 40 {
                    if file.isIdentifier(back, "for") { return true }
                    back -= 1
                }
            }
            open = file.enclosing[open]
        }
        return false
    }

    private static let repeatingBuilders: Set<String> = ["ForEach", "List", "LazyVGrid", "LazyHGrid", "Grid", "Table", "OutlineGroup", "LazyVStack", "LazyHStack"]

    /// What a `KeyframeAnimator(…)` view does, and what a person can do about it.
    private static func viewAdvice(_ call: CallSite, file: SourceFile) -> (message: String, suggestion: String) {
        let triggered = call.arguments.contains { $0.label == "trigger" }
        let repeating = call.arguments.first { $0.label == "repeating" }
        let loops = !triggered && (repeating.map { $0.first == $0.last && file.isIdentifier($0.first, "true") } ?? true)
        if loops {
            return ("'KeyframeAnimator' loops its keyframes for as long as it is shown",
                    "pass 'repeating: !reduceMotion', or keep the content at the initial value, when reduceMotion is on")
        }
        return (triggered ? "'KeyframeAnimator' plays its keyframes when its trigger changes" : "'KeyframeAnimator' plays its keyframes",
                "keep the content at the initial value when reduceMotion is on")
    }

    /// Modifiers of a `visualEffect` closure that move the content's pixels: without one, the
    /// effect only recolours, fades or blurs.
    private static let geometryModifiers = IdentifierSet(["offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "distortionEffect",
                                                         "layerEffect", "projectionEffect", "transformEffect", "position"])

    /// The tokens of the closure `call` takes (its trailing closure, else its arguments).
    private static func closureRange(of call: CallSite, in file: SourceFile) -> ClosedRange<Int>? {
        if let brace = call.trailingClosure, file.kind(brace) == .openBrace, file.partner[brace] > brace { return brace...file.partner[brace] }
        guard call.close > call.open else { return nil }
        return call.open...call.close
    }

    /// Whether a modifier that moves, scales or rotates the content is called in `range`.
    private static func changesGeometry(in range: ClosedRange<Int>, file: SourceFile) -> Bool {
        geometryModifiers.contains(in: file, range: range.lowerBound..<range.upperBound) { _, index in file.kind(index - 1) == .dot }
    }

    private func noteAppearanceOnly(_ site: Int, rule: String, context: RuleContext) {
        guard context.isNoted(site, rule: rule) else { return }
        context.record(site: site, rule: rule, action: .handled, reason: .onlyAppearance,
                       message: "'.visualEffect' only recolours, fades or blurs its content (no offset, scale or rotation in it): left as it is")
    }

    private func report(_ site: Int, message: String, suggestion: String, rule: String, context: RuleContext) {
        guard context.isLeftForAPerson(site, rule: rule, message: message) else { return }
        if context.file.isText(site, "matchedGeometryEffect") {
            context.recordHeroFinding(site: site, rule: rule, message: message, suggestion: suggestion)
        } else {
            context.record(site: site, rule: rule, action: .manual, reason: .manual, message: message, suggestion: suggestion)
        }
    }
}

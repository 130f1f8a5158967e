/// Reads every finding of one file for `motionfix audit`: the API at the site, its severity
/// (docs/BEHAVIOUR.md §5), its category, and whether it already respects Reduce Motion.
///
/// It never looks for sites of its own: it takes the findings the rules recorded in this same
/// run (the one site finder), each with its site's token, and measures it with
/// the analysis the rules used (value provenance, what each animation drives). The rules for
/// every finding are in this file; docs/AUDIT.md states them in prose.
struct AuditAssessor {
    let context: RuleContext
    private var file: SourceFile { context.file }

    init(context: RuleContext) {
        self.context = context
    }

    /// The findings with their assessments set, in the same order.
    func assess(_ findings: [Finding]) -> [Finding] {
        guard !findings.isEmpty else { return findings }
        let sites = findings.map { $0.site ?? siteIndex(line: $0.line, column: $0.column) }
        let values = valueSites(findings, sites: sites)
        let links = animationLinks(values: values)
        let findingsBySite = Dictionary(zip(sites, findings).compactMap { site, finding in site.map { ($0, finding) } },
                                        uniquingKeysWith: { first, _ in first })
        let measure = Measure(assessor: self, values: values, links: links, findingsBySite: findingsBySite)
        return zip(findings, sites).map { finding, site in
            var finding = finding
            guard let site else {
                finding.assessment = Assessment(api: finding.ruleID, severity: .medium, category: .decorative, respectsReduceMotion: false,
                                                basis: "the site could not be located again")
                return finding
            }
            finding.assessment = measure.assess(finding, site: site)
            return finding
        }
    }

    // MARK: - Why each handled finding was left alone

    /// Why a site was left alone, as the audit groups the reasons the rules recorded
    /// (`FindingReason`, several of which read the setting the same way).
    enum Reason: Equatable {
        /// It, its condition or its animation's definition reads Reduce Motion.
        case readsSetting
        /// The system's own transition (a UIKit push or present), which follows the setting itself.
        case systemFollowsSetting
        /// A matched geometry effect between views that are always shown: nothing flies.
        case nothingFlies
        /// A phase animator whose content never reads its phase: nothing moves.
        case nothingMoves
        /// The value places the view (layout): not a motion site.
        case layout
        /// The value is kept on purpose; the animation that drives it is turned off instead.
        case kept
        /// It moves a mask: a reveal, like a fade.
        case reveal
        /// It smooths a value that follows the finger.
        case followsFinger
        /// An endless animation whose movement is stopped at its modifiers; its fade stays.
        case loopFadeKept
        /// An animation that only animates opacity, colour, or movement gated at its modifiers.
        case onlyAppearance
        /// A transition that only fades.
        case fadeOnly
        /// An animation shorter than a frame: the change is already instant.
        case shorterThanAFrame
        /// A transition on a view that is never inserted or removed on its own.
        case neverPlays
        /// `.transition` on a scene: a window's animation behaviour.
        case sceneTransition
        /// A plain curve whose effect could not be followed, left alone.
        case plainCurveUnknown
        /// `animated: true` handed to the app's own method, whose body is assessed on its own.
        case appCode
        /// Not handled: fixed, flagged or manual.
        case notHandled

        /// The audit's group of a reason a rule recorded.
        init(_ reason: FindingReason) {
            switch reason {
            case .readsSetting, .insideSettingCheck, .animationReadsSetting, .timerStopped, .driversTurnedOff: self = .readsSetting
            case .systemTransition: self = .systemFollowsSetting
            case .nothingFlies: self = .nothingFlies
            case .nothingMoves: self = .nothingMoves
            case .placesTheView: self = .layout
            case .valueKept: self = .kept
            case .movesAMask: self = .reveal
            case .followsFinger: self = .followsFinger
            case .loopFadeKept: self = .loopFadeKept
            case .onlyAppearance: self = .onlyAppearance
            case .fadeOnly: self = .fadeOnly
            case .shorterThanAFrame: self = .shorterThanAFrame
            case .neverPlays, .neverAnimated: self = .neverPlays
            case .sceneTransition: self = .sceneTransition
            case .plainCurveUnknown: self = .plainCurveUnknown
            case .appCode: self = .appCode
            case .fixed, .manual, .noEnvironment, .timerKeepsChanging, .animationUnresolved, .propertyPrivate, .propertyDisabled:
                self = .notHandled
            }
        }

        /// Whether a site left alone for this reason respects Reduce Motion, read or not.
        var respectsSetting: Bool {
            [.readsSetting, .systemFollowsSetting, .nothingFlies, .nothingMoves].contains(self)
        }
    }

    /// Why the site of `finding` was left alone, from the reason its rule recorded.
    static func reason(of finding: Finding) -> Reason {
        finding.action == .handled ? Reason(finding.reason) : .notHandled
    }

    // MARK: - Locating a finding's site

    /// The significant index of the token that starts at 1-based `line`:`column` (bytes), for a
    /// finding made without its site.
    func siteIndex(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= file.lineStarts.count else { return nil }
        let offset = file.lineStarts[line - 1] + column - 1
        var low = 0
        var high = file.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let start = file.token(mid).start
            if start == offset { return mid }
            if start < offset { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The call whose name is at `site`, if any.
    func call(at site: Int) -> CallSite? {
        context.call(at: site)
    }

    /// The API as written at the site: `.offset`, `withAnimation`, `UIView.animate`.
    func api(at site: Int, ruleID: String) -> String {
        let name = file.text(site)
        if name == "TimelineView" { return "TimelineView(.animation)" }
        if name == "Transaction" { return "Transaction(animation:)" }
        var api = name
        // `offset(…)` in `extension View` is the modifier called on `self`.
        if file.kind(site - 1) != .dot, name != "withAnimation", name.first?.isLowercase == true, ruleID != ManualMotionRule.description.id {
            api = ".\(name)"
        }
        if file.kind(site - 1) == .dot {
            if file.kind(site - 2) == .identifier, let scalar = file.text(site - 2).unicodeScalars.first, CharacterClass.isUppercase(scalar),
               file.kind(site - 3) != .dot {
                api = "\(file.text(site - 2)).\(name)"
            } else {
                api = ".\(name)"
            }
        }
        if ruleID == ManualMotionRule.description.id, let call = call(at: site), call.arguments.contains(where: { $0.label == "animated" }) {
            api += "(animated: true)"
        }
        return api
    }

    // MARK: - Values (offset, scale, rotation)

    /// The movement a value modifier makes.
    enum Movement: String { case offset, scale, rotation, rotation3D }

    /// One offset, scale or rotation site, measured once.
    struct ValueSite {
        let call: CallSite
        let movement: Movement
        /// The moving arguments without any Reduce Motion choice around them.
        let values: [Expression]
        /// Where the values come from (nil without a host).
        let facts: ValueFacts?
        /// The first index of the view chain the modifier is applied to.
        let chainRoot: Int?
    }

    static let valueRules: [String: Movement] = [
        OffsetRule.description.id: .offset, ScaleEffectRule.description.id: .scale, RotationEffectRule.description.id: .rotation,
    ]

    private func valueSites(_ findings: [Finding], sites: [Int?]) -> [Int: ValueSite] {
        var result: [Int: ValueSite] = [:]
        for (finding, site) in zip(findings, sites) {
            guard let site, result[site] == nil, var movement = Self.valueRules[finding.ruleID], let call = call(at: site) else { continue }
            if call.name == "rotation3DEffect" { movement = .rotation3D }
            var arguments: [Argument]
            switch movement {
            case .offset, .scale: arguments = call.arguments.filter { $0.label == nil || $0.label == "x" || $0.label == "y" }
            case .rotation, .rotation3D: arguments = Array(call.arguments.prefix(1).filter { $0.label == nil })
            }
            if movement == .offset, call.arguments.count > 1 { arguments.removeAll { $0.label == nil } }
            let values = arguments.flatMap { withoutReduceMotion(Expression(file: file, first: $0.first, last: $0.last)) }
                .filter { !$0.isConstant }
            var facts: ValueFacts? = nil
            if case .host(let host) = context.placement(at: site) {
                var merged = ValueFacts()
                for value in values {
                    merged.merge(context.classification(of: value, host: host))
                }
                facts = merged
            }
            result[site] = ValueSite(call: call, movement: movement, values: values, facts: facts,
                                     chainRoot: call.style == .member ? file.chainRoot(ofMemberCall: site) : nil)
        }
        return result
    }

    /// The values an expression shows when Reduce Motion is off: the branches of a choice on
    /// Reduce Motion (`reduceMotion ? 0 : (shown ? 0 : 40)`), the transition in
    /// `AnyTransition(…)`, else the expression.
    func withoutReduceMotion(_ expression: Expression) -> [Expression] {
        let value = expression.unwrapped
        if let ternary = value.topLevelTernary, ternary.condition.mentionsReduceMotion(propertyName: nil) {
            return withoutReduceMotion(ternary.whenTrue) + withoutReduceMotion(ternary.whenFalse)
        }
        if file.isIdentifier(value.first, "AnyTransition"), file.kind(value.first + 1) == .openParen,
           file.partner[value.first + 1] == value.last, value.last - value.first > 2 {
            return withoutReduceMotion(Expression(file: file, first: value.first + 2, last: value.last - 1))
        }
        return [value]
    }

    // MARK: - Animations and what they drive

    /// How hard an animation moves what it drives.
    enum Strength: Int, Comparable {
        /// A timing curve: it only carries the change.
        case plain
        /// `.snappy`, `.default`, `withAnimation { }`, a well-damped spring: a moderate spring.
        case moderate
        /// `.spring`, `.bouncy`, `.interpolatingSpring`: spring physics.
        case spring
        /// `repeatForever`: continuous.
        case endless
        static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One animation site of the file and the modifiers and layout it drives.
    struct AnimationLink {
        let site: AnimationSite
        let strength: Strength
        /// Offset, scale and rotation calls (significant indices) it animates.
        var drivenCalls: Set<Int> = []
        var drivesLayout = false
        /// The driven properties, for the category (written on appear, by a selection, …).
        var names: Set<String> = []
        /// It reads Reduce Motion: its argument or its definition does, or it sits under a condition on it.
        let readsSetting: Bool
        /// It reads Reduce Motion, or is `nil` (it animates nothing).
        let respects: Bool
        let host: HostInfo
    }

    private func animationLinks(values: [Int: ValueSite]) -> [Int: AnimationLink] {
        var links: [Int: AnimationLink] = [:]
        for (site, kind) in context.animationSites {
            guard case .host(let host) = context.placement(at: site.nameIndex) else { continue }
            var reads = context.isUnderReduceMotionCondition(site.nameIndex, propertyName: host.propertyName)
            var animatesNothing = false
            if let argument = site.argument {
                animatesNothing = argument.first == argument.last && file.isIdentifier(argument.first, "nil")
                if argument.mentionsReduceMotion(propertyName: host.propertyName) || kind == .handled { reads = true }
            }
            var link = AnimationLink(site: site, strength: strength(of: site.argument), readsSetting: reads, respects: reads || animatesNothing, host: host)
            var names = Set(site.driven.keys)
            for function in site.calledFunctions { names.formUnion(host.sources.assignedByMethod[function] ?? []) }
            link.names = names
            // As `AnimationGate` counts: `.animation(A, value: v)` animates only its own chain.
            let reach = AnimationReach(site, host: host, context: context)
            for name in names {
                // Values kept on purpose name their states (`configuration` for `configuration.isPressed`).
                for call in context.keptAt[host.key]?[name] ?? [] where reach.reaches(index: call, of: name) { link.drivenCalls.insert(call) }
                for read in context.index.readsThroughProperties(of: name, in: host) where read.file == context.fileIndex && reach.reaches(read, of: name) {
                    switch read.effect {
                    case .motionModifier(let call): link.drivenCalls.insert(call)
                    case .layout: link.drivesLayout = true
                    case .unknown:
                        if case .moves = ChildReads(context: context).effect(of: read, host: host) { link.drivesLayout = true }
                    default: break
                    }
                }
            }
            // `.animation(A)` without `value:` animates every change in its chain.
            if file.isText(site.nameIndex, "animation"), site.driven.isEmpty, let chain = site.chainStart.map({ $0...site.nameIndex }) {
                for call in values.keys where chain.contains(call) { link.drivenCalls.insert(call) }
                if !site.hasValue, AnimationGate.movingModifier(inChainOf: site, context: context, neutralisedCounts: false, layoutOnly: true) != nil {
                    link.drivesLayout = true
                }
            }
            links[site.nameIndex] = link
        }
        return links
    }

    /// The strength of an animation argument (absent: `withAnimation { }`, the default spring).
    func strength(of argument: Expression?, depth: Int = 0) -> Strength {
        guard let argument else { return .moderate }
        var result = Strength.plain
        for value in withoutReduceMotion(argument) {
            if value.first == value.last, value.file.isIdentifier(value.first, "nil") { continue }
            result = max(result, strengthOfOne(value, depth: depth))
        }
        return result
    }

    private func strengthOfOne(_ value: Expression, depth: Int) -> Strength {
        let file = value.file
        if let branches = value.branches { return branches.map { strengthOfOne($0, depth: depth) }.max() ?? .plain }
        var result = Strength.plain
        var sawMember = false
        for index in value.first...value.last where file.kind(index) == .identifier {
            let name = file.text(index)
            if name == "repeatForever" { return .endless }
            guard file.kind(index - 1) == .dot else { continue }
            switch name {
            case "bouncy", "interpolatingSpring":
                result = max(result, .spring); sawMember = true
            case "spring":
                result = max(result, Self.isWellDamped(springAt: index, in: file) ? .moderate : .spring); sawMember = true
            case "snappy", "smooth", "interactiveSpring", "default":
                result = max(result, .moderate); sawMember = true
            case "linear", "easeIn", "easeOut", "easeInOut", "timingCurve":
                sawMember = true
            default:
                break
            }
        }
        if sawMember || depth >= 8 { return result }
        // A named animation: what its definitions are.
        for definition in definitions(naming: value) {
            // Computed once per definition: a name defined in many files would otherwise load each of them at every use.
            let strength = context.index.cachedStrength(of: definition, depth: depth + 1) { () -> Int? in
                guard let definitionFile = context.index.structure(definition.file)?.file else { return nil }
                return strengthOfOne(Expression(file: definitionFile, first: definition.first, last: definition.last), depth: depth + 1).rawValue
            }
            guard let strength, let known = Strength(rawValue: strength) else { continue }
            result = max(result, known)
        }
        return result
    }

    /// `.spring(…, dampingFraction: ≥ 0.9)` or `.spring(…, bounce: ≤ 0.05)`: barely overshoots.
    private static func isWellDamped(springAt index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index + 1) == .openParen else { return false }
        let close = file.partner[index + 1]
        var cursor = index + 2
        while cursor < close {
            if file.kind(cursor + 1) == .colon, file.kind(cursor + 2) == .number || file.kind(cursor + 2) == .operator {
                let negative = file.kind(cursor + 2) == .operator && file.isText(cursor + 2, "-")
                let numberIndex = negative ? cursor + 3 : cursor + 2
                if file.kind(numberIndex) == .number, let number = Double(file.text(numberIndex)) {
                    let value = negative ? -number : number
                    if file.isIdentifier(cursor, "dampingFraction"), value >= 0.9 { return true }
                    if file.isIdentifier(cursor, "bounce"), value <= 0.05 { return true }
                }
            }
            cursor += 1
        }
        return false
    }

    /// The definitions a named animation resolves to, found as `AnimationKind` finds them.
    private func definitions(naming value: Expression) -> [NamedDefinition] {
        let file = value.file
        guard let path = value.leadingNamePath, let name = path.names.last else { return [] }
        if ["nil", "self", "true", "false"].contains(name) { return [] }
        let owner: String? = path.names.count >= 2 && path.names[path.names.count - 2] != "self" ? path.names[path.names.count - 2] : nil
        if let owner { return context.index.definitions(named: name, ownedBy: owner) }
        if file.kind(value.first) == .dot { return context.index.definitions(named: name, ownedBy: "Animation") }
        return context.index.definitions[name] ?? []
    }
}

/// The audit's rules, in one place: for each kind of finding, its severity (docs/BEHAVIOUR.md §5), its
/// category, and whether it respects Reduce Motion. docs/AUDIT.md says the same in prose;
/// `AuditTests` pins a small source for every row of docs/BEHAVIOUR.md §5.
struct Measure {
    typealias Reason = AuditAssessor.Reason

    let assessor: AuditAssessor
    let values: [Int: AuditAssessor.ValueSite]
    let links: [Int: AuditAssessor.AnimationLink]
    /// The first finding recorded at each site.
    let findingsBySite: [Int: Finding]
    /// For each value call, the animations that drive it.
    let drivers: [Int: [AuditAssessor.AnimationLink]]
    /// The value sites by the view chain they are on (computed once: a view may carry many).
    private let valuesByChainRoot: [Int: [(site: Int, value: AuditAssessor.ValueSite)]]

    init(assessor: AuditAssessor, values: [Int: AuditAssessor.ValueSite], links: [Int: AuditAssessor.AnimationLink],
         findingsBySite: [Int: Finding]) {
        self.assessor = assessor
        self.values = values
        self.links = links
        self.findingsBySite = findingsBySite
        var drivers: [Int: [AuditAssessor.AnimationLink]] = [:]
        for link in links.values.sorted(by: { $0.site.nameIndex < $1.site.nameIndex }) {
            for call in link.drivenCalls { drivers[call, default: []].append(link) }
        }
        self.drivers = drivers
        var byRoot: [Int: [(site: Int, value: AuditAssessor.ValueSite)]] = [:]
        for (site, value) in values.sorted(by: { $0.key < $1.key }) {
            if let root = value.chainRoot { byRoot[root, default: []].append((site, value)) }
        }
        valuesByChainRoot = byRoot
    }

    private var file: SourceFile { assessor.context.file }

    /// What one measurement says before the finding's action is taken into account.
    struct Reading {
        var severity: Severity
        var category: MotionCategory
        var basis: String
        /// For a site left alone: whether it respects Reduce Motion (fixed and manual sites never do).
        var respectsWhenLeftAlone = false
        /// For a site left alone that respects Reduce Motion: whether what drives it reads the setting.
        var readsWhenLeftAlone = false
        var isMotion = true
        var drivenBy: [Int] = []
        /// For a site nobody will change that still moves: what a person should do.
        var suggestion: String? = nil
    }

    func assess(_ finding: Finding, site: Int) -> Assessment {
        let reason = AuditAssessor.reason(of: finding)
        var reading: Reading
        switch finding.ruleID {
        case _ where reason == .appCode:
            reading = Reading(severity: .none, category: .decorative, basis: "asks the app's own code to animate; what moves there is assessed where it is written",
                              respectsWhenLeftAlone: true, isMotion: false)
        case _ where AuditAssessor.valueRules[finding.ruleID] != nil:
            reading = value(at: site, reason: reason)
        case RepeatForeverRule.description.id, SpringAnimationRule.description.id, InstantAnimationRule.description.id:
            reading = animation(at: site, finding: finding, reason: reason)
        case TransitionRule.description.id:
            reading = transition(at: site, reason: reason)
        case TimelineViewRule.description.id:
            reading = Reading(severity: .critical, category: .continuous, basis: "redraws every frame for as long as it is shown")
        case TimerLoopRule.description.id:
            reading = Reading(severity: .critical, category: .continuous, basis: "a timer that keeps moving the view")
        case KeyframeAnimatorRule.description.id:
            reading = Reading(severity: .critical, category: .continuous, basis: "loops its keyframes for as long as it is shown")
        case SymbolEffectRule.description.id:
            reading = symbolEffect(at: site)
        case ManualMotionRule.description.id, PhaseAnimatorRule.description.id, UIKitMotionRule.description.id:
            reading = manualAPI(at: site, reason: reason)
        default:
            reading = Reading(severity: .medium, category: .decorative, basis: "a motion site")
        }
        var assessment = Assessment(api: assessor.api(at: site, ruleID: finding.ruleID), severity: reading.severity, category: reading.category,
                                    respectsReduceMotion: false, isMotion: reading.isMotion, basis: reading.basis)
        assessment.drivenBy = reading.drivenBy
        assessment.action = finding.auditAction
        switch finding.action {
        case .manual:
            assessment.respectsReduceMotion = false
            if finding.suggestion == nil { assessment.suggestion = Self.suggestion(forManual: finding.reason) }
        case .fixed, .review:
            assessment.respectsReduceMotion = false
        case .handled:
            assessment.respectsReduceMotion = reason.respectsSetting || reading.respectsWhenLeftAlone
            assessment.readsReduceMotion = reason == .readsSetting || (assessment.respectsReduceMotion && reading.readsWhenLeftAlone)
            // Still moving, and nothing in this run will change it or asks a person to: a person's job.
            if !assessment.respectsReduceMotion, reading.severity >= .medium, let suggestion = reading.suggestion {
                assessment.action = .manual
                assessment.suggestion = suggestion
            }
        }
        return assessment
    }

    /// What to do about a manual finding the rule gave no suggestion for.
    static func suggestion(forManual reason: FindingReason) -> String {
        switch reason {
        case .propertyPrivate: return "make that property internal, then run motionfix again"
        case .animationUnresolved: return "include the file that defines it, or use 'reduceMotion ? nil : …' if it bounces or repeats"
        case .propertyDisabled: return "remove the directive, or gate this motion on reduceMotion by hand"
        default: return "gate this motion on reduceMotion by hand"
        }
    }

    // MARK: - Offset, scale, rotation

    func value(at site: Int, reason: Reason) -> Reading {
        guard let value = values[site], reason != .layout, !value.values.isEmpty else {
            return Reading(severity: .none, category: .decorative, basis: "places the view; it does not move it", isMotion: false)
        }
        let siteDrivers = drivers[site] ?? []
        var reading = Reading(severity: .medium, category: .decorative, basis: "")
        reading.drivenBy = Array(Set(siteDrivers.map { file.location(of: file.token($0.site.nameIndex).start).line })).sorted()
        // Left alone, a value respects the setting when every animation that drives it reads it.
        reading.respectsWhenLeftAlone = !siteDrivers.isEmpty && siteDrivers.allSatisfy(\.respects)
        reading.readsWhenLeftAlone = siteDrivers.contains(where: \.readsSetting)
        if reason == .reveal {
            reading.severity = .low
            reading.basis = "moves a mask: a reveal, not a movement"
            reading.respectsWhenLeftAlone = true
            return reading
        }
        // Kept on purpose and driven by an animation that nobody changes (neither fixed nor left
        // for a person): that animation is a person's job, named here.
        let changed = { (link: AuditAssessor.AnimationLink) in [.fixed, .review, .manual].contains(findingsBySite[link.site.nameIndex]?.action) }
        let taken = siteDrivers.contains { !$0.respects && changed($0) }
        let untouched = siteDrivers.filter { !$0.respects && !changed($0) }
        let facts = value.facts
        let motion = facts?.motion ?? []
        let strongest = siteDrivers.map(\.strength).max() ?? .plain
        let origins = self.origins(of: facts?.states ?? [], at: site)
        reading.category = category(of: value, facts: facts, origins: origins)
        if reason == .kept, !untouched.isEmpty {
            let lines = untouched.map { String(file.location(of: file.token($0.site.nameIndex).start).line) }.joined(separator: ", ")
            reading.suggestion = "turn off the animation that drives it (\(untouched.count == 1 ? "line" : "lines") \(lines)) when reduceMotion is on"
        }
        // A state an endless animation also drives loops only where that animation reaches: a
        // value whose own animations are one-offs moves once (an entrance beside a breathing loop).
        // With no animation of its file seen driving it, the loop is taken at its word.
        if strongest == .endless || (motion.contains(.loop) && siteDrivers.isEmpty) {
            return with(reading, .critical, .continuous, "moves in an endless loop")
        }
        if motion.contains(.timer) {
            if reason == .kept, !taken { reading.suggestion = "do not start the timer when reduceMotion is on, so the value stays at rest" }
            if facts?.accumulates == true { return with(reading, .medium, .feedback, "a progress or counter a timer steps") }
            return with(reading, .critical, .continuous, "a timer keeps moving it")
        }
        if motion.contains(.clock) {
            return with(reading, .critical, .continuous, "moves with the clock of a TimelineView")
        }
        if facts?.role == .directManipulation {
            if origins.contains(.measured) || facts?.reason.contains("scroll") == true {
                return with(reading, .low, .decorative, "moves with the scroll position, which the user drives")
            }
            return with(reading, .low, .feedback, "follows the finger")
        }
        if ValueGate(context: assessor.context, rule: "").receiverIsChevron(value.call) {
            return with(reading, .low, .feedback, "turns a chevron that shows a state")
        }
        if reason == .kept, siteDrivers.isEmpty {
            return with(reading, .low, reading.category, "changes at once: no animation in this file drives it")
        }
        let size = magnitude(of: value)
        var severity = size.size == .tiny ? Severity.low : .medium
        var basis = size.description
        if let other = otherMovement(onChainOf: value, site: site) {
            severity = .high
            basis = "\(value.movement.rawValue) and \(other.rawValue) at once on one view"
        } else if size.size == .large {
            severity = .high
        }
        switch strongest {
        case .spring:
            severity = max(severity, .high)
            basis += ", driven by a spring"
        case .moderate:
            severity = max(severity, .medium)
            basis += ", driven by a moderate spring"
        case .plain, .endless:
            break
        }
        return with(reading, severity, reading.category, basis)
    }

    private func with(_ reading: Reading, _ severity: Severity, _ category: MotionCategory, _ basis: String) -> Reading {
        var reading = reading
        reading.severity = severity
        reading.category = category
        reading.basis = basis
        return reading
    }

    /// Where the states a value reads are written from.
    private func origins(of states: Set<String>, at site: Int) -> Origins {
        guard case .host(let host) = assessor.context.placement(at: site) else { return [] }
        var origins: Origins = []
        for state in states { origins.formUnion(host.sources.origins[state] ?? []) }
        return origins
    }

    private func category(of value: AuditAssessor.ValueSite, facts: ValueFacts?, origins: Origins) -> MotionCategory {
        guard let facts else { return .decorative }
        // A state written on appear that a loop elsewhere also reads is still an entrance here.
        if facts.motion.contains(.entrance) || (facts.motion.contains(.loop) && origins.contains(.appear)) { return .entrance }
        if facts.motion.contains(.press) { return .feedback }
        switch facts.role {
        case .information:
            if origins.contains(.selection) { return .navigation }
            if value.movement == .offset, magnitude(of: value).size == .large { return .navigation }
            return .feedback
        case .directManipulation:
            return origins.contains(.measured) ? .decorative : .feedback
        case .motion, .layout:
            return origins.contains(.action) ? .feedback : .decorative
        }
    }

    enum Size { case tiny, normal, large }

    /// How far the value moves the view, from the literals it chooses between.
    func magnitude(of value: AuditAssessor.ValueSite) -> (size: Size, description: String) {
        var literals: [Double] = []
        var readsExtent = false
        var readsHalfTurn = false
        for expression in value.values {
            let file = expression.file
            for index in expression.first...expression.last {
                switch file.kind(index) {
                case .number:
                    guard let number = Double(file.text(index).replacingOccurrences(of: "_", with: "")) else { continue }
                    let negative = file.kind(index - 1) == .operator && file.isText(index - 1, "-") && !file.hasTriviaAfter(index - 1)
                    literals.append(negative ? -number : number)
                case .identifier:
                    let word = file.text(index)
                    if Self.namesExtent(word) { readsExtent = true }
                    if word.lowercased() == "pi" { readsHalfTurn = true }
                default:
                    continue
                }
            }
        }
        switch value.movement {
        case .offset:
            let largest = literals.map(abs).max() ?? 0
            let axes = value.call.arguments.filter { ($0.label == "x" || $0.label == "y") && !Expression(file: file, first: $0.first, last: $0.last).isConstant }.count
            if readsExtent { return (.large, "a movement across the view's size") }
            if largest >= 100 { return (.large, "a movement of \(Self.format(largest)) pt") }
            if axes > 1 { return (.large, "a movement on two axes") }
            if !literals.isEmpty, largest <= 2 { return (.tiny, "a movement of \(Self.format(largest)) pt") }
            return (.normal, literals.isEmpty ? "a movement on one axis" : "a movement of \(Self.format(largest)) pt on one axis")
        case .scale:
            let furthest = literals.max { abs($0 - 1) < abs($1 - 1) }
            guard let furthest else { return (.normal, "a zoom") }
            if furthest <= 0.5 || furthest >= 1.5 { return (.large, "a zoom from \(Self.format(furthest))") }
            if literals.allSatisfy({ abs($0 - 1) <= 0.05 }) { return (.tiny, "a zoom of at most 5%") }
            return (.normal, "a zoom from \(Self.format(furthest))")
        case .rotation, .rotation3D:
            let largest = literals.map(abs).max() ?? 0
            let turn = value.movement == .rotation3D ? "a 3D turn" : "a turn"
            if readsHalfTurn || largest >= 90 { return (.large, readsHalfTurn ? "\(turn) of half a circle or more" : "\(turn) of \(Self.format(largest))°") }
            if !literals.isEmpty, largest <= 5 { return (.tiny, "\(turn) of \(Self.format(largest))°") }
            if value.movement == .rotation3D { return (.large, literals.isEmpty ? "a 3D turn" : "\(turn) of \(Self.format(largest))°") }
            return (.normal, literals.isEmpty ? "a turn" : "\(turn) of \(Self.format(largest))°")
        }
    }

    private static let extentWords = ["width", "height", "bounds", "screen", "size"]
    private static let extentWordBytes = extentWords.map { Array($0.utf8) }

    /// Whether identifier `word` names an extent (`width`, `screenHeight`, `bounds`…), in any
    /// case. An ASCII word (nearly all) is searched as bytes, its case folded as `lowercased()`
    /// folds it: Foundation's search costs thousands of instructions a word.
    static func namesExtent(_ word: String) -> Bool {
        var word = word
        let asASCII = word.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return extentWordBytes.contains { SourceFile.bytes(bytes, containCaseInsensitive: $0) }
        }
        if let asASCII { return asASCII }
        let lowered = word.lowercased()
        return extentWords.contains(where: lowered.contains)
    }

    /// Another kind of movement applied to the same view (offset with scale, …), if any.
    private func otherMovement(onChainOf value: AuditAssessor.ValueSite, site: Int) -> AuditAssessor.Movement? {
        guard let root = value.chainRoot else { return nil }
        let kind = { (movement: AuditAssessor.Movement) in movement == .rotation3D ? .rotation : movement }
        for (other, site2) in valuesByChainRoot[root] ?? [] where other != site && !site2.values.isEmpty {
            if site2.facts?.role == .layout { continue }
            if kind(site2.movement) != kind(value.movement) { return site2.movement }
        }
        return nil
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }

    // MARK: - Animations

    func animation(at site: Int, finding: Finding, reason: Reason) -> Reading {
        let link = links[site]
        let argument = assessor.context.animationSite(at: site)?.argument
        let strength = link?.strength ?? assessor.strength(of: argument)
        var reading = Reading(severity: .medium, category: .feedback, basis: "")
        let driven = (link?.drivenCalls ?? []).sorted().compactMap { call -> (Int, Reading)? in
            // A modifier opted out with a directive has no finding: still a movement.
            guard values[call] != nil else { return (call, Reading(severity: .medium, category: .decorative, basis: "a movement")) }
            // A value its own rule calls layout does not move, whatever animates it.
            let placesTheView = findingsBySite[call].map { AuditAssessor.reason(of: $0) == .layout } ?? false
            let measured = value(at: call, reason: placesTheView ? .layout : .notHandled)
            return measured.isMotion ? (call, measured) : nil
        }
        let drivesLayout = link?.drivesLayout ?? false
        let scrolls = link?.site.scrolls ?? false
        let moves = !driven.isEmpty || drivesLayout || scrolls
        // Left alone: it respects the setting when all it moves already does (or it moves nothing).
        let drivenRespect = driven.allSatisfy { call, _ in valueRespects(call) }
        // A plain curve whose effect could not be followed respects it only as far as it can be seen to.
        reading.respectsWhenLeftAlone = (link?.respects ?? false)
            || (drivenRespect && !drivesLayout && !scrolls && (reason != .plainCurveUnknown || !driven.isEmpty))
        reading.readsWhenLeftAlone = (link?.readsSetting ?? false) || driven.contains { call, _ in valueReads(call) }
        if finding.action == .manual, finding.reason == .timerKeepsChanging {
            return with(reading, .critical, .continuous, "animates values a timer keeps changing")
        }
        if reason == .shorterThanAFrame {
            reading.respectsWhenLeftAlone = true
            reading.isMotion = false
            return with(reading, .none, .feedback, "shorter than a frame: the change is instant")
        }
        if strength == .endless {
            if reason == .onlyAppearance { return with(reading, .low, .continuous, "an endless fade or colour cycle") }
            return with(reading, .critical, .continuous, "repeats forever")
        }
        if reason == .followsFinger { return with(reading, .low, .feedback, "smooths a value that follows the finger") }
        var floor: Severity
        var kind: String
        switch strength {
        case .spring: floor = .high; kind = "a spring"
        case .moderate: floor = .medium; kind = "a moderate spring"
        case .plain, .endless: floor = .medium; kind = "a timing curve"
        }
        if let argument, case .unresolved = AnimationKind.of(argument, index: assessor.context.index) {
            floor = .medium
            kind = "an animation defined outside the files processed"
        }
        reading.category = category(ofAnimationDriving: driven.map(\.1), link: link)
        guard moves else {
            if finding.action == .manual { return with(reading, floor, reading.category, "\(kind) whose effect could not be followed") }
            if finding.action == .review || (finding.action == .handled && reason == .readsSetting) {
                // Turned off because what it animates is not known (or, after a run, reads the
                // setting for that reason): as severe as its kind, before the fix and after.
                return with(reading, floor, reading.category, "\(kind) whose effect could not be followed")
            }
            if finding.action != .handled { return with(reading, floor, reading.category, "\(kind) that still moves the view") }
            return with(reading, .low, reading.category, "\(kind) that only animates opacity or colour")
        }
        var severity = driven.map(\.1.severity).max() ?? .medium
        severity = max(severity, floor)
        let what = scrolls ? "a programmatic scroll" : driven.isEmpty ? "a layout change" : driven.count == 1 ? "one movement" : "\(driven.count) movements"
        return with(reading, severity, reading.category, "\(kind) that drives \(what)")
    }

    /// Whether a driven value's own finding says it respects the setting (it reads it, or only reveals).
    private func valueRespects(_ call: Int) -> Bool {
        guard let finding = findingsBySite[call] else { return false }
        let reason = AuditAssessor.reason(of: finding)
        return reason == .readsSetting || reason == .reveal
    }

    /// Whether a driven value's own finding says it reads the setting.
    private func valueReads(_ call: Int) -> Bool {
        findingsBySite[call].map { AuditAssessor.reason(of: $0) == .readsSetting } ?? false
    }

    private func category(ofAnimationDriving driven: [Reading], link: AuditAssessor.AnimationLink?) -> MotionCategory {
        guard let link else { return .feedback }
        if link.site.scrolls { return .navigation }
        if let strongest = driven.max(by: { $0.severity < $1.severity }) { return strongest.category }
        var origins: Origins = []
        for name in link.names { origins.formUnion(link.host.sources.origins[name] ?? []) }
        if origins.contains(.appear) { return .entrance }
        if origins.contains(.selection) { return .navigation }
        if origins.contains(.gesture) || origins.contains(.press) { return .feedback }
        return link.drivesLayout ? .transition : .feedback
    }

    // MARK: - Transitions

    func transition(at site: Int, reason: Reason) -> Reading {
        var reading = Reading(severity: .medium, category: .transition, basis: "")
        guard let call = assessor.call(at: site), let argument = call.arguments.first else {
            return with(reading, .medium, .transition, "a transition")
        }
        if reason == .fadeOnly {
            reading.respectsWhenLeftAlone = true
            return with(reading, .low, .transition, "a fade")
        }
        if reason == .sceneTransition || reason == .neverPlays {
            reading.respectsWhenLeftAlone = true
            reading.isMotion = false
            return with(reading, .none, .transition, reason == .neverPlays ? "never plays: the view is always there while its container is"
                                                                           : "a window's animation behaviour, not a view's transition")
        }
        var members: Set<String> = []
        var largestOffset = 0.0
        var custom = false
        for expression in assessor.withoutReduceMotion(Expression(file: file, first: argument.first, last: argument.last)) {
            let file = expression.file
            var index = expression.first
            while index <= expression.last {
                if file.isIdentifier(index, "animation"), file.kind(index + 1) == .openParen { index = file.partner[index + 1] + 1; continue }
                if file.kind(index) == .identifier, file.kind(index - 1) == .dot { members.insert(file.text(index)) }
                if file.kind(index) == .identifier, file.kind(index - 1) != .dot, let scalar = file.text(index).unicodeScalars.first,
                   CharacterClass.isUppercase(scalar), !file.isText(index, "AnyTransition"), !file.isText(index, "Edge"), file.kind(index + 1) != .dot {
                    custom = true
                }
                if file.kind(index) == .number, members.contains("offset"), let number = Double(file.text(index)) { largestOffset = max(largestOffset, abs(number)) }
                index += 1
            }
        }
        let translations = members.intersection(["move", "offset", "slide", "push"])
        let zooms = members.intersection(["scale", "blurReplace"])
        if members.contains("slide") || members.contains("push") || (members.contains("asymmetric") && !translations.isEmpty) {
            return with(reading, .high, .transition, "a directional slide")
        }
        if !translations.isEmpty, !zooms.isEmpty { return with(reading, .high, .transition, "a slide and a zoom at once") }
        if largestOffset >= 100 { return with(reading, .high, .transition, "a slide of \(Self.format(largestOffset)) pt") }
        let fades = members.contains("opacity") ? " with a fade" : ""
        if members.contains("move") { return with(reading, .medium, .transition, "a slide in from an edge\(fades)") }
        if members.contains("offset") { return with(reading, .medium, .transition, "a short slide\(fades)") }
        if !zooms.isEmpty { return with(reading, .medium, .transition, "a zoom\(fades)") }
        return with(reading, .medium, .transition, custom ? "a custom transition" : "a transition motionfix cannot see into")
    }

    // MARK: - Continuous and manual APIs

    /// Symbol effects that only change opacity or colour, and those that play once.
    private static let fadingSymbolEffects: Set<String> = ["pulse", "variableColor", "appear", "disappear", "replace"]

    func symbolEffect(at site: Int) -> Reading {
        guard let call = assessor.call(at: site), let effect = call.arguments.first else {
            return Reading(severity: .critical, category: .continuous, basis: "a symbol effect that runs indefinitely")
        }
        let effects = SymbolEffectRule.effectNames(from: effect.first, to: effect.last, in: file)
        if !effects.isEmpty, effects.isSubset(of: Self.fadingSymbolEffects) {
            var reading = Reading(severity: .low, category: .continuous, basis: "an endless opacity or colour cycle of a symbol")
            reading.respectsWhenLeftAlone = true
            return reading
        }
        return Reading(severity: .critical, category: .continuous, basis: "a symbol that moves for as long as it is shown")
    }

    func manualAPI(at site: Int, reason: Reason) -> Reading {
        if reason == .nothingMoves {
            return Reading(severity: .none, category: .decorative, basis: "moves nothing", respectsWhenLeftAlone: true, isMotion: false)
        }
        if reason == .fadeOnly || reason == .onlyAppearance {
            return Reading(severity: .low, category: .decorative, basis: "only fades or recolours", respectsWhenLeftAlone: true)
        }
        let name = file.text(site)
        let call = assessor.call(at: site)
        let labels = Set(call?.arguments.compactMap(\.label) ?? [])
        let text = call.map { file.text(bytes: file.byteRange($0.open, $0.close)) } ?? ""
        var reading: Reading
        switch name {
        case "phaseAnimator", "PhaseAnimator":
            reading = labels.contains("trigger") ? Reading(severity: .medium, category: .feedback, basis: "moves through phases when its trigger changes")
                : Reading(severity: .critical, category: .continuous, basis: "moves through phases for as long as it is shown")
        case "KeyframeAnimator":
            let repeating = call?.arguments.first { $0.label == "repeating" }
            let loops = !labels.contains("trigger") && (repeating.map { $0.first == $0.last && file.isIdentifier($0.first, "true") } ?? true)
            reading = loops ? Reading(severity: .critical, category: .continuous, basis: "loops its keyframes for as long as it is shown")
                : Reading(severity: .medium, category: .feedback, basis: "plays its keyframes when its trigger changes")
        case "matchedGeometryEffect":
            reading = Reading(severity: .high, category: .transition, basis: "flies a view between places")
        case "scrollTransition", "visualEffect":
            reading = Reading(severity: .medium, category: .decorative, basis: name == "scrollTransition" ? "moves views while scrolling" : "may move a view by its geometry")
        case "navigationTransition":
            reading = Reading(severity: .high, category: .navigation, basis: "zooms between screens")
        case "transition":
            if text.contains("Flip") || text.contains("Curl") {
                reading = Reading(severity: .high, category: .transition, basis: "a UIKit flip or page curl")
            } else if text.contains("CrossDissolve") {
                reading = Reading(severity: .low, category: .transition, basis: "a UIKit cross-dissolve")
            } else {
                reading = Reading(severity: .medium, category: .transition, basis: "a UIKit view transition")
            }
        case "animate", "animateKeyframes":
            if text.contains(".repeat") || text.contains("repeat:") {
                reading = Reading(severity: .critical, category: .continuous, basis: "a UIKit animation that repeats")
            } else if labels.contains("usingSpringWithDamping") {
                reading = Reading(severity: .high, category: .decorative, basis: "a UIKit spring animation")
            } else {
                reading = Reading(severity: .medium, category: .decorative, basis: "a UIKit animation")
            }
        default:
            if labels.contains("animated") {
                let navigation = ["push", "pop", "present", "dismiss", "show", "setViewControllers", "scroll", "setContentOffset", "select", "setSelected"]
                let moves = navigation.contains { name.hasPrefix($0) }
                reading = Reading(severity: .medium, category: moves ? .navigation : .decorative,
                                  basis: moves ? "a UIKit animated navigation or scroll" : "a UIKit animated change")
            } else {
                reading = Reading(severity: .medium, category: .decorative, basis: "a motion API")
            }
        }
        return reading
    }
}

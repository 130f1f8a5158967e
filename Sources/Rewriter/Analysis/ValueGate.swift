/// Shared by the offset, scale and rotation rules: asks the provenance classifier what each
/// non-constant argument is, and neutralises only motion that rests at the neutral; values that
/// are layout, follow a finger or carry information are kept (their animations are turned off by
/// the animation rules), and values it cannot follow are left for a person.
struct ValueGate {
    let context: RuleContext
    let rule: String

    /// How a note ends that keeps a value and turns off its animation instead (a later rule may
    /// reword it: `RuleContext.reviseKeptNotes`).
    static let keptClause = "its value is kept and the animation that drives it is turned off instead"

    /// One argument to neutralise and the neutral value for it.
    struct Target {
        let argument: Argument
        let neutral: String
    }

    /// Gates `targets` of `call`, or keeps them where their provenance says so.
    func apply(call: CallSite, targets: [Target]) {
        let file = context.file
        // `offset(…)` without a receiver is a modifier only in a View extension (no host);
        // inside a host it is more likely a helper of the same name.
        if call.style == .plain, case .host = context.placement(at: call.nameIndex) { return }
        // `make.top.equalTo(header.snp.bottom).offset(12)`: an Auto Layout constraint's constant
        // (SnapKit), never SwiftUI's modifier.
        if call.name == "offset", isConstraintChain(call) { return }
        // An offset or scale inside `.mask { … }` moves the mask, not the view: a reveal, like a fade.
        if file.isInsideModifier(named: "mask", call.nameIndex) {
            context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .movesAMask, message: "'.\(call.name)' moves a mask, which reveals the view rather than moving it: left as it is")
            return
        }
        let moving = targets.filter { target in
            let value = expression(target.argument)
            return !value.isConstant && !readsLayoutSetting(value) && !(value.angleArgument ?? value).isZeroProduct
        }
        // `offset(x: CGFloat(roll * 0))` is always still: its animations must see it so.
        if moving.isEmpty, targets.contains(where: { (expression($0.argument).angleArgument ?? expression($0.argument)).isZeroProduct }) {
            context.neutralised.insert(call.nameIndex)
        }
        guard !moving.isEmpty, let firstArgument = call.arguments.first, let lastArgument = call.arguments.last else { return }
        let whole = Expression(file: file, first: firstArgument.first, last: lastArgument.last)
        let description = "'.\(call.name)'"
        // In code with no environment (a static helper), a value made only of a `GeometryReader`'s
        // size and constants places the view: nothing there to pass a flag to.
        if case .noHost = context.placement(at: call.nameIndex), context.isNoted(call.nameIndex, rule: rule),
           moving.allSatisfy({ ValueClassifier(index: context.index).classify(expression($0.argument), fileIndex: context.fileIndex, host: nil).role == .layout }) {
            context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .placesTheView,
                           message: "\(description) places the view, it does not move it: it is made of measured sizes and constants")
            return
        }
        guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: whole, description: description) else {
            // Already gated (a second run): its animations must see it as still, as the first run did.
            if case .host(let host) = context.placement(at: call.nameIndex), whole.mentionsReduceMotion(propertyName: host.propertyName) {
                context.neutralised.insert(call.nameIndex)
            }
            return
        }
        for target in moving {
            let value = expression(target.argument)
            switch decide(value, neutral: target.neutral, call: call, host: host) {
            case .neutralise(let facts):
                context.neutralised.insert(call.nameIndex)
                let message = facts.review ? "\(description) moves the view, but \(facts.reason): keep it still when Reduce Motion is on"
                                           : "\(description) moves the view (\(facts.reason)): keep it still when Reduce Motion is on"
                if let terms = movingTerms(of: value, neutral: target.neutral, host: host) {
                    context.gateTerms(terms, site: call.nameIndex, rule: rule, host: host, review: facts.review, message: message)
                } else {
                    context.gate(value, site: call.nameIndex, neutral: target.neutral, rule: rule, host: host, review: facts.review, message: message)
                }
            case .pin(let facts, let pose):
                context.neutralised.insert(call.nameIndex)
                context.gate(value, site: call.nameIndex, neutral: pose, rule: rule, host: host, review: facts.review,
                             message: "\(description) moves the view in an endless animation (\(facts.reason)): it rests at its starting pose, \(pose), with the drawing's other parts, when Reduce Motion is on")
            case .layout(let reason):
                context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .placesTheView, message: "\(description) places the view, it does not move it: \(reason)")
            case .timerLoop(let facts):
                context.leaveToTimer(facts.states, host: host)
                context.recordTimerFinding(site: call.nameIndex, rule: rule, subject: description, states: facts.states, host: host,
                                           message: "\(description) not changed: a timer keeps changing it (\(facts.reason)) and no branch rests at the neutral",
                                           suggestion: "do not start the timer when reduceMotion is on, so the view keeps its resting value")
            case .keep(let facts, let why):
                context.keep(facts.states, host: host, at: call.nameIndex)
                if facts.motion.contains(.unknown) {
                    // Never silently drop meaning: a value whose source is unknown is left to a person.
                    context.recordKeptFinding(site: call.nameIndex, rule: rule, subject: description, states: facts.states, host: host,
                                              message: "\(description) not changed: \(facts.reason)",
                                              suggestion: "keep the value and turn off the animation that drives it ('reduceMotion ? nil : …'); only if the view has a resting position there, use 'reduceMotion ? \(target.neutral) : …'")
                } else {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .valueKept,
                                   message: "\(description) \(why) (\(facts.reason)); \(ValueGate.keptClause)")
                }
            }
        }
    }

    /// In a sum with a part that places the view (`-30 + CGFloat(roll * 4)`, `.degrees(45 +
    /// wobble)`), the terms that move: only they are pinned at 0, so the view keeps its place.
    /// Nil when no term places it (the whole value is pinned at the neutral).
    private func movingTerms(of value: Expression, neutral: String, host: HostInfo) -> [Expression]? {
        let sum: Expression?
        switch neutral {
        case "0": sum = value
        case ".zero": sum = value.angleArgument
        default: sum = nil
        }
        guard let terms = sum?.additiveTerms else { return nil }
        var moving: [Expression] = []
        var places = false
        for term in terms {
            if term.isConstant || term.isZeroProduct {
                places = places || !term.isZeroLiteral && !term.isZeroProduct
            } else if readsLayoutSetting(term) {
                places = true
            } else {
                let facts = context.classification(of: term, host: host)
                if facts.role == .layout {
                    places = true
                    continue
                }
                // `100 - 100 * shown`, with `shown` ending at 1: the term does not end at 0, so
                // pinning it there would not leave the view where the animation ends.
                guard facts.restingValues.values.allSatisfy({ $0 == "0" || $0 == "0.0" }) else { return nil }
                moving.append(term)
            }
        }
        return places && !moving.isEmpty ? moving : nil
    }

    /// Whether the loop's two ends lie on either side of the neutral: the branches of a ternary
    /// (`on ? -20 : 20`), or a state's initial literal and a literal it is set to (`-300`, `300`).
    /// Only for a state that moves this one view: several views swinging with one state make
    /// a drawing (petals of a flower), which pinned at the neutral would collapse into one spot.
    private func swingsAcrossNeutral(_ shape: Expression, neutral: String, host: HostInfo) -> Bool {
        let rest: Double = neutral == "1" ? 1 : 0
        let across = { (a: Double, b: Double) in (a - rest) * (b - rest) < 0 }
        if let ternary = shape.topLevelTernary {
            guard let a = ternary.whenTrue.numericLiteral, let b = ternary.whenFalse.numericLiteral,
                  let state = ternary.condition.conditionState?.name else { return false }
            return across(a, b) && movesOneView(state, host: host)
        }
        guard let name = ValueGate.stateName(of: shape), let initial = declaredValue(ofState: name, host: host)?.numericLiteral else { return false }
        return movesOneView(name, host: host) && (host.sources.literals[name] ?? []).contains { literal in
            Double(literal.replacingOccurrences(of: "_", with: "")).map { across(initial, $0) } ?? false
        }
    }

    /// The branch a looping part of a drawing starts at (`birdBody ? -50 : 75` with `birdBody`
    /// declared `false`: `75`), when its two ends lie on either side of the neutral and other
    /// loops of the host move the drawing's other parts (wings that rest at their own start): the
    /// neutral would put this part where no frame of the drawing has it.
    private func startingPose(of shape: Expression, neutral: String, host: HostInfo) -> String? {
        guard let ternary = shape.topLevelTernary, let a = ternary.whenTrue.numericLiteral, let b = ternary.whenFalse.numericLiteral,
              let state = ternary.condition.conditionState else { return nil }
        let rest: Double = neutral == "1" ? 1 : 0
        guard (a - rest) * (b - rest) < 0, movesOneView(state.name, host: host),
              host.sources.origins.filter({ $0.key != state.name && $0.value.contains(.loop) }).count >= 1,
              let branch = loopEnds(of: ternary, host: host)?.start else { return nil }
        return branch.file.text(bytes: branch.byteRange)
    }

    /// The branches of `ternary` at the start and at the end of its loop, when its condition is a
    /// `@State` of `host` declared `true` or `false` (the start) and toggled by the loop.
    private func loopEnds(of ternary: Expression.Ternary, host: HostInfo) -> (start: Expression, end: Expression)? {
        guard let state = ternary.condition.conditionState, let declared = declaredValue(ofState: state.name, host: host),
              declared.first == declared.last else { return nil }
        let file = declared.file
        guard file.isIdentifier(declared.first, "true") || file.isIdentifier(declared.first, "false") else { return nil }
        let startsTrue = file.isIdentifier(declared.first, "true") != state.negated
        return startsTrue ? (ternary.whenTrue, ternary.whenFalse) : (ternary.whenFalse, ternary.whenTrue)
    }

    /// Whether the endless loops of the type around `call` would rest in a mixed pose if each
    /// part were pinned at its own neutral: some parts at the loop's start (`moving ? -60 : 0`),
    /// others at its end (`scaling ? 1 : 1/4`, or a part with no neutral branch, which keeps its
    /// value and ends where the loop was sent). That picture is no frame of the original (round
    /// 21: a breathing flower collapsed to one circle at full size, an eagle's wings half down).
    /// A part that rests at its starting pose (`startingPose`) counts as at the start.
    private func loopsRestInMixedPoses(around call: CallSite, host: HostInfo) -> Bool {
        guard let typeIndex = context.structure.innermostType(containing: call.nameIndex) else { return false }
        if let known = context.mixedLoopPoses[typeIndex] { return known }
        let file = context.file
        let type = context.structure.types[typeIndex]
        // A state another animation also changes (an entrance beside a loop) is no loop's alone.
        var animatedOnce: Set<String> = []
        for (site, kind) in context.animationSites where type.contains(site.nameIndex) {
            // A loop already gated (`reduceMotion ? nil : pulse`, a second run) is still a loop.
            var kind = kind
            if let gate = site.argument?.topLevelTernary, gate.condition.mentionsReduceMotion(propertyName: nil) {
                kind = AnimationKind.of(gate.whenFalse, index: context.index)
            }
            if kind != .repeating { animatedOnce.formUnion(site.driven.keys) }
        }
        var atStart = false
        var atEnd = false
        for other in ValueSources.slice(context.structure.calls, by: { $0.nameIndex }, from: type.bodyOpen, to: type.bodyClose)
        where other.style == .member && ReadScanner.motionModifiers.contains(other.name) {
            let neutral = other.name == "scaleEffect" ? "1" : "0"
            let isIdentity = { (branch: Expression) in neutral == "1" ? branch.isOneLiteral : branch.isZeroLiteral }
            for argument in other.arguments where argument.label == nil || argument.label == "x" || argument.label == "y" {
                let value = Expression(file: file, first: argument.first, last: argument.last)
                guard let ternary = (value.angleArgument ?? value).topLevelTernary, let state = ternary.condition.conditionState,
                      host.sources.origins[state.name]?.contains(.loop) == true, !animatedOnce.contains(state.name),
                      ternary.whenTrue.numericLiteral != nil, ternary.whenFalse.numericLiteral != nil,
                      let (start, end) = loopEnds(of: ternary, host: host) else { continue }
                if isIdentity(start) || value.angleArgument == nil && startingPose(of: value, neutral: neutral, host: host) != nil {
                    atStart = true
                } else if !isIdentity(end), swingsAcrossNeutral(value.angleArgument ?? value, neutral: neutral, host: host) {
                    // Pinned at the neutral it passes through: neither end.
                    continue
                } else {
                    atEnd = true
                }
            }
        }
        let mixed = atStart && atEnd
        context.mixedLoopPoses[typeIndex] = mixed
        return mixed
    }

    /// Whether `state` is read by one offset, scale or rotation of the host, and no other.
    private func movesOneView(_ state: String, host: HostInfo) -> Bool {
        var calls: Set<Int> = []
        for read in context.index.readsThroughProperties(of: state, in: host) {
            guard case .motionModifier(let call) = read.effect else { continue }
            calls.insert(read.file == context.fileIndex ? call : -1 - read.index)
            if calls.count > 1 { return false }
        }
        return calls.count == 1
    }

    /// Whether the host's `@State` `name` is declared with a number other than 0 (`cover = 0.4`):
    /// a product of it places the view away from 0 before the entrance as after it.
    private func startsAwayFromZero(_ name: String, host: HostInfo) -> Bool {
        guard let initial = declaredValue(ofState: name, host: host)?.numericLiteral else { return false }
        return initial != 0
    }

    /// Whether `value` is a `@State` of the host declared with a scale that hides the view and
    /// set back to it after each change (`@State private var orbScale: CGFloat = 0`, a burst):
    /// its resting state is hidden. (One an appearance sets to 1 for good rests shown.)
    private func startsHidden(_ value: Expression, host: HostInfo) -> Bool {
        guard let name = ValueGate.stateName(of: value), host.sources.origins[name]?.contains(.settles) == true,
              let initial = declaredValue(ofState: name, host: host) else { return false }
        return initial.hidesAtScale
    }

    /// The name `value` is, when it is only a name (`cover`, `self.cover`).
    private static func stateName(of value: Expression) -> String? {
        guard let path = value.unwrapped.namePath, path.count == 1 || (path.count == 2 && path[0] == "self") else { return nil }
        return path.last
    }

    /// The value the host's `@State` `name` is declared with (`= 0.4`), in its own file.
    private func declaredValue(ofState name: String, host: HostInfo) -> Expression? {
        guard let property = host.sources.properties[name], property.declaration == .state, let range = property.value,
              let file = context.index.structure(property.file)?.file else { return nil }
        return Expression(file: file, first: range.lowerBound, last: range.upperBound)
    }

    /// What to do with one moving value.
    enum Decision {
        /// Wrap it in `reduceMotion ? neutral : value`.
        case neutralise(ValueFacts)
        /// Layout: nothing moves.
        case layout(String)
        /// Keep the value; turn off the animations of the properties it reads (docs/BEHAVIOUR.md "When a value is kept").
        case keep(ValueFacts, String)
        /// A timer keeps changing it and nothing rests at the neutral: left for a person.
        case timerLoop(ValueFacts)
        /// Wrap it in `reduceMotion ? pose : value`: a part of a drawing rests at its starting pose.
        case pin(ValueFacts, String)
    }

    /// docs/BEHAVIOUR.md "When a value is kept", from the value's provenance and shape.
    func decide(_ value: Expression, neutral: String, call: CallSite, host: HostInfo) -> Decision {
        let facts = context.classification(of: value, host: host)
        switch facts.role {
        case .layout:
            return .layout(facts.reason)
        case .directManipulation:
            return .keep(facts, "follows a finger, a slider or the scroll")
        case .information:
            return .keep(facts, "shows information or a lasting state")
        case .motion:
            break
        }
        if call.name == "scaleEffect", isMirror(value) { return .keep(facts, "mirrors the view to show a direction") }
        if receiverIsChevron(call) { return .keep(facts, "turns a chevron or arrow that shows a state") }
        if facts.motion.contains(.press) { return .keep(facts, "is press feedback, a state the user should see") }
        let isLoop = facts.motion.contains(.loop)
        if facts.motion.contains(.clock) { return .keep(facts, "follows the clock of a TimelineView, which is paused instead") }
        if facts.motion.contains(.unknown) { return .keep(facts, "could not be followed (review by hand)") }
        let isIdentity = { (branch: Expression) -> Bool in
            switch neutral {
            case "1": return branch.isOneLiteral
            case "0", ".zero": return branch.isZeroLiteral || branch.angleArgument?.isZeroLiteral == true
            default: return false
            }
        }
        let shape = value.angleArgument ?? value
        if call.name == "scaleEffect", let ternary = shape.topLevelTernary, ternary.whenTrue.hidesAtScale || ternary.whenFalse.hidesAtScale {
            // docs/BEHAVIOUR.md "When a value is kept": the neutral 1 would show what a scale of 0 hides.
            return .keep(facts, "hides the view with a scale of 0, which the neutral would show")
        }
        if call.name == "scaleEffect", startsHidden(value, host: host) {
            return .keep(facts, "starts at a scale of 0, which hides the view and which the neutral would show")
        }
        // A loop with no branch at the neutral keeps its value and is turned off instead (its end
        // frame is a pose of the drawing); one with such a branch is stopped there: its start pose.
        // One that swings across the neutral (`-300` to `300`, `-20°` to `20°`) passes through its
        // rest: it is stopped there, not on an end frame that may lie off screen.
        if isLoop, shape.topLevelTernary != nil, loopsRestInMixedPoses(around: call, host: host) {
            return .keep(facts, "is one part of a loop whose parts would rest at different ends, so every part keeps its value and the loop's animation is turned off instead")
        }
        if isLoop, value.angleArgument == nil, let pose = startingPose(of: shape, neutral: neutral, host: host) {
            return .pin(facts, pose)
        }
        let swingsAcross = isLoop && swingsAcrossNeutral(shape, neutral: neutral, host: host)
        if isLoop, !swingsAcross, !(shape.topLevelTernary.map { isIdentity($0.whenTrue) || isIdentity($0.whenFalse) } ?? false),
           !endsInvisible(facts, host: host) {
            return .keep(facts, "moves in an endless animation, which is turned off instead")
        }
        if let ternary = shape.topLevelTernary {
            guard isIdentity(ternary.whenTrue) || isIdentity(ternary.whenFalse) || swingsAcross else {
                // A timer keeps flipping it and neither branch is at rest: pinning it would break a
                // drawing made of resting offsets, turning its animation off would make it jump.
                if facts.motion.contains(.timer) { return .timerLoop(facts) }
                return .keep(facts, "has no branch at rest (neither is the neutral value)")
            }
            if !isLoop, let state = ternary.condition.conditionState, let resting = facts.restingValues[state.name] {
                let restsTrue = (resting == "true" || resting == "toggle") != state.negated
                if !isIdentity(restsTrue ? ternary.whenTrue : ternary.whenFalse) {
                    return .keep(facts, "rests away from the neutral value once shown")
                }
            }
            return .neutralise(facts)
        }
        if call.name == "scaleEffect", isProgressBar(call) {
            return .keep(facts, "grows along one axis from its edge like a progress bar")
        }
        // A timer that steps a value (a clock, a progress, a counter) shows it; one that flips it
        // back and forth is an endless loop: a `nil` animation would still make it jump at every
        // tick, so it is pinned at the neutral, for a person to check.
        if facts.motion.contains(.timer) {
            if facts.accumulates { return .keep(facts, "is stepped by a timer (a progress or a counter)") }
            return .timerLoop(facts)
        }
        if let resting = facts.restingValues.values.first, facts.restingValues.count == 1 {
            let restsAtNeutral = neutral == "1" ? resting == "1" || resting == "1.0" : resting == "0" || resting == "0.0" || resting == ".zero"
            // (A product, `-width * cover`, rests at 0 only where its state does.)
            if !restsAtNeutral, value.unwrapped.first == value.unwrapped.last
                || neutral == "0" && !isLoop && facts.motion.contains(.entrance) && value.isProduct
                && facts.restingValues.keys.allSatisfy({ startsAwayFromZero($0, host: host) }) {
                return .keep(facts, "ends at a value that is not its resting position")
            }
        }
        return .neutralise(facts)
    }

    /// docs/BEHAVIOUR.md "When a value is kept": whether the endless animation behind the value would, turned off, leave the
    /// view invisible (its state also drives an opacity to 0): then the movement is stopped here.
    private func endsInvisible(_ facts: ValueFacts, host: HostInfo) -> Bool {
        for state in facts.states {
            guard let invisible = host.sources.invisibleWhen[state], let literals = host.sources.literals[state] else { continue }
            let ends = Set(literals.map { $0 == "toggle" ? "true" : $0 })
            if !ends.isDisjoint(with: invisible) { return true }
        }
        return false
    }

    /// `scaleEffect(x: v, anchor: .leading)` (or `y:` from `.bottom`/`.top`): a bar filled to `v`.
    private func isProgressBar(_ call: CallSite) -> Bool {
        guard let anchor = call.arguments.first(where: { $0.label == "anchor" }) else { return false }
        let text = context.file.text(bytes: context.file.byteRange(anchor.first, anchor.last)).replacingOccurrences(of: "UnitPoint", with: "")
        let labels = Set(call.arguments.compactMap(\.label))
        if labels.contains("x"), [".leading", ".trailing"].contains(text) { return true }
        if labels.contains("y"), [".top", ".bottom"].contains(text) { return true }
        return false
    }

    func expression(_ argument: Argument) -> Expression {
        Expression(file: context.file, first: argument.first, last: argument.last)
    }

    /// Device, size-class, type-size and theme settings choose a layout; they do not move.
    private static let layoutSettings: Set<String> = [
        "idiom", "userInterfaceIdiom", "horizontalSizeClass", "verticalSizeClass", "sizeClass", "dynamicTypeSize",
        "layoutDirection", "colorScheme", "theme", "isPad", "isPhone", "isIPad", "isCompact", "isRegular", "isLandscape", "isPortrait",
    ]

    /// Whether the value picks between constants by a layout setting (docs/BEHAVIOUR.md "When a value is kept": layout, not motion).
    private func readsLayoutSetting(_ value: Expression) -> Bool {
        let file = context.file
        var readsSetting = false
        for index in value.first...value.last where file.kind(index) == .identifier {
            if file.kind(index - 1) == .dot || value.isArgumentLabel(index) { continue }
            if ValueGate.nonVariables.contains(index, in: file) { continue }
            let word = file.text(index)
            if let scalar = word.unicodeScalars.first, CharacterClass.isUppercase(scalar) { continue }
            // Every variable must be (a path to) a layout setting, e.g. `deviceState.idiom`.
            var namesSetting = isLayoutSetting(word)
            var cursor = index
            while file.kind(cursor + 1) == .dot, file.kind(cursor + 2) == .identifier {
                cursor += 2
                if !namesSetting { namesSetting = isLayoutSetting(file.text(cursor)) }
            }
            guard namesSetting else { return false }
            readsSetting = true
        }
        return readsSetting
    }

    /// Names in a value that are no variable (matched as bytes, before a name is made a string).
    private static let nonVariables = IdentifierSet(["true", "false", "nil", "min", "max", "abs"])

    private func isLayoutSetting(_ name: String) -> Bool {
        ValueGate.layoutSettings.contains(name) || context.options.layoutSettings.contains(name)
    }

    /// Whether a scale can be negative: a mirror image shows direction, it does not move.
    func isMirror(_ value: Expression) -> Bool {
        let file = context.file
        for index in value.first...value.last where file.kind(index) == .operator && file.isText(index, "-") {
            if file.kind(index + 1) == .number, !file.hasTriviaAfter(index) { return true }
        }
        return false
    }

    /// Whether the modifier is applied to a chevron or arrow image, which shows a state by its angle.
    func receiverIsChevron(_ call: CallSite) -> Bool {
        let file = context.file
        var cursor = call.nameIndex - 2
        var steps = 0
        while cursor >= 0, steps < 200 {
            steps += 1
            switch file.kind(cursor)! {
            case .closeParen, .closeBracket:
                let open = file.partner[cursor]
                if file.isIdentifier(open - 1, "Image"), file.isIdentifier(open + 1, "systemName"), file.kind(open + 3) == .string {
                    let literal = file.text(open + 3)
                    if literal.contains("chevron") || literal.contains("arrowtriangle") || literal.contains("disclosure") { return true }
                }
                cursor = open - 1
            case .identifier, .dot, .pound, .string, .number:
                cursor -= 1
            case .operator where !file.hasTriviaBefore(cursor):
                cursor -= 1
            default:
                return false
            }
        }
        return false
    }

    /// Calls of a constraint maker (SnapKit's) that come before `.offset` in its chain.
    private static let constraintCalls = IdentifierSet(["equalTo", "equalToSuperview", "lessThanOrEqualTo", "greaterThanOrEqualTo",
                                                        "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview", "snp"])

    /// Whether the member call `call` ends a constraint maker's chain (`make.leading.equalTo(x).offset(8)`).
    private func isConstraintChain(_ call: CallSite) -> Bool {
        let file = context.file
        guard call.style == .member, let root = file.chainRoot(ofMemberCall: call.nameIndex), root < call.nameIndex else { return false }
        return Self.constraintCalls.contains(in: file, range: root..<call.nameIndex) { _, index in file.kind(index - 1) == .dot }
    }
}

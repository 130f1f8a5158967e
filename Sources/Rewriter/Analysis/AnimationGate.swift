/// Shared by the repeat-forever, spring and instant-animation rules: turns an animation off
/// (`nil`) under Reduce Motion where it would still move something, and leaves it alone where
/// all it animates is opacity, colour, or movement already neutralised at its modifiers
/// (docs/BEHAVIOUR.md "Nothing may still move").
struct AnimationGate {
    let context: RuleContext
    let rule: String
    /// `.repeating`, `.spring`, or `.other` (plain curves).
    let kind: AnimationKind

    /// Gates the sites of `kind`. `softened` is what a spring becomes when all it still animates
    /// is opacity and colour (nil: it is left alone); a loop always becomes `nil`.
    func apply(softened: String?) {
        for (site, found) in context.animationSites {
            let siteKind: AnimationKind
            if site.argument == nil {
                guard site.insertion != nil else { continue }
                siteKind = .spring
            } else {
                guard let found else { continue }
                siteKind = found
            }
            if case .unresolved(let name) = siteKind, kind == .spring {
                if context.directives.isDisabled(rule, atOffset: context.file.token(site.nameIndex).start, in: context.file) { continue }
                if let holder = passedInName(name, at: site.nameIndex) {
                    // A parameter or a stored property: its animation comes from the caller.
                    context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .animationUnresolved,
                                   message: "\(site.description) uses '\(name)', an animation passed in through '\(holder)', so motionfix cannot tell what it is",
                                   suggestion: "if what it animates moves, slides or resizes something, use 'reduceMotion ? nil : \(name)'")
                    continue
                }
                // Whatever its curve, an animation that moves something should be off: say what it moves.
                if case .host(let host) = context.placement(at: site.nameIndex) {
                    let moving = movementThatStays(site, host: host)
                    if moving == nil {
                        context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .onlyAppearance,
                                       message: "\(site.description) uses '\(name)', whose definition is not in the files processed, but only animates opacity, colour or movement that is already gated: left as it is")
                        continue
                    }
                    if let moving, moving.certainty == .known {
                        context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .animationUnresolved,
                                       message: "\(site.description) uses '\(name)', whose definition is not in the files processed, and \(moving.reason)",
                                       suggestion: "unless '\(name)' already reads Reduce Motion, use 'reduceMotion ? nil : \(name)'")
                        continue
                    }
                }
                context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .animationUnresolved,
                               message: "\(site.description) uses '\(name)', whose definition is not in the files processed, and what it animates could not be followed",
                               suggestion: "if what it animates moves, slides or resizes something, use 'reduceMotion ? nil : \(name)'")
                continue
            }
            if siteKind == .handled, kind == .spring, let argument = site.argument, !argument.mentionsReduceMotion(propertyName: nil) {
                context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .animationReadsSetting, message: "\(site.description) uses an animation defined with a Reduce Motion check")
                continue
            }
            // Already gated (a second run): noted by the rule of the animation it gates, so the
            // audit shows the site the first run fixed as respecting the setting.
            if siteKind == .handled, let argument = site.argument {
                context.gatedAnimations.insert(site.nameIndex)
                if AnimationGate.gatedKind(argument, index: context.index) == kind, context.isNoted(site.nameIndex, rule: rule) {
                    context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .readsSetting, message: "\(site.description) already reads Reduce Motion")
                }
                continue
            }
            guard siteKind == kind else { continue }
            // Inside an animator's content the animator is the motion; a directive opts out.
            if context.enclosingAnimator(of: site.nameIndex) != nil { continue }
            if context.directives.isDisabled(rule, atOffset: context.file.token(site.nameIndex).start, in: context.file) { continue }
            // `nil` and `.none` (the optional's empty case) are no animation.
            if let argument = site.argument, AnimationGate.isNoAnimation(argument) {
                context.gatedAnimations.insert(site.nameIndex)
                continue
            }
            if context.isInsideFingerTracking(site.nameIndex) {
                // `withAnimation` in `onChanged` smooths a value that follows the finger; without
                // it the view jumps to the finger. Nothing moves on its own.
                if kind == .spring {
                    context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .followsFinger,
                                   message: "\(site.description) smooths a value that follows the finger: left as it is")
                }
                continue
            }
            guard case .host(let host) = context.placement(at: site.nameIndex) else {
                // A class's animation of what a view moves with: turned off with the system's setting.
                if ModelAnimationGate(context: context, rule: rule, kind: kind).apply(site) { continue }
                // No host: a spring or loop is reported for a person; a plain curve only matters with a host.
                if kind != .other { _ = context.hostForEditing(site: site.nameIndex, rule: rule, expression: site.argument, description: site.description) }
                continue
            }
            if kind != .repeating, site.hasValue, context.file.isText(site.nameIndex, "animation"), let watched = smoothedFingerValue(site, host: host) {
                // `.animation(A, value: degrees)` where only a gesture's `onChanged` (or a slider)
                // writes `degrees`: it smooths what follows the finger, as `withAnimation` there does.
                if kind == .spring {
                    context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .followsFinger,
                                   message: "\(site.description) smooths '\(watched)', which follows the finger: left as it is")
                }
                continue
            }
            if kind != .repeating, let argument = site.argument, AnimationGate.isShorterThanAFrame(argument) {
                // Over before a frame is drawn: the change is already instant.
                if context.isNoted(site.nameIndex, rule: rule) {
                    context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .shorterThanAFrame,
                                   message: "\(site.description) is shorter than a frame, so the change is already instant: left as it is")
                }
                continue
            }
            if kind != .repeating, let (state, observer) = completionObserver(of: site, host: host) {
                // `.onAnimationCompleted(for: value)` runs its code when the animated value
                // arrives: with no animation it never arrives, and a dismissal never happens.
                context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .manual,
                               message: "\(site.description) not changed: '\(observer)' waits for its animation of '\(state)' to end, and with no animation that code would never run",
                               suggestion: "keep the animation and take its movement out at the modifiers, or run the completion directly when reduceMotion is on")
                continue
            }
            if kind != .repeating, let argument = site.argument, let duration = timeDisplayDuration(in: argument, host: host) {
                // The animation is the display: turned off, the bar or the ring would jump to its end.
                context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .manual,
                               message: "\(site.description) is a linear animation whose duration comes from the data ('\(duration)'): it shows time passing (a progress or a countdown), so it was not turned off",
                               suggestion: "if the view should not move under Reduce Motion, show the progress another way (a number, a fade)")
                continue
            }
            let replacement: String
            let message: String
            var review = false
            if kind == .repeating {
                if let state = stopsInvisible(site, host: host) {
                    if let moving = movementThatStays(site, host: host, countingStoppedModifiers: false), !moving.isGuess {
                        // A frame or padding it also drives has no neutral here: neither way is right.
                        context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .manual,
                                       message: "\(site.description) repeats forever and also fades the view out through '\(state)', while \(moving.reason): turned off, the view would stay invisible; left, it keeps moving",
                                       suggestion: "when reduceMotion is on, do not start the loop and show the view at rest and fully visible")
                        // The values its chain kept for it are not settled by it after all.
                        if let start = site.chainStart { context.reviseKeptNotes(in: start..<site.nameIndex, loop: site.description) }
                        continue
                    }
                    context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .loopFadeKept,
                                   message: "\(site.description) repeats forever and also fades the view out through '\(state)': turning it off would leave the view invisible, so its movement is stopped at the modifiers and the fade kept")
                    continue
                }
                let moving = movementThatStays(site, host: host)
                if let moving, moving.certainty == .timer {
                    reportTimer(site, moving, host: host)
                    continue
                }
                if moving == nil {
                    // An endless fade or colour cycle is not motion (docs/BEHAVIOUR.md: opacity and colour may stay).
                    context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .onlyAppearance,
                                   message: "\(site.description) repeats forever but only changes opacity, colour or movement already stopped at its modifiers: left as it is")
                    continue
                }
                replacement = site.instant
                review = moving?.isGuess == true
                message = "\(site.description) repeats forever: turn it off when Reduce Motion is on"
            } else if let moving = movementThatStays(site, host: host) {
                if moving.certainty == .timer {
                    reportTimer(site, moving, host: host)
                    continue
                }
                if moving.isGuess {
                    // What it animates is not known: a person decides. Turning such guesses off
                    // (flagged `review`) was tried in the third blind review of 2026-11-28: most
                    // turned out to animate only fades or colours, or ran under the app's own
                    // Reduce Motion helpers, and precision fell from 90% to 82%.
                    if kind == .spring {
                        context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .manual,
                                       message: "\(site.description) not changed: \(moving.reason), so what it animates is not known",
                                       suggestion: "if it moves, slides or resizes something, use 'reduceMotion ? nil : …'")
                    } else {
                        context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .plainCurveUnknown,
                                       message: "\(site.description) does not bounce and \(moving.reason), so what it animates is not known: a plain curve is left as it is")
                    }
                    continue
                } else if AnimationGate.instantKeepingDelay(site.argument) != nil, let state = returnsAPulseToRest(site, host: host) {
                    // The second half of a pulse (`scale = 1.35`, then `scale = 1` after a delay):
                    // both halves happen at once, so nothing jumps out and back.
                    replacement = site.instant
                    message = "\(site.description) brings '\(state)' back to rest after a delay, the end of a pulse that only scales or turns the view: turn it off when Reduce Motion is on, so the pulse is not seen at all"
                } else if let delayed = AnimationGate.instantKeepingDelay(site.argument) {
                    // docs/BEHAVIOUR.md "Delays and exits": a delay is timing; the change still waits for it.
                    replacement = delayed
                    message = "\(site.description) animates movement that stays (\(moving.reason)): it happens at once, after its delay, when Reduce Motion is on"
                } else {
                    replacement = site.instant
                    message = "\(site.description) animates movement that stays (\(moving.reason)): turn it off when Reduce Motion is on"
                }
            } else if let softened, kind == .spring {
                replacement = softened
                message = "\(site.description) bounces what is left to animate: use a plain curve when Reduce Motion is on"
            } else {
                context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .onlyAppearance,
                               message: "\(site.description) only animates opacity, colour or movement that is already gated: left as it is")
                continue
            }
            guard let host = context.hostForEditing(site: site.nameIndex, rule: rule, expression: site.argument, description: site.description) else { continue }
            context.gatedAnimations.insert(site.nameIndex)
            if let argument = site.argument {
                context.gate(argument, site: site.nameIndex, neutral: replacement, rule: rule, host: host, review: review, message: message)
            } else if let insertion = site.insertion {
                context.recordFix(site: site.nameIndex, rule: rule, review: review, message: message)
                context.insert("\(insertion.prefix)\(host.propertyName) ? \(replacement) : .default\(insertion.suffix)", at: insertion.offset, rule: rule, host: host, review: review)
            }
        }
    }

    /// The state a delayed `withAnimation` sets back to its declared value when every read of it
    /// in the host is a scale or a rotation (never an offset, a frame, an `if` or an opacity, which
    /// could hide the view or show it somewhere else): a pulse out and back, whose delay only times
    /// the return. Nil otherwise.
    private func returnsAPulseToRest(_ site: AnimationSite, host: HostInfo) -> String? {
        guard context.file.isText(site.nameIndex, "withAnimation"), !site.driven.isEmpty else { return nil }
        for (name, literal) in site.driven {
            guard let literal, let property = host.sources.properties[name], property.declaration == .state,
                  let range = property.value, range.lowerBound == range.upperBound,
                  let file = context.index.structure(property.file)?.file,
                  Assignment.sameLiteral(file.text(range.lowerBound), literal), Double(literal) != 0 else { return nil }
            let reads = context.index.readsThroughProperties(of: name, in: host)
            guard !reads.isEmpty else { return nil }
            for read in reads {
                switch read.effect {
                case .none: continue
                case .motionModifier(let call) where read.file == context.fileIndex:
                    let modifier = context.file.text(call)
                    guard modifier == "scaleEffect" || modifier == "rotationEffect" || modifier == "rotation3DEffect" else { return nil }
                default: return nil
                }
            }
        }
        return site.driven.keys.sorted().first
    }

    /// The first component of `name` when it is a stored property of the host or a parameter or
    /// local of the code at `site` (`animation`, `animation.type`, `transaction.animation`): a
    /// value handed in by a caller, not a definition motionfix could find.
    private func passedInName(_ name: String, at site: Int) -> String? {
        let root = String(name.split(separator: ".").first ?? Substring(name))
        if case .host(let host) = context.placement(at: site), let property = host.sources.properties[root], property.declaration != .computed {
            return root
        }
        let file = context.file
        let declared = (context.facts.locals[root] ?? []).contains { $0.block < site && site < file.partner[$0.block] }
        return declared ? root : nil
    }

    /// What an animation that reads Reduce Motion is when the setting is off: the kind of the
    /// branches of `reduceMotion ? nil : A` that do not read it (a name that cannot be resolved
    /// counts as a spring, the rule that reports those).
    static func gatedKind(_ argument: Expression, index: ProjectIndex) -> AnimationKind {
        var kinds: [AnimationKind] = []
        func collect(_ value: Expression) {
            if let ternary = value.topLevelTernary, ternary.condition.mentionsReduceMotion(propertyName: nil) {
                collect(ternary.whenTrue)
                collect(ternary.whenFalse)
            } else if !value.mentionsReduceMotion(propertyName: nil) {
                kinds.append(AnimationKind.of(value, index: index))
            }
        }
        collect(argument)
        if kinds.contains(.repeating) { return .repeating }
        if kinds.contains(where: { if case .unresolved = $0 { return true }; return $0 == .spring }) { return .spring }
        return kinds.contains(.handled) && !kinds.contains(.other) ? .spring : .other
    }

    private func reportTimer(_ site: AnimationSite, _ moving: Movement, host: HostInfo) {
        context.recordTimerFinding(site: site.nameIndex, rule: rule, subject: site.description, states: moving.timerStates, host: host,
                                   message: "\(site.description) not changed: \(moving.reason)",
                                   suggestion: "skip the timer when reduceMotion is on, so the values stay at rest")
    }

    /// What still moves when this animation runs under Reduce Motion, or nil when all it
    /// animates is opacity, colour, or movement neutralised at its modifiers.
    private func movementThatStays(_ site: AnimationSite, host: HostInfo, countingStoppedModifiers: Bool? = nil) -> Movement? {
        // A loop exists to move what it drives: one that drives a modifier stopped by motionfix is
        // still turned off (docs/BEHAVIOUR.md), so that nothing it animates keeps cycling.
        let neutralisedCounts = countingStoppedModifiers ?? (kind == .repeating)
        if site.scrolls { return .known("a programmatic scroll") }
        let file = context.file
        var assignedByMethods: Set<String> = []
        var unfollowed: [String] = []
        for function in site.calledFunctions.sorted() {
            if let assigned = host.sources.assignedByMethod[function] { assignedByMethods.formUnion(assigned) }
            else if !Expression.pureFunctions.contains(function), !AnimationGate.sideEffectsOnly.contains(function), function.first?.isLowercase == true {
                unfollowed.append(function)
            }
        }
        // The names it animates, in order (a set made only when methods add to them).
        // A method called on a property (`model.toggleSection(x)`) changes what that property holds.
        let calledOn = site.calledOn.filter { host.sources.properties[$0] != nil && site.driven.keys.contains($0) == false }
        let names = assignedByMethods.isEmpty && calledOn.isEmpty ? site.driven.keys.sorted()
            : assignedByMethods.union(site.driven.keys).union(calledOn).sorted()
        if names.isEmpty {
            if let function = unfollowed.first { return .guess("it calls '\(function)', which motionfix does not follow") }
            if site.description == "'Transaction(animation:)'" { return .guess("a transaction whose changes motionfix does not follow") }
            // `.animation(A)` without `value:` animates every change below it: the modifiers of
            // its chain first (docs/BEHAVIOUR.md "Motion that is easy to miss").
            guard file.isText(site.nameIndex, "animation"), !site.hasValue else { return nil }
            if let moved = movingModifier(inChainOf: site, neutralisedCounts: neutralisedCounts) {
                return .known("it animates every change of its chain, and '.\(moved)' there moves the view")
            }
            // What its chain moved is stopped at the modifiers: nothing known is left to animate.
            if movingModifier(inChainOf: site, neutralisedCounts: true) != nil { return nil }
            // `.animation(A) { content in … }` animates only its body, which moves nothing.
            if let body = context.call(at: site.nameIndex)?.trailingClosure, file.kind(body) == .openBrace { return nil }
            // Rows or views that come and go below it (a `ForEach`, an `if`): it slides them and
            // the views that make room, at every change.
            if let start = site.chainStart, let builder = AnimationGate.insertingBuilder(in: start...site.nameIndex, file: file) {
                return .known("it animates every change below it, and views there come and go ('\(builder)')")
            }
            // `$isOn.animation()`: a binding's animation, not a view's.
            if let binding = AnimationGate.bindingReceiver(of: site.nameIndex, in: file) {
                return .guess("it animates every change made through the binding '\(binding)'")
            }
            return .guess("it animates every change below it")
        }
        // `.animation(A, value: v)` animates only the chain it is applied to (and the views in it).
        let reach = AnimationReach(site, host: host, context: context)
        let scope = reach.scope
        // The host's tables of this file, looked up once (by its key, hashed at each lookup).
        let timerStates = context.hasTimerStates ? context.timerStates(of: host) ?? [] : []
        let keptByName = context.keptAt.isEmpty ? [:] : context.keptAt[host.key] ?? [:]
        // A value a timer keeps changing decides first: turned off, it would jump at every tick.
        for name in names where timerStates.contains(name) {
            let movesHere = context.index.readsThroughProperties(of: name, in: host).contains { read in
                guard case .motionModifier(let call) = read.effect else { return false }
                if let scope, read.file != context.fileIndex || !scope.contains(read.index) { return false }
                return read.file != context.fileIndex || !context.neutralised.contains(call)
            }
            if movesHere {
                // Every state it animates that a timer keeps changing: the timer-loop rule settles
                // the finding only when it stops all of them.
                let timed = Set(names.filter { timerStates.contains($0) })
                return .timer("'\(name)' is changed by a timer, which should not start under Reduce Motion", states: timed)
            }
        }
        // A guess is given only when nothing it animates is known to move.
        var guess: Movement? = nil
        for name in names {
            let keptCalls = keptByName[name] ?? []
            if keptCalls.contains(where: { reach.reaches(index: $0, of: name) }) {
                return .known("'\(name)' moves the view on purpose")
            }
            guard host.sources.properties[name] != nil || host.sources.written.contains(name) else {
                guess = guess ?? .guess("'\(name)' is not a property motionfix can follow")
                continue
            }
            // Set only to the value it starts with, it never changes: nothing to animate.
            if host.sources.isOnlySetToItsInitialValue(name, index: context.index) { continue }
            for read in context.index.readsThroughProperties(of: name, in: host, members: site.drivenMembers[name]) {
                if !reach.reaches(read, of: name) { continue }
                switch read.effect {
                // `.property` never comes here: `readsThroughProperties` puts that property's reads in its place.
                case .appearance, .none, .property:
                    continue
                case .layout:
                    // A size a timer keeps changing (bars that pulse): turned off, it would jump at
                    // every tick; the timer-loop rule stops the loop instead. A value stepped one
                    // way (a progress) is information and stays animated.
                    if let timed = leftToTimer(name, host: host) { return timed }
                    return .known("'\(name)' changes the layout")
                case .unknown:
                    switch ChildReads(context: context).effect(of: read, host: host) {
                    case .moves(let child):
                        // A child's size or place that a timer keeps changing between set values
                        // (eyes that blink every few seconds through a binding): the same. Data a
                        // timer fetches again (a poll) is information, not a loop.
                        if !host.sources.computedWrites.contains(name), let timed = leftToTimer(name, host: host) { return timed }
                        return .known("'\(name)' moves a view in '\(child)'")
                    case .still: continue
                    case .notFollowed:
                        // `Defaults[.showShadow] = true`: a type's store, which views anywhere may
                        // read; no state of this view is handed anywhere.
                        let isType = name.unicodeScalars.first.map(CharacterClass.isUppercase) == true
                        guess = guess ?? .guess(isType ? "it writes '\(name)', a store other views read" : "'\(name)' is handed to code motionfix does not follow")
                    }
                case .motionModifier(let call):
                    if read.file != context.fileIndex || !context.neutralised.contains(call) { return .known("'\(name)' moves the view") }
                    if neutralisedCounts { return .known("it cycles '\(name)', which moves the view") }
                }
            }
        }
        // `.offset(x: shown ? 0 : -200).animation(A, value: trigger)`: the chain's modifier reads
        // another state written together with the watched one, so it changes in the same
        // transaction and the animation moves it.
        if site.hasValue, file.isText(site.nameIndex, "animation"),
           let moved = coChangingModifier(inChainOf: site, watched: Set(names), host: host) {
            return .known("'.\(moved)' in its chain reads a state written together with '\(names.joined(separator: "', '"))', so it moves with it")
        }
        if let guess { return guess }
        if let function = unfollowed.first { return .guess("it calls '\(function)', which motionfix does not follow") }
        // A binding or a model written here is read by the views that own it, which may move.
        for name in names {
            switch host.sources.properties[name]?.declaration {
            case .binding?:
                // A chain's own `.animation(_, value:)` animates that chain, not the parent's views.
                if reach.scope != nil { continue }
                switch bindingOwners(of: name, host: host) {
                case .moves(let view): return .known("'\(name)' is a binding to a state that moves a view in '\(view)'")
                case .still: continue
                case .notFollowed: return .guess("'\(name)' is a binding, read by the view that passes it")
                }
            case .model?:
                // A chain's own `.animation(_, value:)` animates only that chain: when it draws only
                // SwiftUI's views, its reads above decide.
                if reach.drawsOnlySystemViews { continue }
                return .guess("'\(name)' is a model, read by the views that observe it")
            default: continue
            }
        }
        return nil
    }

    /// A state a timer keeps changing and that is not stepped one way (a progress, which is
    /// information and stays animated): left to the timer-loop rule, which stops the loop.
    private func leftToTimer(_ name: String, host: HostInfo) -> Movement? {
        guard kind != .repeating, host.sources.origins[name]?.contains(.timer) == true,
              !(host.sources.accumulated.contains(name) && !host.sources.resetByTimer.contains(name)) else { return nil }
        context.leaveToTimer([name], host: host)
        return .timer("'\(name)' is changed by a timer, which should not start under Reduce Motion", states: [name])
    }

    /// What the states behind the binding `name` of `host` do in the views that create it with
    /// `Host(name: $state)` (docs/BEHAVIOUR.md "Motion driven from another view"): a change
    /// animated here is drawn there. Not followed when a caller passes anything else, or hands
    /// its state on to other code.
    private func bindingOwners(of name: String, host: HostInfo) -> ChildReads.Effect {
        let index = context.index
        let calls = index.constructorCalls(of: host, outsidePreviewsOnly: true)
        guard !calls.isEmpty else { return .notFollowed }
        for (fileIndex, call) in calls {
            guard let file = index.structure(fileIndex)?.file,
                  let argument = call.arguments.first(where: { $0.label == name }), argument.first == argument.last,
                  file.text(argument.first).hasPrefix("$"),
                  let parent = index.host(containing: call.nameIndex, inFile: fileIndex) else { return .notFollowed }
            let state = String(file.text(argument.first).dropFirst())
            guard case .state? = parent.sources.properties[state]?.declaration else { return .notFollowed }
            for read in index.readsThroughProperties(of: state, in: parent) {
                switch read.effect {
                case .appearance, .none, .property:
                    continue
                case .layout, .motionModifier:
                    return .moves(index.type(parent.ref).name)
                case .unknown:
                    // `$state` handed to this very view is the binding itself.
                    if read.file == fileIndex, call.open < read.index, read.index < call.close { continue }
                    return .notFollowed
                }
            }
        }
        return .still
    }

    /// The name of a modifier in the chain of `.animation(A)` (without `value:`) that moves or
    /// resizes the view with a value that can change: an offset, scale or rotation not
    /// neutralised here, a frame, padding or position; nil when there is none.
    private func movingModifier(inChainOf site: AnimationSite, neutralisedCounts: Bool) -> String? {
        AnimationGate.movingModifier(inChainOf: site, context: context, neutralisedCounts: neutralisedCounts, layoutOnly: false)
    }

    /// The name of an offset, scale or rotation in the chain of `.animation(_, value:)` at `site`,
    /// not stopped here, whose value reads a state of `host` that is assigned in the same block
    /// as one of `watched` (`showLogin = true; trigger.toggle()`); nil when there is none.
    private func coChangingModifier(inChainOf site: AnimationSite, watched: Set<String>, host: HostInfo) -> String? {
        guard let start = site.chainStart else { return nil }
        let file = context.file
        var candidates: [(name: String, states: Set<String>)] = []
        for call in callsInChain(from: start, to: site)
        where call.style == .member && ReadScanner.motionModifiers.contains(call.name) && !context.neutralised.contains(call.nameIndex) {
            var states: Set<String> = []
            for argument in call.arguments where !Expression(file: file, first: argument.first, last: argument.last).isConstant {
                states.formUnion(hostStates(readIn: argument, host: host).filter { !watched.contains($0) })
            }
            if !states.isEmpty { candidates.append((call.name, states)) }
        }
        guard !candidates.isEmpty, let assignments = assignmentsInThisFile(of: host) else { return nil }
        // The blocks (innermost braces) where each watched value and each read state is assigned.
        var watchedBlocks: Set<Int> = []
        var blocksByState: [String: Set<Int>] = [:]
        for assignment in assignments {
            let block = file.enclosing[assignment.index]
            if watched.contains(assignment.root) { watchedBlocks.insert(block) } else { blocksByState[assignment.root, default: []].insert(block) }
        }
        for candidate in candidates where candidate.states.contains(where: { !(blocksByState[$0] ?? []).isDisjoint(with: watchedBlocks) }) {
            return candidate.name
        }
        return nil
    }

    /// The value `.animation(_, value:)` at `site` watches when it is one state of `host` that
    /// only follows a finger: written by a gesture (or a slider) and, in this file, only inside
    /// `onChanged`/`updating` (a write on release, or in a hover's `.ended`, would spring back);
    /// not a `@GestureState`, which springs back by itself. Nil otherwise.
    private func smoothedFingerValue(_ site: AnimationSite, host: HostInfo) -> String? {
        guard site.driven.count == 1, let name = site.driven.keys.first, let property = host.sources.properties[name],
              property.declaration == .state || property.declaration == .binding, host.sources.origins[name] == .gesture,
              // Writes in another file are not seen here: not judged.
              host.parts.allSatisfy({ $0.file == context.fileIndex }), let assignments = assignmentsInThisFile(of: host) else { return nil }
        let file = context.file
        for assignment in assignments where assignment.root == name
            && (!context.isInsideFingerTracking(assignment.index) || file.isInsideModifier(named: "onContinuousHover", assignment.index)) {
            return nil
        }
        return name
    }

    /// The calls of the chain that starts at `start` and ends with the animation `site`, before it.
    private func callsInChain(from start: Int, to site: AnimationSite) -> ArraySlice<CallSite> {
        ValueSources.slice(context.structure.calls, by: { $0.nameIndex }, from: start - 1, to: site.nameIndex)
    }

    /// The assignments of `host` written in this file (of the parts declared here), in order;
    /// nil when the file's facts cannot be had.
    private func assignmentsInThisFile(of host: HostInfo) -> [Assignment]? {
        guard let facts = context.index.facts(context.fileIndex) else { return nil }
        return host.parts.filter { $0.file == context.fileIndex }.flatMap { part -> ArraySlice<Assignment> in
            let decl = context.structure.types[part.type]
            return ValueSources.slice(facts.assignments, by: { $0.index }, from: decl.bodyOpen, to: decl.bodyClose)
        }
    }

    /// The properties of `host` the expression of `argument` reads (not calls), in order.
    private func hostStates(readIn argument: Argument, host: HostInfo) -> [String] {
        Expression(file: context.file, first: argument.first, last: argument.last).reads()
            .filter { !$0.isCall && host.sources.properties[$0.name] != nil }.map(\.name)
    }

    /// The first `ForEach`, `List`, `if` or `switch` written in `range` (a chain and its content):
    /// what an animation of every change there slides in, out, or aside.
    static func insertingBuilder(in range: ClosedRange<Int>, file: SourceFile) -> String? {
        for index in range where file.kind(index) == .identifier && file.kind(index - 1) != .dot {
            if (file.isText(index, "ForEach") || file.isText(index, "List")) && (file.kind(index + 1) == .openParen || file.kind(index + 1) == .openBrace) {
                return file.text(index)
            }
            if file.isText(index, "if") || file.isText(index, "switch") { return file.text(index) }
        }
        return nil
    }

    /// `movingModifier(inChainOf:neutralisedCounts:)` for any rule or the audit; with
    /// `layoutOnly`, only a frame, padding or position counts.
    static func movingModifier(inChainOf site: AnimationSite, context: RuleContext, neutralisedCounts: Bool, layoutOnly: Bool) -> String? {
        guard var start = site.chainStart else { return nil }
        let file = context.file
        var end = site.nameIndex
        // `.animation(A) { content in content.opacity(…) }` (iOS 17) animates only the modifiers
        // in its body, not the chain before it.
        if let body = context.call(at: site.nameIndex)?.trailingClosure, file.kind(body) == .openBrace, file.partner[body] > body {
            start = body + 1
            end = file.partner[body]
        }
        for call in ValueSources.slice(context.structure.calls, by: { $0.nameIndex }, from: start - 1, to: end) where call.style == .member {
            let moves = !layoutOnly && ReadScanner.motionModifiers.contains(call.name)
            guard moves || ["frame", "padding", "position"].contains(call.name) else { continue }
            if moves, context.neutralised.contains(call.nameIndex), !neutralisedCounts { continue }
            if call.arguments.contains(where: { !Expression(file: file, first: $0.first, last: $0.last).isConstant }) { return call.name }
        }
        return nil
    }

    /// The `duration:` of a `.linear(duration:)` in `argument` that is not fixed for the life of the
    /// view (it reads the data: `store.duration`, `timeRemaining`), as written; nil when there is none.
    /// Such an animation is how the view shows time passing (a progress bar filling over a memo's
    /// length, a countdown ring), not a movement to a new state.
    private func timeDisplayDuration(in argument: Expression, host: HostInfo) -> String? {
        let file = context.file
        for index in argument.first...argument.last where file.isIdentifier(index, "linear") && file.kind(index - 1) == .dot {
            guard let call = context.call(at: index),
                  let duration = call.arguments.first(where: { $0.label == "duration" }) else { continue }
            let value = Expression(file: file, first: duration.first, last: duration.last)
            if value.isConstant { continue }
            if context.classification(of: value, host: host).role != .layout { return value.text }
        }
        return nil
    }

    /// Functions that change no state a view reads.
    static let sideEffectsOnly: Set<String> = ["print", "debugPrint", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure", "dismiss"]

    /// What an animation still moves, and whether that is known or guessed from code not followed
    /// (a guess turns a spring off and flags the hunk `review`; a plain curve is then left alone).
    struct Movement {
        enum Certainty { case known, guess, timer }
        let reason: String
        let certainty: Certainty
        /// With `.timer`: the states a timer keeps changing that it animates.
        var timerStates: Set<String> = []
        var isGuess: Bool { certainty != .known }
        static func known(_ reason: String) -> Movement { Movement(reason: reason, certainty: .known) }
        static func guess(_ reason: String) -> Movement { Movement(reason: reason, certainty: .guess) }
        /// A timer keeps changing what it animates: turned off, the view would jump at every tick.
        static func timer(_ reason: String, states: Set<String>) -> Movement { Movement(reason: reason, certainty: .timer, timerStates: states) }
    }

    /// docs/BEHAVIOUR.md "When a value is kept": the name of a state that the loop drives and that hides the view at the loop's end.
    private func stopsInvisible(_ site: AnimationSite, host: HostInfo) -> String? {
        var driven = site.driven.sorted(by: { $0.key < $1.key })
        // `.animation(A)` without `value:` animates every state its chain reads.
        if !site.hasValue, context.file.isText(site.nameIndex, "animation"), let start = site.chainStart {
            for call in callsInChain(from: start, to: site) where call.name == "opacity" {
                for argument in call.arguments {
                    for name in hostStates(readIn: argument, host: host) where !driven.contains(where: { $0.key == name }) {
                        driven.append((key: name, value: nil))
                    }
                }
            }
        }
        for (name, literal) in driven {
            guard let invisible = host.sources.invisibleWhen[name] else { continue }
            var end = literal
            if end == nil, let literals = host.sources.literals[name], literals.count == 1 { end = literals.first }
            guard var value = end else { continue }
            // A toggle ends on the opposite of what the state is declared with.
            if value == "toggle" { value = isDeclaredTrue(name, host: host) ? "false" : "true" }
            if invisible.contains(value) { return name }
        }
        return nil
    }

    /// Whether the host's property `name` is declared `= true`.
    private func isDeclaredTrue(_ name: String, host: HostInfo) -> Bool {
        guard let property = host.sources.properties[name], let value = property.value, value.lowerBound == value.upperBound,
              let file = context.index.structure(property.file)?.file else { return false }
        return file.isIdentifier(value.lowerBound, "true")
    }

    /// Whether every `duration:` of an animation argument (there is one at least) is a literal
    /// of a sixtieth of a second or less (`.easeInOut(duration: 0.001)`, `.linear(duration: 0)`).
    static func isShorterThanAFrame(_ argument: Expression) -> Bool {
        let file = argument.file
        var found = false
        for index in argument.first...argument.last where file.isIdentifier(index, "duration") && file.kind(index + 1) == .colon {
            guard file.kind(index + 2) == .number, let seconds = Double(file.text(index + 2)), seconds <= 1.0 / 60 else { return false }
            found = true
        }
        return found
    }

    /// `.linear(duration: 0).delay(d)` for an animation whose chain ends in `.delay(d)` (not
    /// inside a ternary or a call's arguments): the instant change that still waits; nil without one.
    static func instantKeepingDelay(_ argument: Expression?) -> String? {
        guard let argument, argument.topLevelTernary == nil else { return nil }
        let file = argument.file
        var index = argument.first
        while index <= argument.last {
            if let kind = file.kind(index), kind == .openParen || kind == .openBracket || kind == .openBrace {
                index = file.partner[index] + 1
                continue
            }
            if file.kind(index) == .dot, file.isIdentifier(index + 1, "delay"), file.kind(index + 2) == .openParen {
                let close = file.partner[index + 2]
                guard close > index + 3, close <= argument.last else { return nil }
                let delay = Expression(file: file, first: index + 3, last: close - 1)
                // No delay at all (`.delay(0)`): plain `nil`. A delay that varies (`Double(index) / 10`)
                // staggers views one after another: kept, they would still ripple, one jump each.
                return delay.isZeroLiteral || !delay.isConstant ? nil : ".linear(duration: 0).delay(\(delay.text))"
            }
            index += 1
        }
        return nil
    }

    /// Whether an animation argument is `nil` or `.none` (`Optional<Animation>.none`).
    static func isNoAnimation(_ argument: Expression) -> Bool {
        let file = argument.file
        if argument.first == argument.last { return file.isIdentifier(argument.first, "nil") }
        return argument.last == argument.first + 1 && file.kind(argument.first) == .dot && file.isIdentifier(argument.last, "none")
    }
}

extension AnimationGate {
    /// The binding `.animation(…)` at `call` is applied to (`$config.isOn` in
    /// `$config.isOn.animation()`), as written; nil when it is applied to a view.
    static func bindingReceiver(of call: Int, in file: SourceFile) -> String? {
        guard file.kind(call - 1) == .dot else { return nil }
        var start = call - 2
        while start >= 2, file.kind(start) == .identifier, file.kind(start - 1) == .dot, file.kind(start - 2) == .identifier { start -= 2 }
        guard file.kind(start) == .identifier, file.text(start).hasPrefix("$") else { return nil }
        return file.text(bytes: file.token(start).start..<file.token(call - 2).end)
    }
}

extension AnimationGate {
    /// A state the site animates that code waiting for the animation's end reads
    /// (`.onAnimationCompleted(for: closed)`, an `AnimationCompletionObserver`), with that call's
    /// name: turned off, the animation never reaches it.
    func completionObserver(of site: AnimationSite, host: HostInfo) -> (String, String)? {
        let file = context.file
        // A change made `withAnimation` is what such code waits for; most files never spell it.
        guard file.isText(site.nameIndex, "withAnimation"), context.mentionsAnimationCompletion else { return nil }
        for name in site.driven.keys.sorted() {
            for read in context.index.readsThroughProperties(of: name, in: host) where read.file == context.fileIndex {
                var open = file.enclosing[read.index]
                var steps = 0
                while open >= 0, steps < 4 {
                    steps += 1
                    if let call = file.callName(owning: open) {
                        let called = file.text(call).lowercased()
                        if called.contains("animation"), called.contains("complet") { return (name, file.text(call)) }
                    }
                    open = file.enclosing[open]
                }
            }
        }
        return nil
    }
}

/// Findings a later look settles: a site left for a person whose motion a later rule or the
/// whole file's rewrite stopped becomes a note (timers stopped, kept values whose animations are
/// all turned off, hero flights whose drivers are).
extension RuleContext {
    /// Records a manual finding left because a timer keeps changing `states` (see `timerFindings`);
    /// `subject` names the site in the note it may become.
    func recordTimerFinding(site: Int, rule: String, subject: String, states: Set<String>, host: HostInfo, message: String, suggestion: String) {
        if let position = recordManual(site: site, rule: rule, reason: .timerKeepsChanging, message: message, suggestion: suggestion) {
            timerFindings.append((position, subject, states, host.key))
        }
    }

    /// Records a manual finding for a value kept whose source could not be followed; `subject`
    /// names the site in the note it may become.
    func recordKeptFinding(site: Int, rule: String, subject: String, states: Set<String>, host: HostInfo, message: String, suggestion: String) {
        if let position = recordManual(site: site, rule: rule, reason: .manual, message: message, suggestion: suggestion) {
            keptFindings.append((position, subject, site, states, host))
        }
    }

    /// Records the manual finding of a hero flight (see `settleHeroFindings`).
    func recordHeroFinding(site: Int, rule: String, message: String, suggestion: String) {
        if let position = recordManual(site: site, rule: rule, reason: .manual, message: message, suggestion: suggestion) {
            heroFindings.append((position, "'.\(file.text(site))'", site))
        }
    }

    /// Turns the timer findings of `host` whose states are all in `stopped` into notes: the
    /// timers that change them do nothing under Reduce Motion now (the timer-loop rule).
    func settleTimerFindings(of host: HostInfo, stopped: Set<String>) {
        for entry in timerFindings where entry.hostKey == host.key && !entry.states.isEmpty && entry.states.isSubset(of: stopped) {
            settle(entry.finding, reason: .timerStopped,
                   message: "\(entry.subject) is changed only by a timer whose work is skipped when Reduce Motion is on: left as it is")
        }
    }

    /// After every rule: a kept value whose states are the host's own `@State` (written only in
    /// the host, handed to no child) and whose every animation in this file is turned off moves
    /// at once, without travel: its manual finding becomes a note.
    public func settleKeptFindings() {
        for entry in keptFindings {
            // Its own chain's `.animation(_, value:)` of every state it reads decides how it
            // changes, whatever transaction changed them: turned off here, it moves at once.
            // Values its parent passes in (`let offset: CGSize`) change with the parent's own
            // animations, judged where they are written.
            // (Names that are no property of the host, the locals of a helper it calls, change nothing.)
            let changing = entry.states.filter { state in
                guard let declaration = entry.host.sources.properties[state]?.declaration else { return false }
                return declaration != .parameter && declaration != .constant
            }
            // Inside a paused `TimelineView`, reading no state that changes: it moves only with
            // the clock (`phase = sin(time)`), which stands still under Reduce Motion.
            if changing.isEmpty, pausedClockContents.contains(where: { $0.contains(entry.call) }) {
                settle(entry.finding, reason: .driversTurnedOff,
                       message: "\(entry.subject) moves only with the clock of a TimelineView that is paused when Reduce Motion is on: left as it is")
                continue
            }
            // (`.animation(A)` with no value animates every change of its chain: turned off, all
            // of them happen at once.) A value passed in (`data` of a text effect) counts here
            // too: the chain's own animation of it overrides the parent's transaction.
            let chainStates = entry.states.filter { state in
                guard let declaration = entry.host.sources.properties[state]?.declaration else { return false }
                return declaration != .constant
            }
            // (`changing` is a part of `chainStates`: either decides.)
            if !chainStates.isEmpty, animationSites.contains(where: { site, _ in
                guard let start = site.chainStart, (start...site.nameIndex).contains(entry.call), gatedAnimations.contains(site.nameIndex) else { return false }
                let driven = Set(site.driven.keys)
                return !site.hasValue || !changing.isEmpty && changing.isSubset(of: driven) || chainStates.isSubset(of: driven)
            }) {
                settle(entry.finding, reason: .valueKept,
                       message: "\(entry.subject) changes at once: its value is kept and the animation that drives it is turned off instead (its chain's own)")
                continue
            }
            guard !changing.isEmpty, changing.allSatisfy({ isOwnState($0, of: entry.host) }), onlyGatedAnimationsDrive(entry.call, states: changing, host: entry.host) else { continue }
            settle(entry.finding, reason: .valueKept,
                   message: "\(entry.subject) changes at once: its value is kept and the animation that drives it is turned off instead")
        }
    }

    /// After every rule: a `matchedGeometryEffect` inside `if`s whose states only animations
    /// turned off here change no longer flies under Reduce Motion: its finding becomes a note.
    public func settleHeroFindings() {
        let uses = usesOfMembersHoldingHeroes()
        // Per member and type, the states where the body inserts it (many heroes may share one).
        var insertions: [String: (states: Set<String>, positions: [Int])] = [:]
        for entry in heroFindings {
            guard case .host(let host) = placement(at: entry.call) else { continue }
            let states = conditionsAround(entry.call).states
            if states.isEmpty, isAlwaysShownInBody(entry.call) {
                settle(entry.finding, reason: .nothingFlies,
                       message: "'.matchedGeometryEffect' matches views that are always shown (no if, switch or isSource decides which): nothing flies unless the layout itself changes; left as it is")
                continue
            }
            if states.isEmpty, !animatesAnything(around: entry.call, host: host) {
                settle(entry.finding, reason: .nothingFlies,
                       message: "'.matchedGeometryEffect' is in a view that animates nothing (no withAnimation, .animation or transaction): nothing flies unless the layout itself changes; left as it is")
                continue
            }
            if states.isEmpty, everyAnimationIsTurnedOff(around: entry.call, host: host) {
                settle(entry.finding, reason: .driversTurnedOff,
                       message: "\(entry.subject) is in a view whose every animation is turned off when Reduce Motion is on: its views move at once; left as it is")
                continue
            }
            // In a computed view or a method: inserted where the body uses it.
            var flightStates = states
            var positions = [entry.call]
            if flightStates.isEmpty, let name = heroMemberName(entry.call), let typeIndex = structure.innermostType(containing: entry.call) {
                let key = "\(typeIndex) \(name)"
                if insertions[key] == nil {
                    var found: (states: Set<String>, positions: [Int]) = ([], [])
                    for use in uses[name, default: []] where structure.innermostType(containing: use) == typeIndex {
                        found.states.formUnion(conditionsAround(use).states)
                        found.states.formUnion(readsOfModifiers(chainedAfter: use))
                        found.positions.append(use)
                    }
                    insertions[key] = found
                }
                flightStates = insertions[key]?.states ?? []
                positions += insertions[key]?.positions ?? []
            }
            guard !flightStates.isEmpty else { continue }
            guard onlyGatedAnimationsDrive(positions, states: flightStates, host: host)
                    || onlyGatedParentAnimationsDrive(inputs: flightStates, of: host, hero: entry.call) else { continue }
            settle(entry.finding, reason: .driversTurnedOff,
                   message: "\(entry.subject) flies only with animations that are turned off when Reduce Motion is on: left as it is")
        }
    }

    /// Whether the hero at `hero` is inserted by `inputs` its parent hands in (`Dot(isSelected:
    /// index == current)`), in a type only this file can build, and every animation that changes
    /// what the parent hands in is turned off (`.animation(…, value: current)` around the call).
    private func onlyGatedParentAnimationsDrive(inputs: Set<String>, of host: HostInfo, hero: Int) -> Bool {
        guard inputs.allSatisfy({ name in
            if case .parameter? = host.sources.properties[name]?.declaration { return true }
            return false
        }), let typeIndex = structure.innermostType(containing: hero) else { return false }
        let type = structure.types[typeIndex]
        let isFilePrivate = (type.declarationStart..<type.keyword).contains { file.isIdentifier($0, "private") || file.isIdentifier($0, "fileprivate") }
        guard isFilePrivate, type.parent == nil else { return false }
        let constructions = calls(named: [type.name], styles: [.plain])
        guard !constructions.isEmpty else { return false }
        return constructions.allSatisfy { construction in
            guard case .host(let parent) = placement(at: construction.nameIndex) else { return false }
            var handedIn: Set<String> = []
            for argument in construction.arguments where argument.label.map(inputs.contains) == true {
                handedIn.formUnion(Expression(file: file, first: argument.first, last: argument.last).readNames())
            }
            return !handedIn.isEmpty && onlyGatedAnimationsDrive([construction.nameIndex], states: handedIn, host: parent)
        }
    }

    /// Whether the type declaration (or extension) around `site` holds an animation site, or the
    /// host hands a state to a child that may animate it: a view that animates nothing only swaps its matched views when its layout changes (a
    /// rotation), which the blind review counted as nothing flying.
    private func animatesAnything(around site: Int, host: HostInfo) -> Bool {
        guard let typeIndex = structure.innermostType(containing: site) else { return true }
        // A state handed to a child as a binding may be changed there with an animation.
        if host.sources.origins.values.contains(where: { $0.contains(.child) }) { return true }
        let type = structure.types[typeIndex]
        return animationSites.contains { type.contains($0.site.nameIndex) }
    }

    /// Whether the type declaration around `site` animates, and every animation site in it is
    /// turned off under Reduce Motion (by this run or already), and the host hands no state to a
    /// child that might animate it.
    private func everyAnimationIsTurnedOff(around site: Int, host: HostInfo) -> Bool {
        guard let typeIndex = structure.innermostType(containing: site) else { return false }
        if host.sources.origins.values.contains(where: { $0.contains(.child) }) { return false }
        let type = structure.types[typeIndex]
        var found = false
        for (animation, _) in animationSites where type.contains(animation.nameIndex) {
            guard gatedAnimations.contains(animation.nameIndex) else { return false }
            found = true
        }
        return found
    }

    /// Whether the `matchedGeometryEffect` at `call` is written in `body`, outside every `switch`,
    /// with no `isSource:`: its views are always there, so it has nothing to fly between. (In a
    /// computed property or method the view may be inserted where it is used.)
    private func isAlwaysShownInBody(_ call: Int) -> Bool {
        guard let site = self.call(at: call), !site.arguments.contains(where: { $0.label == "isSource" }),
              let typeIndex = structure.innermostType(containing: call),
              structure.member(of: typeIndex, containing: call)?.name == "body" else { return false }
        var open = file.enclosing[call]
        var steps = 0
        while open >= 0, steps < 32 {
            steps += 1
            if file.kind(open) == .openBrace {
                // `switch value {` (a case per view), `ForEach(…) {` (rows come and go).
                var back = open - 1
                var looked = 0
                while back >= 0, looked < 12, file.enclosing[back] == file.enclosing[open] {
                    if file.isIdentifier(back, "switch") || file.isIdentifier(back, "ForEach") { return false }
                    back -= 1
                    looked += 1
                }
            }
            open = file.enclosing[open]
        }
        return true
    }

    /// The states the `if`s around `site` test (up to 16 levels out), and where the innermost
    /// one's condition starts.
    private func conditionsAround(_ site: Int) -> (states: Set<String>, innermost: Int?) {
        var states: Set<String> = []
        var innermost: Int?
        var open = file.enclosing[site]
        var steps = 0
        while open >= 0, steps < 16 {
            steps += 1
            if file.kind(open) == .openBrace, let condition = conditionOpening(brace: open) {
                states.formUnion(condition.readNames())
                if innermost == nil { innermost = condition.first }
            }
            open = file.enclosing[open]
        }
        return (states, innermost)
    }

    /// Whether `state` is the host's own `@State`, written only in the host and handed to no
    /// child (no binding, no selection).
    private func isOwnState(_ state: String, of host: HostInfo) -> Bool {
        guard case .state? = host.sources.properties[state]?.declaration else { return false }
        return host.sources.origins[state].map { $0.isDisjoint(with: [.child, .selection]) } ?? true
    }

    /// Records a manual finding; its position among the findings, or nil when it repeats the last.
    private func recordManual(site: Int, rule: String, reason: FindingReason, message: String, suggestion: String) -> Int? {
        let before = findings.count
        record(site: site, rule: rule, action: .manual, reason: reason, message: message, suggestion: suggestion)
        return findings.count > before ? findings.count - 1 : nil
    }

    /// Turns the manual finding at `position` into a note, left alone for `reason`.
    private func settle(_ position: Int, reason: FindingReason, message: String) {
        var finding = findings[position]
        guard finding.action == .manual else { return }
        finding.action = .handled
        finding.reason = reason
        finding.message = message
        finding.suggestion = nil
        findings[position] = finding
    }

    /// Whether some animation of this file drives the modifier `call` reading `states`, and every
    /// one that does is turned off.
    private func onlyGatedAnimationsDrive(_ call: Int, states: Set<String>, host: HostInfo) -> Bool {
        onlyGatedAnimationsDrive([call], states: states, host: host)
    }

    /// The same for a modifier and the places where the view holding it is used (`calls`).
    private func onlyGatedAnimationsDrive(_ calls: [Int], states: Set<String>, host: HostInfo) -> Bool {
        let drivers = animationSites.map(\.site).filter { site in calls.contains { drives(site, call: $0, states: states, host: host) } }
        return !drivers.isEmpty && drivers.allSatisfy { gatedAnimations.contains($0.nameIndex) }
    }

    /// The name of the computed view or method (not `body`) that holds the modifier at `call`.
    private func heroMemberName(_ call: Int) -> String? {
        guard let typeIndex = structure.innermostType(containing: call), let member = structure.member(of: typeIndex, containing: call),
              member.kind == .var || member.kind == .func, let name = member.name, name != "body" else { return nil }
        return name
    }

    /// Where the file reads each computed view or method that holds a `matchedGeometryEffect`
    /// finding (`customButton`, `self.customButton`, `row()`): one walk for all of them.
    private func usesOfMembersHoldingHeroes() -> [String: [Int]] {
        let names = Set(heroFindings.compactMap { heroMemberName($0.call) })
        guard !names.isEmpty else { return [:] }
        var uses: [String: [Int]] = [:]
        _ = IdentifierSet(names).contains(in: file) { name, index in
            let before = file.kind(index - 1)
            let declares = file.isIdentifier(index - 1, "var") || file.isIdentifier(index - 1, "func") || file.isIdentifier(index - 1, "let")
            if !declares, before != .dot || file.isIdentifier(index - 2, "self") { uses[name, default: []].append(index) }
            return false
        }
        return uses
    }

    /// The states read in the arguments of the modifiers written right after `use`
    /// (`customButton.showIf(!isEditing)`), up to eight of them.
    private func readsOfModifiers(chainedAfter use: Int) -> Set<String> {
        var states: Set<String> = []
        var cursor = use + 1
        if file.kind(cursor) == .openParen, file.partner[cursor] > cursor { cursor = file.partner[cursor] + 1 }
        var steps = 0
        while steps < 8, file.kind(cursor) == .dot, file.kind(cursor + 1) == .identifier, file.kind(cursor + 2) == .openParen {
            let close = file.partner[cursor + 2]
            guard close > cursor + 2 else { break }
            if close > cursor + 3 { states.formUnion(Expression(file: file, first: cursor + 3, last: close - 1).readNames()) }
            cursor = close + 1
            steps += 1
        }
        return states
    }

    /// Whether the `if`s around `site` (a `.transition`) test only the host's own `@State`s and
    /// no animation of this file animates their change (no `withAnimation` writes them, no
    /// `.animation` around the `if` watches them): the view comes and goes at once, and its
    /// transition never plays.
    func insertionIsNeverAnimated(_ site: Int, host: HostInfo) -> Bool {
        let (states, innermost) = conditionsAround(site)
        guard let conditionStart = innermost, !states.isEmpty else { return false }
        let sources = host.sources
        // Written only by user actions here (a button, a callback): an appearance or a timer may
        // run inside a transaction this file does not show.
        guard states.allSatisfy({ state in
            guard isOwnState(state, of: host), let origins = sources.origins[state] else { return false }
            return origins.contains(.action) && origins.isDisjoint(with: [.appear, .timer, .loop, .gesture, .measured, .press])
        }) else { return false }
        // Animations that already read Reduce Motion (the app's own helper: `.elementDefault`)
        // play nothing when it is on.
        return !animationSites.contains { site, kind in
            drives(site, call: conditionStart, states: states, host: host) && kind != .handled
        }
    }

    /// Whether the animation `site` animates the modifier `call` reading `states`.
    private func drives(_ site: AnimationSite, call: Int, states: Set<String>, host: HostInfo) -> Bool {
        if file.isText(site.nameIndex, "animation") {
            guard let start = site.chainStart, (start...site.nameIndex).contains(call) else { return false }
            return !site.hasValue || !Set(site.driven.keys).isDisjoint(with: states)
        }
        var names = Set(site.driven.keys)
        for function in site.calledFunctions { names.formUnion(host.sources.assignedByMethod[function] ?? []) }
        return !names.isDisjoint(with: states)
    }
}

/// docs/BEHAVIOUR.md §1: where a fix can go, and code that is never rewritten (previews, animator closures).
extension RuleContext {
    /// Whether a site left alone is worth a note: not opted out of `rule`, not preview code,
    /// not inside an animator's content.
    func isNoted(_ site: Int, rule: String) -> Bool {
        if directives.isDisabled(rule, atOffset: file.token(site).start, in: file) { return false }
        if case .silent = placement(at: site) { return false }
        return enclosingAnimator(of: site) == nil
    }

    /// Whether a site with no rewrite is left for a person (a manual finding for the caller to
    /// record): not when opted out of `rule` or in preview code; a site under a Reduce Motion
    /// test is noted instead, as `message` "inside a branch that tests Reduce Motion".
    func isLeftForAPerson(_ site: Int, rule: String, message: String) -> Bool {
        if directives.isDisabled(rule, atOffset: file.token(site).start, in: file) { return false }
        if case .silent = placement(at: site) { return false }
        if isUnderReduceMotionCondition(site, propertyName: nil) {
            record(site: site, rule: rule, action: .handled, reason: .insideSettingCheck, message: "\(message), inside a branch that tests Reduce Motion")
            return false
        }
        return true
    }

    /// Where a fix for the site at significant index `site` could go.
    public func placement(at site: Int) -> Placement {
        guard let typeIndex = structure.innermostType(containing: site) else {
            if isInsidePreview(site) { return .silent }
            return .noHost(reason: "it is in a free function or top-level code, which has no environment",
                           suggestion: "pass a reduceMotion flag in from the calling view")
        }
        let type = structure.types[typeIndex]
        if type.conformances.contains("PreviewProvider") { return .silent }
        if let member = structure.member(of: typeIndex, containing: site) {
            if member.isStatic {
                if member.name == "previews" { return .silent }
                return .noHost(reason: "a static member cannot read the environment",
                               suggestion: "pass a reduceMotion flag in as a parameter")
            }
            if member.kind == .initializer {
                return .noHost(reason: "an initializer runs before the environment is available",
                               suggestion: "apply the modifier in body instead")
            }
            if let equals = member.initializer, site > equals, !member.isLazy {
                return .noHost(reason: "a stored property's initial value cannot read the environment",
                               suggestion: "make it a computed property of the view")
            }
        }
        switch type.kind {
        case .struct:
            if let host = host(ofType: typeIndex) { return index.isPreviewOnly(host) ? .silent : .host(host) }
            return .noHost(reason: "'\(type.name)' is not a View, ViewModifier, App, Scene or style",
                           suggestion: "pass a reduceMotion flag in from the view that uses it")
        case .extension:
            if let ref = index.primary(named: type.name, extendedBy: .init(file: fileIndex, type: typeIndex)), index.type(ref).kind != .protocol {
                if let host = index.host(ref) { return index.isPreviewOnly(host) ? .silent : .host(host) }
                let kind = index.type(ref).kind
                if kind == .class || kind == .actor { return classPlacement(type.name) }
                return .noHost(reason: "'\(type.name)' is not a View, ViewModifier, App, Scene or style",
                               suggestion: "pass a reduceMotion flag in from the view that uses it")
            }
            // Declared more than once in the run (two targets), as classes only: a class's code.
            let kinds = index.kinds(ofPrimariesNamed: type.name)
            if !kinds.isEmpty, kinds.isSubset(of: [.class, .actor]) { return classPlacement(type.name) }
            if index.declaresOncePerBranch(type.name, inFile: fileIndex) {
                return .noHost(reason: "'\(type.name)' is declared once per #if branch of this file, and this extension, outside them, extends each",
                               suggestion: "add the property to each declaration, or move the extension into each branch")
            }
            return .noHost(reason: "a helper in 'extension \(type.name)' has no environment of its own",
                           suggestion: "convert it to a ViewModifier that reads @Environment(\\.accessibilityReduceMotion), or pass the flag in")
        case .class, .actor:
            return classPlacement(type.name)
        case .enum, .protocol:
            return .noHost(reason: "'\(type.name)' is \(type.kind == .enum ? "an enum" : "a protocol") and cannot read the environment",
                           suggestion: "pass a reduceMotion flag in from the view that uses it")
        }
    }

    func classPlacement(_ name: String) -> Placement {
        // The platform's own setting: a macOS file has no UIAccessibility (round 19: a Mac app
        // told to read it).
        let setting = importsUIKitOnly ? "read UIAccessibility.isReduceMotionEnabled in UIKit code"
            : importsAppKit ? "read NSWorkspace.shared.accessibilityDisplayShouldReduceMotion on the main actor"
            : "read the platform's setting on the main actor (UIAccessibility.isReduceMotionEnabled; NSWorkspace.shared.accessibilityDisplayShouldReduceMotion on macOS)"
        return .noHost(reason: "'\(name)' is a class (a view model or UIKit type) and cannot read the SwiftUI environment",
                       suggestion: "pass the flag in from a view, or \(setting)")
    }

    /// Modifiers whose closures describe motion frame by frame (their modifiers act on a proxy).
    static let animatorNames: Set<String> = ["phaseAnimator", "keyframeAnimator", "scrollTransition", "visualEffect"]

    /// Views that animate their content closure (`PhaseAnimator(…) { phase in … }`,
    /// `KeyframeAnimator(initialValue: …) { value in … } keyframes: { … }`).
    static let animatorViewNames: Set<String> = Set(animatorViewNameList)
    /// The same names as a list, as `calls(named:)` takes them.
    static let animatorViewNameList = ["PhaseAnimator", "KeyframeAnimator"]
    /// Both kinds of names, matched as bytes: asked at every bracket around every site, where
    /// almost no name is one of them.
    private static let animatorNameSet = IdentifierSet(animatorNames.union(animatorViewNames))

    /// The animator call whose argument list or (trailing) closure contains `site`, if any: a
    /// `.phaseAnimator`-style modifier, or an animator view written plainly or as `SwiftUI.Name`.
    func enclosingAnimator(of site: Int) -> Int? {
        var open = file.enclosing[site]
        while open >= 0 {
            if let call = callOwning(open), isAnimator(call) { return call }
            open = file.enclosing[open]
        }
        return nil
    }

    /// Whether the name at significant index `call` is an animator modifier or view. A view counts
    /// only as a call (`PhaseAnimator(`), never as a declaration (`struct PhaseAnimator {`).
    func isAnimator(_ call: Int) -> Bool {
        guard let name = RuleContext.animatorNameSet.name(at: call, in: file) else { return false }
        if file.kind(call - 1) == .dot, RuleContext.animatorNames.contains(name) { return true }
        guard RuleContext.animatorViewNames.contains(name), file.kind(call + 1) == .openParen else { return false }
        if file.kind(call - 1) == .dot { return file.isIdentifier(call - 2, "SwiftUI") }
        return !file.isIdentifier(call - 1, "func")
    }

    /// Whether `site` runs while a finger moves: inside a gesture's `onChanged`/`updating` closure.
    func isInsideFingerTracking(_ site: Int) -> Bool {
        if isDirectlyInsideFingerTracking(site) { return true }
        // A method of the type called only from `onChanged` (`updateValue(from: drag)`), one level.
        guard let type = structure.innermostType(containing: site), let method = structure.member(of: type, containing: site),
              method.kind == .func, let name = method.name, let calls = ownMethodCallSites[name], !calls.isEmpty else { return false }
        return calls.allSatisfy(isDirectlyInsideFingerTracking)
    }

    private func isDirectlyInsideFingerTracking(_ site: Int) -> Bool {
        var open = file.enclosing[site]
        var steps = 0
        while open >= 0, steps < 64 {
            steps += 1
            if let call = file.callName(owning: open), file.kind(call - 1) == .dot,
               file.isText(call, "onChanged") || file.isText(call, "updating") || file.isText(call, "onContinuousHover") {
                return true
            }
            open = file.enclosing[open]
        }
        return false
    }

    /// The name of the call whose argument list or (trailing) closure opens at `open`.
    func callOwning(_ open: Int) -> Int? {
        file.callName(owning: open)
    }

    func isInsidePreview(_ site: Int) -> Bool {
        file.isInsidePreviewMacro(site)
    }
}

extension SourceFile {
    /// Whether significant index `site` is inside the argument list of a `.name(…)` call.
    func isInsideArguments(of name: StaticString, _ site: Int) -> Bool {
        var open = enclosing[site]
        while open >= 0 {
            if kind(open) == .openParen, isIdentifier(open - 1, name), kind(open - 2) == .dot { return true }
            open = enclosing[open]
        }
        return false
    }

    /// Whether significant index `site` is inside the arguments or a closure of a `.name(…) { … }`
    /// modifier (`.mask(…)`, `.mask { … }`).
    func isInsideModifier(named name: StaticString, _ site: Int) -> Bool {
        var open = enclosing[site]
        while open >= 0 {
            if let call = callName(owning: open), isIdentifier(call, name), kind(call - 1) == .dot { return true }
            open = enclosing[open]
        }
        return false
    }

    /// Whether significant index `site` is inside a `#Preview { … }` (or `#Preview("…") { … }`).
    func isInsidePreviewMacro(_ site: Int) -> Bool {
        var open = enclosing[site]
        while open >= 0 {
            if isPreviewMacro(open - 1) { return true }
            if kind(open - 1) == .closeParen, isPreviewMacro(partner[open - 1] - 1) { return true }
            open = enclosing[open]
        }
        return false
    }

    /// Whether significant index `index` is a `#Preview` macro.
    func isPreviewMacro(_ index: Int) -> Bool {
        kind(index) == .pound && isText(index, "#Preview")
    }
}

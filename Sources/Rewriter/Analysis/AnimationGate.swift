/// Shared by the repeat-forever, spring and instant-animation rules: gates the animation sites
/// of one kind, choosing `nil` over the short fallback wherever the animation drives movement
/// that stays (POLICY "Nothing may still move").
struct AnimationGate {
    let context: RuleContext
    let rule: String
    /// `.repeating`, `.spring`, or `.other` (plain curves, gated only when they drive kept movement).
    let kind: AnimationKind

    func apply(fallback: (RuleContext) -> String) {
        let reduced = fallback(context)
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
                if context.directives.isDisabled(rule, line: context.file.lineIndex(of: context.file.token(site.nameIndex).start)) { continue }
                context.record(site: site.nameIndex, rule: rule, action: .manual,
                               message: "\(site.description) uses '\(name)', whose definition is not in the files processed; review whether it bounces or repeats")
                continue
            }
            if siteKind == .handled, kind == .spring, let argument = site.argument, !argument.mentionsReduceMotion(propertyName: nil) {
                context.record(site: site.nameIndex, rule: rule, action: .handled, message: "\(site.description) uses an animation defined with a Reduce Motion check")
                continue
            }
            guard siteKind == kind else { continue }
            if kind == .other, let argument = site.argument, argument.first == argument.last, context.file.isIdentifier(argument.first, "nil") { continue }
            var keptReason: String? = nil
            if case .host(let host) = context.placement(at: site.nameIndex) {
                keptReason = drivesKeptMovement(site, host: host)
                if kind == .repeating, let state = stopsInvisible(site, host: host) {
                    context.record(site: site.nameIndex, rule: rule, action: .handled,
                                   message: "\(site.description) repeats forever and also fades the view out through '\(state)': turning it off would leave the view invisible, so its movement is stopped at the modifiers and the fade kept")
                    continue
                }
            }
            if kind == .other, keptReason == nil { continue }
            guard let host = context.hostForEditing(site: site.nameIndex, rule: rule, expression: site.argument, description: site.description) else { continue }
            let replacement = kind == .repeating || keptReason != nil ? "nil" : reduced
            let message: String
            if let keptReason {
                message = "\(site.description) drives movement that stays (\(keptReason)): turn it off when Reduce Motion is on"
            } else {
                message = kind == .repeating ? "\(site.description) repeats forever: turn it off when Reduce Motion is on"
                                             : "\(site.description) bounces: use a plain curve when Reduce Motion is on"
            }
            if let argument = site.argument {
                context.gate(argument, site: site.nameIndex, neutral: replacement, rule: rule, host: host, message: message)
            } else if let insertion = site.insertion {
                context.recordFix(site: site.nameIndex, rule: rule, review: false, message: message)
                context.insert("\(insertion.prefix)\(host.propertyName) ? \(replacement) : .default\(insertion.suffix)", at: insertion.offset, rule: rule, host: host)
            }
        }
    }

    /// Why the animation must be `nil`: it scrolls, or it drives a value kept on purpose.
    private func drivesKeptMovement(_ site: AnimationSite, host: HostInfo) -> String? {
        if site.scrolls { return "a programmatic scroll" }
        guard let kept = context.keptStates[host.key], !kept.isEmpty else { return nil }
        var names = Set(site.driven.keys)
        for function in site.calledFunctions { names.formUnion(host.sources.assignedByMethod[function] ?? []) }
        guard let state = names.intersection(kept).sorted().first else { return nil }
        return "'\(state)' moves the view on purpose"
    }

    /// POLICY §3.5: the name of a state that the loop drives and that hides the view at the loop's end.
    private func stopsInvisible(_ site: AnimationSite, host: HostInfo) -> String? {
        for (name, literal) in site.driven.sorted(by: { $0.key < $1.key }) {
            guard let invisible = host.sources.invisibleWhen[name] else { continue }
            var end = literal
            if end == nil, let literals = host.sources.literals[name], literals.count == 1 { end = literals.first }
            guard var value = end else { continue }
            if value == "toggle" { value = "true" }
            if invisible.contains(value) { return name }
        }
        return nil
    }
}

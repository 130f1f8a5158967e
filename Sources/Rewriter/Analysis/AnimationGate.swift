/// Shared by the repeat-forever and spring rules.
struct AnimationGate {
    let context: RuleContext
    let rule: String
    let kind: AnimationKind

    func apply(fallback: (RuleContext) -> String) {
        let reduced = fallback(context)
        for (site, found) in context.animationSites {
            guard let argument = site.argument else {
                guard kind == .spring, let insertion = site.insertion,
                      let host = context.hostForEditing(site: site.nameIndex, rule: rule, expression: nil, description: site.description) else { continue }
                context.recordFix(site: site.nameIndex, rule: rule, review: false, message: "\(site.description) uses the default spring: use a plain curve when Reduce Motion is on")
                context.insert("\(insertion.prefix)\(host.propertyName) ? \(reduced) : .default\(insertion.suffix)", at: insertion.offset, rule: rule, host: host)
                continue
            }
            guard let found else { continue }
            if case .unresolved(let name) = found, kind == .spring {
                if context.directives.isDisabled(rule, line: context.file.lineIndex(of: context.file.token(site.nameIndex).start)) { continue }
                context.record(site: site.nameIndex, rule: rule, action: .manual,
                               message: "\(site.description) uses '\(name)', whose definition is not in the files processed; review whether it bounces or repeats")
                continue
            }
            if found != kind {
                if found == .handled, kind == .spring, !argument.mentionsReduceMotion(propertyName: nil) {
                    context.record(site: site.nameIndex, rule: rule, action: .handled, message: "\(site.description) uses an animation defined with a Reduce Motion check")
                }
                continue
            }
            guard let host = context.hostForEditing(site: site.nameIndex, rule: rule, expression: argument, description: site.description) else { continue }
            context.gate(argument, site: site.nameIndex, neutral: reduced, rule: rule, host: host,
                         message: kind == .repeating ? "\(site.description) repeats forever: turn it off when Reduce Motion is on"
                                                 : "\(site.description) bounces: use a plain curve when Reduce Motion is on")
        }
    }
}

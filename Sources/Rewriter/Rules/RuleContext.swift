/// Where a fix for a site can go (POLICY §1).
public enum Placement {
    /// Inside a host: the rewrite may read `host.propertyName`.
    case host(HostInfo)
    /// No host: report a manual finding with this reason and suggestion.
    case noHost(reason: String, suggestion: String)
    /// Preview code: skipped without a word.
    case silent
}

/// What one rule sees of one file, and where it puts its edits and findings.
public final class RuleContext {
    public let structure: FileStructure
    public let fileIndex: Int
    public let index: ProjectIndex
    public let options: FixOptions
    public let directives: Directives
    public var file: SourceFile { structure.file }

    public private(set) var edits: [Edit] = []
    public private(set) var findings: [Finding] = []
    /// Hosts whose property the edits read, by key.
    public private(set) var usedHosts: [String: HostInfo] = [:]

    public init(structure: FileStructure, fileIndex: Int, index: ProjectIndex, options: FixOptions) {
        self.structure = structure
        self.fileIndex = fileIndex
        self.index = index
        self.options = options
        directives = Directives(file: structure.file)
    }

    // MARK: - Calls

    /// The file's animation sites with what each animation does, found once for all rules.
    lazy var animationSites: [(site: AnimationSite, kind: AnimationKind?)] = AnimationSite.all(in: self).map { site in
        (site, site.argument.map { AnimationKind.of($0, index: index) })
    }

    /// The calls named `name` in the given styles.
    public func calls(named names: Set<String>, styles: Set<CallSite.Style> = [.member]) -> [CallSite] {
        names.flatMap { structure.callsByName[$0] ?? [] }
            .filter { styles.contains($0.style) }
            .sorted { $0.nameIndex < $1.nameIndex }
    }

    // MARK: - Deciding whether a site may be edited

    /// Runs every check that stands between a site and an edit, recording a finding when the
    /// site is left alone for a reason the user should hear. Returns the host to use, or nil.
    ///
    /// - Parameters:
    ///   - site: significant index of the modifier or function name.
    ///   - rule: the rule id, for directives and findings.
    ///   - expression: the part of the site that would change, checked for existing handling.
    ///   - description: a short name of the site for messages, like "'.offset'".
    func hostForEditing(site: Int, rule: String, expression: Expression?, description: String) -> HostInfo? {
        let line = file.lineIndex(of: file.token(site).start)
        if directives.isDisabled(rule, line: line) { return nil }
        let placement = self.placement(at: site)
        if case .silent = placement { return nil }
        // Inside an animator's content the animator is the motion; it is reported on its own.
        if enclosingAnimator(of: site) != nil { return nil }
        var propertyName: String? = nil
        if case .host(let host) = placement { propertyName = host.propertyName }
        if let expression, expression.mentionsReduceMotion(propertyName: propertyName) {
            record(site: site, rule: rule, action: .handled, message: "\(description) already reads Reduce Motion")
            return nil
        }
        if isUnderReduceMotionCondition(site, propertyName: propertyName) {
            record(site: site, rule: rule, action: .handled, message: "\(description) is inside a branch that tests Reduce Motion")
            return nil
        }
        switch placement {
        case .host(let host):
            return host
        case .noHost(let reason, let suggestion):
            record(site: site, rule: rule, action: .manual, message: "\(description) not changed: \(reason)", suggestion: suggestion)
            return nil
        case .silent:
            return nil
        }
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
            if let host = index.host(.init(file: fileIndex, type: typeIndex)) { return .host(host) }
            return .noHost(reason: "'\(type.name)' is not a View, ViewModifier, App, Scene or style",
                           suggestion: "pass a reduceMotion flag in from the view that uses it")
        case .extension:
            if let ref = index.primary(named: type.name, preferredFile: fileIndex), index.type(ref).kind != .protocol {
                if let host = index.host(ref) { return .host(host) }
                let kind = index.type(ref).kind
                if kind == .class || kind == .actor { return classPlacement(type.name) }
                return .noHost(reason: "'\(type.name)' is not a View, ViewModifier, App, Scene or style",
                               suggestion: "pass a reduceMotion flag in from the view that uses it")
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

    private func classPlacement(_ name: String) -> Placement {
        .noHost(reason: "'\(name)' is a class (a view model or UIKit type) and cannot read the SwiftUI environment",
                suggestion: "pass the flag in from a view, or read UIAccessibility.isReduceMotionEnabled in UIKit code")
    }

    /// Calls whose closures describe motion frame by frame (their modifiers act on a proxy).
    static let animatorNames: Set<String> = ["phaseAnimator", "keyframeAnimator", "scrollTransition", "visualEffect"]

    /// The animator call whose closure contains `site`, if any.
    func enclosingAnimator(of site: Int) -> Int? {
        var open = file.enclosing[site]
        while open >= 0 {
            if let call = callOwning(open), file.kind(call - 1) == .dot, RuleContext.animatorNames.contains(file.text(call)) {
                return call
            }
            open = file.enclosing[open]
        }
        return nil
    }

    /// Whether `site` is inside the argument list of a `.name(…)` call.
    func isInsideArguments(of name: StaticString, _ site: Int) -> Bool {
        var open = file.enclosing[site]
        while open >= 0 {
            if file.kind(open) == .openParen, file.isIdentifier(open - 1, name), file.kind(open - 2) == .dot { return true }
            open = file.enclosing[open]
        }
        return false
    }

    /// The name of the call whose argument list or (trailing) closure opens at `open`.
    private func callOwning(_ open: Int) -> Int? {
        var cursor = open - 1
        if file.kind(open) == .openBrace {
            // `} label: {` — a later trailing closure; step back to the first one.
            while file.kind(cursor) == .colon, file.kind(cursor - 1) == .identifier, file.kind(cursor - 2) == .closeBrace {
                cursor = file.partner[cursor - 2] - 1
            }
            if file.kind(cursor) == .closeParen { cursor = file.partner[cursor] - 1 }
        }
        return file.kind(cursor) == .identifier ? cursor : nil
    }

    private func isInsidePreview(_ site: Int) -> Bool {
        var open = file.enclosing[site]
        while open >= 0 {
            if isPreviewMacro(open - 1) { return true }
            if file.kind(open - 1) == .closeParen, isPreviewMacro(file.partner[open - 1] - 1) { return true }
            open = file.enclosing[open]
        }
        return false
    }

    private func isPreviewMacro(_ index: Int) -> Bool {
        file.kind(index) == .pound && file.isText(index, "#Preview")
    }

    /// Whether the site sits in an `if`/`else`/`while` body whose condition, or after a `guard`
    /// in an enclosing block whose condition, tests Reduce Motion.
    func isUnderReduceMotionCondition(_ site: Int, propertyName: String?) -> Bool {
        var open = file.enclosing[site]
        var inner = site
        while open >= 0 {
            if file.kind(open) == .openBrace {
                if let condition = conditionOpening(brace: open),
                   condition.mentionsReduceMotion(propertyName: propertyName) {
                    return true
                }
                if guardBefore(inner, inBlock: open, propertyName: propertyName) { return true }
            }
            inner = open
            open = file.enclosing[open]
        }
        return false
    }

    /// The condition of the `if`/`guard`/`while` whose body opens at `brace` (for an `else`
    /// body, the condition of its `if`).
    private func conditionOpening(brace: Int) -> Expression? {
        var cursor = brace - 1
        if file.isIdentifier(cursor, "else") {
            guard file.kind(cursor - 1) == .closeBrace else { return nil }
            return conditionOpening(brace: file.partner[cursor - 1])
        }
        var steps = 0
        while cursor >= 0, steps < 400 {
            steps += 1
            switch file.kind(cursor)! {
            case .closeParen, .closeBracket:
                cursor = file.partner[cursor] - 1
                continue
            case .openBrace, .openParen, .openBracket, .semicolon, .closeBrace:
                // A `}` ends the previous statement: this brace has no condition of its own.
                return nil
            case .identifier:
                if file.isText(cursor, "if") || file.isText(cursor, "guard") || file.isText(cursor, "while") {
                    return cursor + 1 <= brace - 1 ? Expression(file: file, first: cursor + 1, last: brace - 1) : nil
                }
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    private func guardBefore(_ position: Int, inBlock open: Int, propertyName: String?) -> Bool {
        var cursor = open + 1
        while cursor < position {
            let kind = file.kind(cursor)!
            if kind == .openBrace || kind == .openParen || kind == .openBracket {
                cursor = file.partner[cursor] + 1
                continue
            }
            if kind == .identifier, file.isText(cursor, "guard") {
                var end = cursor + 1
                while end < position, !file.isIdentifier(end, "else") {
                    if let kind = file.kind(end), kind == .openParen || kind == .openBracket { end = file.partner[end] }
                    end += 1
                }
                if end > cursor + 1, Expression(file: file, first: cursor + 1, last: end - 1).mentionsReduceMotion(propertyName: propertyName) {
                    return true
                }
            }
            cursor += 1
        }
        return false
    }

    // MARK: - Output

    /// Inserts `reduceMotion ? neutral : ` before the value (with parentheses when needed).
    func gate(_ value: Expression, site: Int, neutral: String, rule: String, host: HostInfo, review: Bool = false, message: String) {
        recordFix(site: site, rule: rule, review: review, message: message)
        let range = value.byteRange
        if value.needsParentheses {
            insert("\(host.propertyName) ? \(neutral) : (", at: range.lowerBound, rule: rule, host: host, review: review)
            insert(")", at: range.upperBound, rule: rule, host: host, review: review)
        } else {
            insert("\(host.propertyName) ? \(neutral) : ", at: range.lowerBound, rule: rule, host: host, review: review)
        }
    }

    func insert(_ text: String, at offset: Int, rule: String, host: HostInfo?, review: Bool = false) {
        replace(offset..<offset, with: text, rule: rule, host: host, review: review)
    }

    func replace(_ range: Range<Int>, with text: String, rule: String, host: HostInfo?, review: Bool = false) {
        edits.append(Edit(range: range, replacement: text, ruleID: rule, needsReview: review, hostKey: host?.key))
        if let host { usedHosts[host.key] = host }
    }

    /// Records that the site at `site` is rewritten (flagged `review` when asked).
    func recordFix(site: Int, rule: String, review: Bool, message: String) {
        record(site: site, rule: rule, action: review ? .review : .fixed, message: message)
    }

    /// Records a finding located at significant index `site`.
    func record(site: Int, rule: String, action: Finding.Action, message: String, suggestion: String? = nil) {
        let (line, column) = file.location(of: file.token(site).start)
        // One finding per site and rule, even when several arguments of one call change.
        if let last = findings.last, last.line == line, last.column == column, last.ruleID == rule, last.action == action { return }
        findings.append(Finding(path: file.path, line: line, column: column, ruleID: rule, action: action,
                                message: message, suggestion: suggestion))
    }
}

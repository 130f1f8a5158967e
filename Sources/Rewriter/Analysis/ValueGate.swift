/// Shared by the offset, scale and rotation rules: neutralises non-constant arguments of a
/// modifier unless they follow a finger, carry meaning, or already read Reduce Motion.
struct ValueGate {
    let context: RuleContext
    let rule: String

    /// One argument to neutralise and the neutral value for it.
    struct Target {
        let argument: Argument
        let neutral: String
    }

    /// Gates `targets` of `call`. `keepsMeaning` decides POLICY §3.3 for a value.
    func apply(call: CallSite, targets: [Target], keepsMeaning: (Expression) -> Bool = { _ in false }) {
        let file = context.file
        // `offset(…)` without a receiver is a modifier only in a View extension (no host);
        // inside a host it is more likely a helper of the same name.
        if call.style == .plain, case .host = context.placement(at: call.nameIndex) { return }
        let moving = targets.filter { target in
            let value = expression(target.argument)
            return !value.isConstant && !readsLayoutSetting(value)
        }
        guard !moving.isEmpty, let firstArgument = call.arguments.first, let lastArgument = call.arguments.last else { return }
        let whole = Expression(file: file, first: firstArgument.first, last: lastArgument.last)
        let description = "'.\(call.name)'"
        guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: whole, description: description) else { return }
        for target in moving {
            let value = expression(target.argument)
            if value.reads(host.gestureDriven) {
                context.record(site: call.nameIndex, rule: rule, action: .handled,
                               message: "\(description) follows a gesture; its value is kept (gate the release animation instead)")
                continue
            }
            if keepsMeaning(value) {
                context.record(site: call.nameIndex, rule: rule, action: .handled,
                               message: "\(description) shows state (both positions mean something); its value is kept and only its animation is gated")
                continue
            }
            let review = readsGeometry(value)
            context.gate(value, site: call.nameIndex, neutral: target.neutral, rule: rule, host: host, review: review,
                         message: review ? "\(description) depends on geometry and may be layout, not motion: keep it still when Reduce Motion is on"
                                    : "\(description) moves the view: keep it still when Reduce Motion is on")
        }
    }

    func expression(_ argument: Argument) -> Expression {
        Expression(file: context.file, first: argument.first, last: argument.last)
    }

    /// Device, size-class, type-size and theme settings choose a layout; they do not move.
    private static let layoutSettings: Set<String> = [
        "idiom", "userInterfaceIdiom", "horizontalSizeClass", "verticalSizeClass", "sizeClass", "dynamicTypeSize",
        "layoutDirection", "colorScheme", "theme", "isPad", "isPhone", "isIPad", "isCompact", "isRegular", "isLandscape", "isPortrait",
    ]

    /// Whether the value picks between constants by a layout setting (POLICY §3.1: layout, not motion).
    private func readsLayoutSetting(_ value: Expression) -> Bool {
        let file = context.file
        var readsSetting = false
        for index in value.first...value.last where file.kind(index) == .identifier {
            if file.kind(index - 1) == .dot || value.isArgumentLabel(index) { continue }
            let word = file.text(index)
            if let scalar = word.unicodeScalars.first, CharacterClass.isUppercase(scalar) { continue }
            if ["true", "false", "nil", "min", "max", "abs"].contains(word) { continue }
            // Every variable must be (a path to) a layout setting, e.g. `deviceState.idiom`.
            var chain = [word]
            var cursor = index
            while file.kind(cursor + 1) == .dot, file.kind(cursor + 2) == .identifier {
                cursor += 2
                chain.append(file.text(cursor))
            }
            guard chain.contains(where: ValueGate.layoutSettings.contains) else { return false }
            readsSetting = true
        }
        return readsSetting
    }

    /// Values computed from a GeometryReader may be layout rather than motion (POLICY §3.4).
    private func readsGeometry(_ value: Expression) -> Bool {
        let file = context.file
        for index in value.first...value.last where file.kind(index) == .identifier {
            let word = file.text(index)
            if ["geometry", "proxy", "geo", "geometryProxy", "reader"].contains(word), file.kind(index - 1) != .dot { return true }
            if word == "frame", file.kind(index + 1) == .openParen { return true }
        }
        return false
    }

    /// Whether a scale can be negative: a mirror image shows direction, it does not move.
    func isMirror(_ value: Expression) -> Bool {
        let file = context.file
        for index in value.first...value.last where file.kind(index) == .operator && file.isText(index, "-") {
            if file.kind(index + 1) == .number, !file.hasTriviaAfter(index) { return true }
        }
        return false
    }

    /// Whether a value is a two-state toggle of something that stays visible and means
    /// something, like a chevron turned while a section is expanded.
    func isDisclosureState(call: CallSite, value: Expression) -> Bool {
        let file = context.file
        for index in value.first...value.last where file.kind(index) == .identifier && file.kind(index - 1) != .dot {
            let word = file.text(index).lowercased()
            if word.contains("expand") || word.contains("collaps") || word == "isopen" || word == "open"
                || word.contains("disclos") || word == "isopened" {
                return true
            }
        }
        return receiverIsChevron(call)
    }

    private func receiverIsChevron(_ call: CallSite) -> Bool {
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
}

/// AppKit's table and outline views: rows inserted or removed `withAnimation: [.slideDown]` slide
/// in and out, and the rows after them slide to make room. Under Reduce Motion they fade instead
/// (`.effectFade`), which keeps what the list shows and when.
extension UIKitMotionRule {
    /// The table and outline view calls that take `withAnimation:` options.
    static let tableRowCalls = ["insertRows", "removeRows", "insertItems", "removeItems"]
    /// The options that slide.
    static let slideOptions: Set<String> = ["slideUp", "slideDown", "slideLeft", "slideRight", "effectGap"]

    func applyTableSlides(_ context: RuleContext, rule: String) {
        let file = context.file
        for call in context.calls(named: UIKitMotionRule.tableRowCalls, styles: [.member, .plain]) {
            guard let options = call.arguments.first(where: { $0.label == "withAnimation" }) else { continue }
            let value = Expression(file: file, first: options.first, last: options.last)
            let description = "'\(call.name)(withAnimation:)'"
            if value.mentionsReduceMotion(propertyName: nil) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .readsSetting, message: "\(description) already reads Reduce Motion")
                }
                continue
            }
            let slides = (options.first...options.last).contains { index in
                file.kind(index) == .identifier && file.kind(index - 1) == .dot && UIKitMotionRule.slideOptions.contains(file.text(index))
            }
            guard slides else { continue }
            if context.directives.isDisabled(rule, atOffset: file.token(call.nameIndex).start, in: file) { continue }
            if context.isUnderReduceMotionCondition(call.nameIndex, propertyName: nil) { continue }
            let setting: (text: String, host: HostInfo?)
            if case .host = context.placement(at: call.nameIndex) {
                guard let host = context.hostForEditing(site: call.nameIndex, rule: rule, expression: value, description: description) else { continue }
                setting = (host.propertyName, host)
            } else if context.importsAppKit {
                setting = ("NSWorkspace.shared.accessibilityDisplayShouldReduceMotion", nil)
            } else {
                guard context.isLeftForAPerson(call.nameIndex, rule: rule, message: description) else { continue }
                context.record(site: call.nameIndex, rule: rule, action: .manual, reason: .manual,
                               message: "\(description) slides rows in or out, and the rows after them make room",
                               suggestion: "pass 'NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? .effectFade : …' where AppKit is imported")
                continue
            }
            context.recordFix(site: call.nameIndex, rule: rule, review: false,
                              message: "\(description) slides rows, and the rows after them make room: they fade instead when Reduce Motion is on")
            let needsParentheses = value.needsParentheses
            context.insert("\(setting.text) ? .effectFade : \(needsParentheses ? "(" : "")", at: value.byteRange.lowerBound, rule: rule, host: setting.host)
            if needsParentheses { context.insert(")", at: value.byteRange.upperBound, rule: rule, host: setting.host) }
        }
    }
}

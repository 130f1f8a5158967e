/// A place that chooses an animation: `.animation(A…)`, `withAnimation(A) { }`,
/// `Transaction(animation: A)`, `binding.animation(A)` — or the same with A left out.
struct AnimationSite {
    /// Significant index of the name (`animation`, `withAnimation`, `Transaction`).
    let nameIndex: Int
    let description: String
    /// The animation argument, when written.
    let argument: Expression?
    /// When the argument is absent: where to insert it, and the text around it.
    let insertion: (offset: Int, prefix: String, suffix: String)?

    /// Every animation site of the file.
    static func all(in context: RuleContext) -> [AnimationSite] {
        let file = context.file
        var sites: [AnimationSite] = []
        for call in context.calls(named: ["animation"], styles: [.member]) {
            // A transition's own timing is the transition rule's business: a fade may keep its
            // curve, and a moving transition is replaced by `.opacity` as a whole.
            if context.isInsideArguments(of: "transition", call.nameIndex) { continue }
            if call.arguments.isEmpty {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'.animation()'", argument: nil,
                                           insertion: (file.token(call.open).end, "", "")))
            } else if let first = call.arguments.first, first.label == nil {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'.animation'",
                                           argument: Expression(file: file, first: first.first, last: first.last), insertion: nil))
            }
        }
        for call in context.calls(named: ["withAnimation"], styles: [.plain]) {
            guard let first = call.arguments.first else {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'withAnimation'", argument: nil,
                                           insertion: (file.token(call.open).end, "", "")))
                continue
            }
            if first.label == nil, file.kind(first.first) == .openBrace {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'withAnimation'", argument: nil,
                                           insertion: (file.token(first.first).start, "", ", ")))
            } else if first.label == nil {
                sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'withAnimation'",
                                           argument: Expression(file: file, first: first.first, last: first.last), insertion: nil))
            }
        }
        // `withAnimation { … }`: a trailing closure and no parentheses.
        for index in 0..<file.count where file.kind(index) == .identifier && file.kind(index + 1) == .openBrace {
            guard file.isText(index, "withAnimation"), file.kind(index - 1) != .dot else { continue }
            sites.append(AnimationSite(nameIndex: index, description: "'withAnimation'", argument: nil,
                                       insertion: (file.token(index).end, "(", ")")))
        }
        for call in context.calls(named: ["Transaction"], styles: [.plain]) {
            guard let argument = call.arguments.first(where: { $0.label == "animation" }) else { continue }
            sites.append(AnimationSite(nameIndex: call.nameIndex, description: "'Transaction(animation:)'",
                                       argument: Expression(file: file, first: argument.first, last: argument.last), insertion: nil))
        }
        return sites.sorted { $0.nameIndex < $1.nameIndex }
    }
}

/// What a value handed to a child view does there (docs/BEHAVIOUR.md "Motion driven from another view"):
/// `Child(items: items)` hands `items` to `Child`'s property `items`, whose reads in `Child` say
/// whether an animation of the change moves anything. Followed two views deep.
struct ChildReads {
    let context: RuleContext

    enum Effect {
        /// A view of this name moves or resizes with it.
        case moves(String)
        /// It only fades, recolours or is not drawn there.
        case still
        /// The child, its property or what it does with it could not be told.
        case notFollowed
    }

    /// The effect of `read` (a read of this file handed to a custom view's initializer).
    func effect(of read: ReadSite, host: HostInfo, depth: Int = 0) -> Effect {
        guard depth < 2, read.file == context.fileIndex else { return .notFollowed }
        let file = context.file
        let open = file.enclosing[read.index]
        guard open >= 0, file.kind(open) == .openParen, let name = file.callName(owning: open),
              let call = context.call(at: name) else { return .notFollowed }
        // `.modifier(Shake(animatableData: x))`, `.modifier(on ? Shake(…) : Shake(…))`: a custom
        // GeometryEffect offsets, scales or rotates the view by what it is given.
        if let effect = geometryEffect(around: read.index, in: file) { return .moves(effect) }
        // The argument's label spelled like the state (`Panel(expanded: expanded)`) is no read.
        if call.arguments.contains(where: { $0.labelIndex == read.index }) { return .still }
        guard let argument = call.arguments.first(where: { $0.first <= read.index && read.index <= $0.last }),
              let label = argument.label,
              let ref = context.index.primary(referencedAs: file.text(name), inFile: context.fileIndex),
              let child = context.index.host(ref), child.sources.properties[label] != nil else { return .notFollowed }
        var result = Effect.still
        for childRead in context.index.readsThroughProperties(of: label, in: child) {
            // A member read (`error.localizedDescription`, `viewModel.isExpanded`) is judged by
            // where it is drawn, like the value: a text shows it, a frame moves with it. (Asking
            // which member the parent wrote left every error view handed an error as a warning.)
            switch childRead.effect {
            case .appearance, .none, .property:
                continue
            case .layout, .motionModifier:
                return .moves(context.index.type(child.ref).name)
            case .unknown:
                // Handed on again: followed in the child's own file only when it is this one.
                guard childRead.file == context.fileIndex else { return .notFollowed }
                switch effect(of: childRead, host: child, depth: depth + 1) {
                case .moves(let view): return .moves(view)
                case .notFollowed: result = .notFollowed
                case .still: continue
                }
            }
        }
        return result
    }

    /// The `GeometryEffect` of the run whose arguments hold `position`, a few calls out
    /// (`Shake(animatableData: CGFloat(x))`, `.modifier(on ? Shake(…) : Shake(…))`).
    private func geometryEffect(around position: Int, in file: SourceFile) -> String? {
        var open = file.enclosing[position]
        var steps = 0
        while open >= 0, steps < 4, file.kind(open) == .openParen, let name = file.callName(owning: open) {
            steps += 1
            if let effect = geometryEffect(at: name, in: file) { return effect }
            if file.isText(name, "modifier") {
                return context.call(at: name).flatMap { geometryEffect(inArgumentsOf: $0, in: file) }
            }
            open = file.enclosing[open]
        }
        return nil
    }

    /// The name of the type called at `name` when it is one of the run's `GeometryEffect`s.
    private func geometryEffect(at name: Int, in file: SourceFile) -> String? {
        guard file.bytes[file.token(name).start] >= UInt8(ascii: "A"), file.bytes[file.token(name).start] <= UInt8(ascii: "Z"),
              let ref = context.index.primary(referencedAs: file.text(name), inFile: context.fileIndex) else { return nil }
        let type = context.index.type(ref)
        return type.conformances.contains("GeometryEffect") ? type.name : nil
    }

    /// The first `GeometryEffect` of the run constructed in the arguments of `call`.
    private func geometryEffect(inArgumentsOf call: CallSite, in file: SourceFile) -> String? {
        for argument in call.arguments {
            for index in argument.first...argument.last where file.kind(index) == .identifier && file.kind(index + 1) == .openParen {
                if let effect = geometryEffect(at: index, in: file) { return effect }
            }
        }
        return nil
    }
}

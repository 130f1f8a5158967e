/// Where each property of a host comes from (the provenance of the values its modifiers read):
/// how it is declared, every place it is written and what kind of code writes it, whether an
/// endless animation drives it, and whether an opacity reading it hides the view.
public struct ValueSources: Sendable {
    /// How a property is declared.
    public enum Declaration: Sendable {
        /// `@State`, `@SceneStorage`: owned and written by the view.
        case state
        /// `@Binding`: written by the view or its parent.
        case binding
        /// `@GestureState`: follows a finger.
        case gestureState
        /// `@FocusState`, `@Environment(\.isFocused)`: a lasting focus state.
        case focus
        /// `@AppStorage`, `@Environment(\.keyPath)`: a setting of the device or the user.
        case setting
        /// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Environment(Model.self)`, `@Bindable`.
        case model
        /// A stored property without a wrapper that the parent sets (`let x: CGFloat`, `var x = 0`).
        case parameter
        /// `let x = <constant>`: fixed for the life of the view.
        case constant
        /// A computed property; its getter says where its value comes from.
        case computed
        /// Anything else (`@Namespace`, …).
        case other
    }

    /// One property: how it is declared, and where its initial value or getter is.
    public struct Property: Sendable {
        public let declaration: Declaration
        public let file: Int
        /// The initial value (`= …`) or the getter's body.
        public let value: ClosedRange<Int>?
    }

    public let properties: [String: Property]
    /// The body of each method of the host (for values that call one: `offset(y: lift(for: i))`).
    public let methods: [String: Property]
    /// The methods that return a value that is not a view (`func width(in:) -> CGFloat`): reads
    /// in them count where they are called (`ReadEffect.property`).
    public let valueMethods: Set<String>
    /// Where each property is written from (its assignments, resolved through method calls, and its bindings).
    public let origins: [String: Origins]
    /// The literal values each property is assigned (`true`, `false`, `0`, `toggle`); a property
    /// also written with a computed value is in `computedWrites`.
    public let literals: [String: Set<String>]
    public let computedWrites: Set<String>
    /// Every property written anywhere in the host (even where the kind of code is unknown).
    public let written: Set<String>
    /// Properties stepped rather than set (`progress += 0.1`): a progress, a counter, a clock.
    public let accumulated: Set<String>
    /// Properties only a timer steps round and round (`count = (count + 1) % poses`).
    public let cycled: Set<String>
    /// States set outright (`x = …`, not `x += …`) in code a timer runs: a loop that starts over,
    /// not a counter that only grows.
    public let resetByTimer: Set<String>
    /// The literal values each property is set back to once an animation ends (`completion:`).
    public let settledTo: [String: Set<String>]
    /// Names assigned by each method of the host (for `withAnimation { method() }`).
    public let assignedByMethod: [String: Set<String>]
    /// For each property read by an `.opacity(c ? a : b)` with a zero branch: the values of the
    /// property (`true`/`false`) at which the view is invisible.
    public let invisibleWhen: [String: Set<String>]
    /// The names a read of the host may name (its properties and what it writes), each once, in
    /// no order: where each is read is `ProjectIndex.reads(of:)`, made only for a host asked about it.
    var readableNames: [String] {
        var names = Array(properties.keys)
        for name in written where properties[name] == nil { names.append(name) }
        // Where a value-returning helper is called says what the reads in it do.
        for name in valueMethods where properties[name] == nil && !written.contains(name) { names.append(name) }
        return names
    }

    init(parts: [ProjectIndex.TypeRef], index: ProjectIndex) {
        var properties: [String: Property] = [:]
        var methods: [String: Property] = [:]
        var valueMethods: Set<String> = []
        var origins: [String: Origins] = [:]
        var literals: [String: Set<String>] = [:]
        var computedWrites: Set<String> = []
        var written: Set<String> = []
        var steppedUp: Set<String> = []
        var steppedDown: Set<String> = []
        var resetByTimer: Set<String> = []
        var cycled: Set<String> = []
        var assignedByMethod: [String: Set<String>] = [:]
        var invisibleWhen: [String: Set<String>] = [:]
        var settledTo: [String: Set<String>] = [:]
        for part in parts {
            guard let structure = index.structure(part.file), let facts = index.facts(part.file) else { continue }
            let file = structure.file
            let decl = structure.types[part.type]
            // Made at its size: grown one property at a time, the table was made again twice a host.
            if properties.isEmpty { properties.reserveCapacity(decl.members.count) }
            for member in decl.members {
                guard let name = member.name, !member.isStatic else { continue }
                if member.kind == .var || member.kind == .let {
                    properties[name] = ValueSources.property(member, file: file, fileIndex: part.file)
                } else if member.kind == .func, let brace = FileFacts.bodyBrace(of: member, in: file), file.partner[brace] > brace + 1 {
                    methods[name] = Property(declaration: .computed, file: part.file, value: (brace + 1)...(file.partner[brace] - 1))
                    if !BodyTable.isView(member, body: brace, in: file), BodyTable.returnsValue(keyword: member.keyword, body: brace, in: file) {
                        valueMethods.insert(name)
                    }
                }
            }
            for assignment in ValueSources.slice(facts.assignments, by: { $0.index }, from: decl.bodyOpen, to: decl.bodyClose) {
                let resolved = facts.resolvedOrigins(of: assignment)
                origins[assignment.root, default: []].formUnion(resolved)
                if resolved.contains(.settles), let literal = assignment.literal { settledTo[assignment.root, default: []].insert(literal) }
                written.insert(assignment.root)
                if assignment.step > 0 { steppedUp.insert(assignment.root) }
                if assignment.step < 0 || assignment.step == Assignment.bothWays { steppedDown.insert(assignment.root) }
                // A step that wraps around, made only by a timer (a loader's next pose), cycles
                // for ever; one a swipe or a tap makes too (a carousel's page) is the user's.
                if assignment.wraps, resolved.contains(.timer),
                   resolved.isDisjoint(with: [.gesture, .action, .selection, .press, .child]) { cycled.insert(assignment.root) }
                if assignment.step == 0, assignment.root == assignment.property, resolved.contains(.timer) { resetByTimer.insert(assignment.root) }
                if let literal = assignment.literal { literals[assignment.root, default: []].insert(literal) } else { computedWrites.insert(assignment.root) }
                if let method = assignment.method { assignedByMethod[method, default: []].insert(assignment.root) }
            }
            for binding in ValueSources.slice(facts.bindings, by: { $0.index }, from: decl.bodyOpen, to: decl.bodyClose) {
                origins[binding.name, default: []].formUnion(binding.origins)
                written.insert(binding.name)
            }
            for call in ValueSources.slice(structure.calls(named: "animation"), by: { $0.nameIndex }, from: decl.bodyOpen, to: decl.bodyClose) {
                guard let animation = call.arguments.first, animation.label == nil,
                      let value = call.arguments.first(where: { $0.label == "value" }) else { continue }
                var expression = Expression(file: file, first: animation.first, last: animation.last)
                // A loop already gated (`reduceMotion ? nil : pulse`) is still the loop that drives
                // the value: a second run must decide as the first did.
                if let gate = expression.topLevelTernary, gate.condition.mentionsReduceMotion(propertyName: nil) { expression = gate.whenFalse }
                guard AnimationKind.of(expression, index: index) == .repeating else { continue }
                for name in Expression(file: file, first: value.first, last: value.last).readNames() {
                    origins[name, default: []].insert(.loop)
                }
            }
            // `.frame(height: heightBar)`, `.frame(height: size.height * level)`: a bar of no
            // height at 0, so a loop stopped there would leave nothing to see.
            for call in ValueSources.slice(structure.calls(named: "frame"), by: { $0.nameIndex }, from: decl.bodyOpen, to: decl.bodyClose) {
                for argument in call.arguments where argument.label == "width" || argument.label == "height" {
                    for factor in ValueSources.factors(first: argument.first, last: argument.last, in: file) {
                        invisibleWhen[factor, default: []].formUnion(["0", "0.0"])
                    }
                }
            }
            for call in ValueSources.slice(structure.calls(named: "opacity"), by: { $0.nameIndex }, from: decl.bodyOpen, to: decl.bodyClose) {
                guard call.arguments.count == 1, let argument = call.arguments.first else { continue }
                // `.opacity(fade)` is invisible at 0; `.opacity(2 - amount)` at 2 (a pulse that grows and fades).
                if argument.first == argument.last, file.kind(argument.first) == .identifier {
                    invisibleWhen[file.text(argument.first), default: []].formUnion(["0", "0.0"])
                    continue
                }
                if argument.last == argument.first + 2, file.kind(argument.first) == .number, file.isText(argument.first + 1, "-"),
                   file.kind(argument.last) == .identifier, let whole = Double(file.text(argument.first)) {
                    var values: Set<String> = [file.text(argument.first)]
                    if whole == whole.rounded() { values.formUnion(["\(Int(whole))", "\(Int(whole)).0"]) }
                    invisibleWhen[file.text(argument.last), default: []].formUnion(values)
                    continue
                }
                guard let ternary = Expression(file: file, first: argument.first, last: argument.last).topLevelTernary,
                      let state = ternary.condition.conditionState else { continue }
                if ternary.whenTrue.isZeroLiteral { invisibleWhen[state.name, default: []].insert(state.negated ? "false" : "true") }
                if ternary.whenFalse.isZeroLiteral { invisibleWhen[state.name, default: []].insert(state.negated ? "true" : "false") }
            }
        }
        self.properties = properties
        self.methods = methods
        self.valueMethods = valueMethods
        self.origins = origins
        self.literals = literals
        self.computedWrites = computedWrites
        self.written = written
        // Stepped one way only (a progress, a clock, a counter); both ways is an oscillation.
        self.accumulated = steppedUp.symmetricDifference(steppedDown)
        self.cycled = cycled
        self.resetByTimer = resetByTimer
        self.assignedByMethod = assignedByMethod
        self.invisibleWhen = invisibleWhen
        self.settledTo = settledTo
    }

    /// Where each of `names` is read in the host made of `parts`, and what the read does on
    /// screen (for deciding whether an animation of it moves anything).
    static func reads(of names: [String], parts: [ProjectIndex.TypeRef], index: ProjectIndex) -> [String: [ReadSite]] {
        var reads: [String: [ReadSite]] = [:]
        // Matched as bytes: a host body has many identifiers and few of them are its properties
        // (or their projections: `$isOn` reads `isOn`).
        let readableNames = IdentifierSet(distinct: names)
        for part in parts {
            guard let structure = index.structure(part.file), let facts = index.facts(part.file) else { continue }
            let file = structure.file
            let decl = structure.types[part.type]
            let scanner = ReadScanner(file: file, facts: facts)
            let locals = slice(facts.valueLocals, by: { $0.initializerStart }, from: decl.bodyOpen, to: decl.bodyClose)
            // Locals whose initializer reads a property, with the property it reads.
            var throughLocals: [(local: LocalDeclaration, property: String, member: String?)] = []
            var position = decl.bodyOpen + 1
            while position < decl.bodyClose {
                defer { position += 1 }
                guard let (matched, projected) = readableNames.nameOrProjection(at: position, in: file) else { continue }
                if file.kind(position - 1) == .dot, !file.isIdentifier(position - 2, "self") { continue }
                var name = matched
                if !projected, name.hasPrefix("$") { name.removeFirst() }
                guard !scanner.isDeclarationOrWrite(position) || scanner.isShorthandBinding(position) else { continue }
                // `func homeView(for home: Home)` reads its parameter, not the property.
                if file.kind(position - 1) != .dot, isShadowed(name, at: position, in: file, facts: facts) { continue }
                // `let items = Array(model.items)` draws nothing itself: it is drawn where `items` is read.
                let member = memberRead(after: position, in: file)
                if let local = innermostLocal(initializing: position, in: locals) {
                    // A view built in the value (`let list = List { ForEach(sorted(by: key)) … }`)
                    // says itself what the read does; only a value not drawn there is followed
                    // to where the local is read.
                    // (A condition there chooses the value, `let shown = if query.isEmpty { … }`,
                    // and a closure there runs code: both are followed.)
                    let effect = scanner.effect(of: position)
                    let drawnHere: Bool
                    switch effect {
                    case .layout, .appearance, .motionModifier: drawnHere = scanner.conditionKeyword(of: position) == nil
                    case .none, .property, .unknown: drawnHere = false
                    }
                    if drawnHere {
                        reads[name, default: []].append(ReadSite(file: part.file, index: position, effect: effect, member: member))
                    } else {
                        throughLocals.append((local, name, member))
                    }
                    continue
                }
                // `homeView(for: home)`: drawn where the host's own method reads its parameter.
                if let parameter = parameter(receiving: position, in: file, facts: facts, within: decl.bodyOpen...decl.bodyClose) {
                    throughLocals.append((parameter, name, member))
                    continue
                }
                reads[name, default: []].append(ReadSite(file: part.file, index: position, effect: scanner.effect(of: position), member: member))
            }
            guard !throughLocals.isEmpty else { continue }
            readsOfLocals(throughLocals, in: decl, file: file, fileIndex: part.file, scanner: scanner, locals: locals, into: &reads)
        }
        return reads
    }

    /// The name read right after the property at `position` (`items` in `model.items`), if any.
    private static func memberRead(after position: Int, in file: SourceFile) -> String? {
        file.memberIndex(after: position).map(file.text)
    }

    /// The parameter of a function of the host (declared in `range`) that the read at `position`
    /// is handed to whole (`f(label: name)`, or the first argument without a label).
    private static func parameter(receiving position: Int, in file: SourceFile, facts: FileFacts, within range: ClosedRange<Int>) -> LocalDeclaration? {
        guard file.kind(position + 1) == .comma || file.kind(position + 1) == .closeParen else { return nil }
        var label: String? = nil
        var start = position - 1
        if file.kind(start) == .colon, file.kind(start - 1) == .identifier {
            label = file.text(start - 1)
            start -= 2
        }
        let open = file.enclosing[position]
        guard open >= 0, file.kind(open) == .openParen, label != nil || start == open,
              file.kind(start) == .comma || start == open, let call = file.callName(owning: open) else { return nil }
        // The host's own method: called without a receiver, or on `self`.
        if file.kind(call - 1) == .dot, !file.isIdentifier(call - 2, "self") { return nil }
        let name = file.text(call)
        guard name.first?.isLowercase == true, let parameters = facts.parametersByFunction[name] else { return nil }
        let matching = parameters.filter { parameter in
            guard range.contains(parameter.block), case .parameter(_, let parameterLabel, let ordinal) = parameter.kind else { return false }
            return label == nil ? parameterLabel == nil && ordinal == 0 : parameterLabel == label
        }
        // Overloads of the name with that label: which one is called is not known.
        return matching.count == 1 ? matching[0] : nil
    }

    /// Whether a parameter, a loop variable or a local of another value named `name` is in scope
    /// at `position` (`if let x` and `let x = x` stand for the property itself).
    private static func isShadowed(_ name: String, at position: Int, in file: SourceFile, facts: FileFacts) -> Bool {
        guard let declarations = facts.locals[name] else { return false }
        for local in declarations where local.block < position && position < file.partner[local.block] && local.index != position {
            // In `if let error { ErrorView(error: error) }` the view comes and goes with the value:
            // its insertion is the condition's read; what the new view does with it is not animated.
            if case .local(let initializer) = local.kind, file.isIdentifier(local.index - 1, "let") || file.isIdentifier(local.index - 1, "var") {
                let brace = initializer.map { $0.upperBound + 1 } ?? local.index + 1
                let aliases = initializer.map { $0.count == 1 && file.text($0.lowerBound) == name } ?? true
                if aliases, file.kind(brace) == .openBrace, brace < position, position < file.partner[brace],
                   file.isIdentifier(local.index - 2, "if") { return true }
            }
            switch local.kind {
            case .parameter, .closureParameter, .loopVariable:
                return true
            case .local(let initializer):
                guard local.index < position, let initializer else { continue }
                let introducer = local.index - 2
                // An `if let`'s scope is its block, not the one recorded: not known here.
                if file.kind(introducer) == .comma || file.isIdentifier(introducer, "if") || file.isIdentifier(introducer, "while") { continue }
                let aliases = (initializer.count == 1 && file.text(initializer.lowerBound) == name)
                    || (initializer.count == 3 && file.isIdentifier(initializer.lowerBound, "self") && file.text(initializer.upperBound) == name)
                if !aliases { return true }
            }
        }
        return false
    }

    /// The local of `locals` (ordered by where their initializers start) whose initializer holds
    /// `position`, the innermost one when they nest.
    private static func innermostLocal(initializing position: Int, in locals: ArraySlice<LocalDeclaration>) -> LocalDeclaration? {
        var low = locals.startIndex
        var high = locals.endIndex
        while low < high {
            let mid = (low + high) / 2
            if locals[mid].initializerStart <= position { low = mid + 1 } else { high = mid }
        }
        // Initializers nest only a few deep (a local in a closure of another's initializer).
        var candidate = low - 1
        var steps = 0
        while candidate >= locals.startIndex, steps < 4 {
            if case .local(let initializer?) = locals[candidate].kind, initializer.contains(position) { return locals[candidate] }
            candidate -= 1
            steps += 1
        }
        return nil
    }

    /// Adds, for each property read in a local's initializer, the reads of that local in its
    /// scope, with what they do on screen: one pass over the host's body for all such locals.
    private static func readsOfLocals(_ throughLocals: [(local: LocalDeclaration, property: String, member: String?)], in decl: TypeDecl, file: SourceFile,
                                      fileIndex: Int, scanner: ReadScanner, locals: ArraySlice<LocalDeclaration>,
                                      into reads: inout [String: [ReadSite]]) {
        var touched: Set<String> = []
        var round = throughLocals
        // A local read in another local's value (`let height = base + (expanded ? 50 : 0)`, then
        // `let total = height * 2`) is followed again: a few rounds, each one pass over the body.
        for _ in 0..<3 where !round.isEmpty {
            let byName = Dictionary(grouping: round, by: { $0.local.name })
            let localNames = IdentifierSet(distinct: Array(byName.keys))
            var next: [(local: LocalDeclaration, property: String, member: String?)] = []
            var position = round.map(\.local.index).min()! + 1
            while position < decl.bodyClose {
                defer { position += 1 }
                guard let (name, projected) = localNames.nameOrProjection(at: position, in: file), !projected,
                      let entries = byName[name] else { continue }
                if file.kind(position - 1) == .dot || scanner.isDeclarationOrWrite(position) { continue }
                // An argument label (`.frame(height: height)`'s first `height`) names no value.
                if file.kind(position + 1) == .colon, file.kind(position - 1) == .openParen || file.kind(position - 1) == .comma { continue }
                // The innermost declaration of that name in scope here.
                var owner: LocalDeclaration? = nil
                for entry in entries where entry.local.index < position && position < file.partner[entry.local.block] {
                    if owner.map({ $0.index < entry.local.index }) ?? true { owner = entry.local }
                }
                guard let owner else { continue }
                if let outer = innermostLocal(initializing: position, in: locals) {
                    for entry in entries where entry.local.index == owner.index { next.append((outer, entry.property, entry.member)) }
                    continue
                }
                let effect = scanner.effect(of: position)
                for entry in entries where entry.local.index == owner.index {
                    reads[entry.property, default: []].append(ReadSite(file: fileIndex, index: position, effect: effect, member: entry.member))
                    touched.insert(entry.property)
                }
            }
            round = next
        }
        for property in touched { reads[property]?.sort { $0.index < $1.index } }
    }

    /// Whether `name` is a `@State` whose initial value is one literal and that is only ever
    /// assigned that same literal (`scale = 1` for `var scale = 1.0` counts): it never changes,
    /// like a state never assigned, and an animation of it moves nothing. Not when a binding to
    /// it is handed on, or a gesture, a measurement or a selection writes it.
    func isOnlySetToItsInitialValue(_ name: String, index: ProjectIndex) -> Bool {
        guard let property = properties[name], property.declaration == .state,
              let range = property.value, range.lowerBound == range.upperBound, !computedWrites.contains(name),
              let assigned = literals[name], assigned.count == 1, let written = assigned.first,
              (origins[name] ?? []).isDisjoint(with: [.child, .gesture, .measured, .selection]),
              let file = index.structure(property.file)?.file else { return false }
        let initial = file.text(range.lowerBound)
        return Assignment.sameLiteral(initial, written)
    }

    /// The elements of `items` (sorted by `key`) whose key lies strictly between `lower` and `upper`.
    // A closure, not a key path: a key path handed to a function is read through the runtime,
    // about 400 instructions a step, and every host's slices cost thousands.
    @inline(__always)
    static func slice<T>(_ items: [T], by key: (T) -> Int, from lower: Int, to upper: Int) -> ArraySlice<T> {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if key(items[mid]) <= lower { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < items.count, key(items[end]) < upper { end += 1 }
        return items[low..<end]
    }

    /// Attributes of a declaration that are not property wrappers.
    static let declarationAttributes: Set<String> = [
        "MainActor", "available", "objc", "nonobjc", "inlinable", "usableFromInline", "discardableResult", "preconcurrency",
        "_disfavoredOverload", "backDeployed", "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "nonisolated",
    ]

    private static func property(_ member: Member, file: SourceFile, fileIndex: Int) -> Property {
        // The member's own array: a member has a wrapper or two, and a set made per member hashed
        // every one of them.
        let attributes = member.attributes
        var value: ClosedRange<Int>? = nil
        if let equals = member.initializer, equals + 1 < member.end {
            var last = member.end - 1
            while last > equals + 1, file.kind(last) == .semicolon { last -= 1 }
            value = (equals + 1)...last
        } else if let brace = FileFacts.bodyBrace(of: member, in: file), file.partner[brace] > brace + 1 {
            value = (brace + 1)...(file.partner[brace] - 1)
        }
        let declaration: Declaration
        if attributes.contains("State") || attributes.contains("SceneStorage") {
            declaration = .state
        } else if attributes.contains("Binding") {
            declaration = .binding
        } else if attributes.contains("GestureState") {
            declaration = .gestureState
        } else if attributes.contains("FocusState") {
            declaration = .focus
        } else if attributes.contains("AppStorage") {
            declaration = .setting
        } else if attributes.contains("Environment") {
            // `@Environment(\.keyPath)` is a setting (`\.isFocused` a focus state); `@Environment(Model.self)` a model.
            let keyPath = (member.start..<member.keyword).first { file.kind($0) == .backslash }
            if let keyPath, file.isIdentifier(keyPath + 2, "isFocused") { declaration = .focus }
            else { declaration = keyPath == nil ? .model : .setting }
        } else if attributes.contains(where: { ["EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "ObservationIgnored"].contains($0) }) {
            declaration = .model
        } else if attributes.contains(where: { !$0.hasSuffix("Builder") && !ValueSources.declarationAttributes.contains($0) }) {
            // A property wrapper this list does not know (`@Namespace`); a result builder
            // (`@ViewBuilder var content`) or `@MainActor` is not one.
            declaration = .other
        } else if member.initializer == nil, value != nil {
            declaration = .computed
        } else if member.kind == .let, member.initializer != nil {
            declaration = .constant
        } else {
            declaration = .parameter
        }
        return Property(declaration: declaration, file: fileIndex, value: value)
    }
}

extension SourceFile {
    /// The significant index of the member named right after the name at `position`
    /// (`items` in `model.items`, `model?.items`), if any.
    func memberIndex(after position: Int) -> Int? {
        var dot = position + 1
        if kind(dot) == .operator, isText(dot, "?") { dot += 1 }
        guard kind(dot) == .dot, kind(dot + 1) == .identifier else { return nil }
        return dot + 1
    }
}

extension ValueSources {
    /// The plain names multiplied together at the top level of `first...last` (`heightBar`,
    /// `geometry.size.height * level` gives `level`): the expression is 0 when one of them is.
    static func factors(first: Int, last: Int, in file: SourceFile) -> [String] {
        var names: [String] = []
        var start = first
        var index = first
        while index <= last + 1 {
            if index == last + 1 || (file.kind(index) == .operator && file.isText(index, "*")) {
                if index - 1 == start, file.kind(start) == .identifier { names.append(file.text(start)) }
                start = index + 1
            } else if file.kind(index) == .operator || file.kind(index) == .openParen || file.kind(index) == .openBracket {
                // Anything but a product (`a + b`, a call): not read as factors.
                if file.kind(index) != .operator || !file.isText(index, "*") { return [] }
            }
            index += 1
        }
        return names
    }
}

/// What one pass over a file learns about where values come from (the provenance pass):
/// local declarations with their scopes, member bodies, every assignment with the kind of code
/// around it, and every `$binding` handed to a call. Computed once per file; a class, so that
/// every host, site and scanner that asks for them shares them (a copy retained each table).
public final class FileFacts: Sendable {
    /// Local names (closure and function parameters, loop variables, local `let`/`var`) by name.
    public let locals: [String: [LocalDeclaration]]
    /// The `let x = …` locals whose initializer is one value (not a closure), ordered by where
    /// their initializer starts: a property read there is drawn where `x` is read.
    let valueLocals: [LocalDeclaration]
    /// The parameters of the file's functions, by function name: a property handed to one of the
    /// host's own methods is drawn where the method reads the parameter.
    let parametersByFunction: [String: [LocalDeclaration]]
    /// The `{` of each member body (a method, a computed property, an initializer) and of each
    /// type's member block.
    let bodies: BodyTable
    /// Every assignment (`x = …`, `x.y += …`, `x.toggle()`), in source order.
    public let assignments: [Assignment]
    /// Every `$name` passed to a call, in source order.
    public let bindings: [BindingUse]
    /// For each of the file's methods that is called or referenced, where it is called from
    /// (union over its call sites). Only methods are looked up (`originsOfCalls`), so calls to
    /// any other function are not recorded.
    public let callOrigins: [String: Origins]
    /// For each of the file's methods, the methods it is called from (their callers' origins are
    /// its own too).
    public let callingMethods: [String: Set<String>]

    /// Reads the file and its types only, not its calls: the first pass computes the facts on a
    /// structure without calls, and the second pass uses them for the same file with calls.
    convenience init(structure: FileStructure) {
        self.init(structure: structure, bodies: BodyTable(of: structure))
    }

    /// The same, given the structure's `bodies` (`BodyTable(of: structure)`) made already.
    init(structure: FileStructure, bodies: BodyTable) {
        let file = structure.file
        self.bodies = bodies
        let scanner = ProvenanceScanner(file: file, bodies: bodies)
        let locals = scanner.localDeclarations()
        self.locals = locals
        valueLocals = locals.values.joined().filter { local in
            guard case .local(let initializer?) = local.kind, file.kind(initializer.lowerBound) != .openBrace else { return false }
            // `if let x = y {`: the block after the condition is not part of the value.
            let introducer = local.index - 2
            return !(file.kind(introducer) == .comma || file.isIdentifier(introducer, "if") || file.isIdentifier(introducer, "guard")
                || file.isIdentifier(introducer, "while"))
        }.sorted { ($0.initializerStart, $0.index) < ($1.initializerStart, $1.index) }
        var parameters: [String: [LocalDeclaration]] = [:]
        for local in locals.values.joined() {
            if case .parameter(let function, _, _) = local.kind { parameters[function, default: []].append(local) }
        }
        parametersByFunction = parameters
        let writes = scanner.writes(locals: locals)
        var found = writes.assignments
        scanner.markSetBacks(&found, pauses: writes.pauses, initialValue: FileFacts.initialLiterals(of: structure))
        assignments = found
        bindings = writes.bindings
        callOrigins = writes.callOrigins
        callingMethods = writes.callingMethods
        var methodOrigins: [String: Origins] = [:]
        var writesByProperty: [String: Origins] = [:]
        for assignment in found {
            var origins = assignment.origins
            if let method = assignment.method {
                if methodOrigins[method] == nil {
                    methodOrigins[method] = FileFacts.originsOfCalls(to: method, callOrigins: writes.callOrigins, callingMethods: writes.callingMethods)
                }
                origins.formUnion(methodOrigins[method] ?? [])
            }
            if assignment.root != assignment.property || assignment.method != nil {
                writesByProperty[assignment.property, default: []].formUnion(origins)
            }
        }
        originsOfMethodCalls = methodOrigins
        propertyWrites = writesByProperty
    }

    /// For each stored property of the file's types whose initial value is one token, that token
    /// (`false`, `0`). A name declared with anything else, or twice with different values, has
    /// none. Made when first asked (most files never ask).
    private static func initialLiterals(of structure: FileStructure) -> (String) -> String? {
        var table: [String: String]? = nil
        return { name in
            if table == nil {
                var literals: [String: String] = [:]
                var otherwise: Set<String> = []
                let file = structure.file
                for type in structure.types {
                    for member in type.members where member.kind == .var || member.kind == .let {
                        guard let memberName = member.name, let equals = member.initializer else { continue }
                        let oneToken = equals + 2 == member.end || (equals + 2 < member.end && file.kind(equals + 2) == .semicolon)
                        let value = oneToken ? file.text(equals + 1) : nil
                        if let value, literals[memberName] ?? value == value, !otherwise.contains(memberName) {
                            literals[memberName] = value
                        } else {
                            otherwise.insert(memberName)
                            literals[memberName] = nil
                        }
                    }
                }
                table = literals
            }
            return table?[name]
        }
    }

    /// The member body opening at significant index `open`, if any.
    public func memberBody(openingAt open: Int) -> MemberBody? { bodies.member(openingAt: open) }

    /// For each method that writes something, where it is called from (computed once).
    private let originsOfMethodCalls: [String: Origins]
    /// For each property written through a path or inside a method (a model's), where it is written from.
    public let propertyWrites: [String: Origins]

    /// The origins of an assignment, with those of the callers of the method it is in (followed
    /// through methods that call methods, a few levels deep).
    public func resolvedOrigins(of assignment: Assignment) -> Origins {
        guard let method = assignment.method else { return assignment.origins }
        return assignment.origins.union(originsOfMethodCalls[method] ?? [])
    }

    /// Where the function `name` is called from, following calls from other methods.
    static func originsOfCalls(to name: String, callOrigins: [String: Origins], callingMethods: [String: Set<String>]) -> Origins {
        var origins: Origins = callOrigins[name] ?? []
        var seen: Set<String> = [name]
        var frontier = callingMethods[name] ?? []
        var depth = 0
        while !frontier.isEmpty, depth < 4 {
            depth += 1
            var next: Set<String> = []
            for caller in frontier where seen.insert(caller).inserted {
                origins.formUnion(callOrigins[caller] ?? [])
                next.formUnion(callingMethods[caller] ?? [])
            }
            frontier = next
        }
        return origins
    }

    /// The `{` that opens a member's body: a method's, a computed property's, an initializer's.
    static func bodyBrace(of member: Member, in file: SourceFile) -> Int? {
        guard member.kind == .func || member.kind == .var || member.kind == .initializer else { return nil }
        return bodyBrace(keyword: member.keyword, end: member.end, in: file)
    }

    /// The same, for the member whose keyword is at `keyword` and which ends before `end`.
    static func bodyBrace(keyword: Int, end: Int, in file: SourceFile) -> Int? {
        var scan = keyword + 1
        while scan < end {
            switch file.kind(scan)! {
            case .openParen, .openBracket:
                scan = max(file.partner[scan], scan) + 1
                continue
            case .openBrace:
                return file.partner[scan] > scan ? scan : nil
            case .operator where file.isText(scan, "="):
                return nil
            default:
                scan += 1
            }
        }
        return nil
    }
}

/// The body of a member: which member, and what kind.
public struct MemberBody: Sendable {
    /// `computed` is a property whose value is not a view: its getter's statements choose a value;
    /// `view` is one whose value is a view (`some View`, a `@ViewBuilder`), whose `if`s insert
    /// and remove views.
    public enum Kind: Sendable { case method, computed, view, initializer }
    public let name: String
    public let kind: Kind
    /// For a method: whether it returns a view (`-> some View`, a `@ViewBuilder`), so that an
    /// `if` in it may insert one; in any other method an `if` is control flow.
    public var buildsViews = false
    /// For a method: whether it returns a value that is not a view (`func width(in size: CGSize)
    /// -> CGFloat`): its statements choose that value, like a computed property's getter.
    public var returnsValue = false
}

/// A name declared inside code: a parameter, a loop variable or a local constant or variable.
public struct LocalDeclaration: Sendable {
    public enum Kind: Sendable {
        /// `let x = <first…last>` (also `if let` / `guard let`); nil range when not a single name.
        case local(initializer: ClosedRange<Int>?)
        /// A closure's parameter; `owner` is the call the closure belongs to (`ForEach`, `onChanged`, …).
        case closureParameter(owner: String?)
        /// `for x in …`.
        case loopVariable
        /// A parameter of the function `function`, with its argument label (nil for `_`) and position.
        case parameter(function: String, label: String?, position: Int)
    }

    /// Where the initializer of a `.local` starts (or the declared name, for any other kind).
    var initializerStart: Int {
        if case .local(let initializer?) = kind { return initializer.lowerBound }
        return index
    }

    public let name: String
    /// Significant index of the declared name.
    public let index: Int
    /// Significant index of the `{` of the block the name is visible in.
    public let block: Int
    public let kind: Kind
}

/// One write to a name.
public struct Assignment: Sendable {
    /// The first name of the written path (`dragState` in `dragState.offset = …`, `self.` dropped).
    public let root: String
    /// The last name of the written path (`offset` in `dragState.offset = …`).
    public let property: String
    /// Significant index of the operator (or of `toggle`).
    public let index: Int
    /// The kinds of code around the write, up to the member body it is in (a set-back after a
    /// pause adds `settles`: `ProvenanceScanner.markSetBacks`).
    public internal(set) var origins: Origins
    /// The method the write is in, when it is in one (its callers decide its origins).
    public let method: String?
    /// The written value when it is one literal token (`true`, `0`, `.zero`), or `toggle`.
    public let literal: String?
    /// How the write steps the value: +1 (`+=`, `x = x + …`), -1 (`-=`, `x = x - …`), `bothWays`
    /// (`x += up ? -15 : 15`), 0 when it sets it.
    public var step = 0
    public static let bothWays = 2
    /// Whether the step wraps around (`count = count >= last ? 0 : count + 1`, `(count + 1) % n`):
    /// it cycles through its values, which a timer repeats as an endless loop.
    public var wraps = false

    /// Whether two literals are the same value (`0` and `0.0` are).
    static func sameLiteral(_ first: String, _ second: String) -> Bool {
        first == second || (Double(first).map { value in Double(second) == value } ?? false)
    }
}

/// `$name` passed to a call (`Slider(value: $x)`, `Picker(selection: $tab)`, `Child(isOn: $x)`).
public struct BindingUse: Sendable {
    public let name: String
    public let index: Int
    public let origins: Origins
}

/// The scanning behind `FileFacts`.
struct ProvenanceScanner {
    let file: SourceFile
    let bodies: BodyTable
    /// The closures of repeating timers that stop themselves after a count or a bound
    /// (`if count == 3 { timer.invalidate() }`): a sequence of steps, not an endless loop.
    private let boundedTimerClosures: Set<Int>

    init(file: SourceFile, bodies: BodyTable) {
        self.file = file
        self.bodies = bodies
        boundedTimerClosures = ProvenanceScanner.boundedTimerClosures(in: file)
    }

    private static let invalidate = IdentifierSet(["invalidate"])
    private static let comparisons: Set<String> = ["==", ">=", "<=", ">", "<"]

    private static func boundedTimerClosures(in file: SourceFile) -> Set<Int> {
        var closures: Set<Int> = []
        // The names each timer closure assigns, found once per closure (a closure may stop in many places).
        var assignedIn: [Int: Set<String>] = [:]
        _ = invalidate.contains(in: file) { _, index in
            guard file.kind(index - 1) == .dot, file.kind(index + 1) == .openParen else { return false }
            let block = file.enclosing[index]
            var open = block
            var steps = 0
            while open >= 0, steps < 16 {
                steps += 1
                if let call = file.callName(owning: open), file.isText(call, "scheduledTimer") {
                    if block == open {
                        closures.insert(open)
                    } else if let compared = comparedNames(conditionBefore: block, closure: open, in: file) {
                        if assignedIn[open] == nil { assignedIn[open] = assignedNames(in: open, file: file) }
                        if !compared.isDisjoint(with: assignedIn[open] ?? []) { closures.insert(open) }
                    }
                    break
                }
                open = file.enclosing[open]
            }
            return false
        }
        return closures
    }

    /// The names compared in the condition of the `if`, `guard` or `while` whose block opens at
    /// `open` (`count == 3`, `progress >= 1`), or nil when it compares nothing (`if !running`).
    private static func comparedNames(conditionBefore open: Int, closure: Int, in file: SourceFile) -> Set<String>? {
        guard file.isStatementBody(open) else { return nil }
        var back = open - 1
        var compares = false
        var names: Set<String> = []
        var steps = 0
        while back > closure, steps < 48 {
            steps += 1
            if file.isIdentifier(back, "if") || file.isIdentifier(back, "guard") || file.isIdentifier(back, "while") { break }
            switch file.kind(back)! {
            case .openBrace, .closeBrace, .semicolon: return nil
            case .operator: if comparisons.contains(file.text(back)) { compares = true }
            case .identifier: if file.kind(back - 1) != .dot || file.isIdentifier(back - 2, "self") { names.insert(file.text(back)) }
            default: break
            }
            back -= 1
        }
        return compares && !names.isEmpty ? names : nil
    }

    /// The names a closure assigns or steps (`count += 1`, `progress = …`): a value compared in
    /// its stop condition that it steps itself ends the timer (`if blurRadius == 6` may never).
    private static func assignedNames(in closure: Int, file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        let close = file.partner[closure]
        guard close > closure else { return names }
        for index in closure + 1..<close where file.kind(index) == .identifier && file.kind(index + 1) == .operator {
            if ["+=", "-=", "="].contains(file.text(index + 1)) { names.insert(file.text(index)) }
        }
        return names
    }

    // MARK: - Where code runs

    /// The origins of the code at `position`, from the closures and calls around it, up to the
    /// member body it is in (whose name is returned for methods).
    func origins(at position: Int) -> (Origins, method: String?) {
        var origins: Origins = []
        var open = file.enclosing[position]
        var steps = 0
        var inClosure = false
        var oneOffDelay: Int? = nil
        // A one-off delay (`asyncAfter`, a timer that does not repeat) inside a tap or an
        // appearance is a later step of that event, not a timer's doing; in a method, a step of
        // whatever calls the method (its callers' origins follow), unless the delayed code calls
        // the method again: a loop.
        func settled(_ origins: Origins, method: String?) -> Origins {
            guard let delayed = oneOffDelay else { return origins }
            if !origins.isDisjoint(with: [.action, .appear, .gesture, .press, .selection]) { return origins }
            if let method, !file.closure(at: delayed, callsOwnMethod: method) { return origins }
            return origins.union(.timer)
        }
        while open >= 0, steps < 256 {
            steps += 1
            let body = bodies.body(openingAt: open)
            if let member = body.member {
                // A closure of a kind not listed (a custom button's action, a callback): a user action.
                if origins.isEmpty, oneOffDelay == nil, inClosure { origins = .action }
                let method = member.kind == .method ? member.name : nil
                return (settled(origins, method: method), method)
            }
            if body.isType { break }
            if file.kind(open) == .openBrace, !file.isStatementBody(open) { inClosure = true }
            if let call = file.callName(owning: open) {
                // Matched as bytes: most calls around code are of no origin, and need no string.
                if let name = Origins.callNames.name(at: call, in: file), var origin = Origins.of(callNamed: name) {
                    // `.onReceive(NotificationCenter…)`: an event, not a clock.
                    if name == "onReceive", !file.receivesATimer(call) { origin = .action }
                    if isOneOffDelay(name, call: call, closure: open) {
                        oneOffDelay = open
                        open = file.enclosing[open]
                        continue
                    }
                    origins.insert(origin)
                    if name == "withAnimation" {
                        if file.kind(call + 1) == .openParen, containsRepeatForever(call + 1) { origins.insert(.loop) }
                        if file.kind(open - 1) == .colon, file.isIdentifier(open - 2, "completion") { origins.insert(.settles) }
                    }
                }
            }
            open = file.enclosing[open]
        }
        if origins.isEmpty, oneOffDelay == nil, inClosure { origins = .action }
        return (settled(origins, method: nil), nil)
    }

    /// Whether the call named `name` at `call`, whose closure opens at `closure`, runs it once
    /// after a delay: `asyncAfter`, or `Timer.scheduledTimer(…, repeats: false)`.
    private func isOneOffDelay(_ name: String, call: Int, closure: Int) -> Bool {
        if name == "asyncAfter" || boundedTimerClosures.contains(closure) { return true }
        guard name == "scheduledTimer", file.kind(call + 1) == .openParen else { return false }
        let close = file.partner[call + 1]
        guard close > call + 1 else { return false }
        var index = call + 2
        while index < close {
            if file.isIdentifier(index, "repeats"), file.kind(index + 1) == .colon { return file.isIdentifier(index + 2, "false") }
            index += 1
        }
        return false
    }

    /// Marks `.settles` on each write that sets a property back to the literal it is declared with
    /// (`initialValue`) after a pause, in the body where an earlier write set it otherwise: after
    /// a `Task.sleep`, or in an `asyncAfter` closure that does not hold the earlier write (a shake:
    /// `offset = 15`, a pause, `offset = 0`). Such a pulse returns to rest by itself, as one set
    /// back in `completion:`; a one-off delay is no timer, so the `asyncAfter` alone does not make
    /// the write a timer's.
    func markSetBacks(_ assignments: inout [Assignment], pauses: Pauses, initialValue: (String) -> String?) {
        // Most files pause nowhere.
        guard !pauses.sleeps.isEmpty || pauses.hasAsyncAfter || pauses.hasDelay else { return }
        var byRoot: [String: [Int]] = [:]
        for position in assignments.indices { byRoot[assignments[position].root, default: []].append(position) }
        var bodyOpens: [Int: Int] = [:]
        func bodyOpen(_ index: Int) -> Int {
            if let known = bodyOpens[index] { return known }
            var open = file.enclosing[index]
            var steps = 0
            while open >= 0, steps < 256, !bodies.opens(open) {
                open = file.enclosing[open]
                steps += 1
            }
            bodyOpens[index] = open
            return open
        }
        for positions in byRoot.values where positions.count > 1 {
            for (order, later) in positions.enumerated().dropFirst() {
                // Back to where it started: the value it is declared with.
                guard let literal = assignments[later].literal, let initial = initialValue(assignments[later].root),
                      Assignment.sameLiteral(literal, initial) else { continue }
                let index = assignments[later].index
                let body = bodyOpen(index)
                guard body >= 0 else { continue }
                // The nearest few earlier writes: a set-back follows its write closely.
                for earlier in positions[max(0, order - 8)..<order].reversed()
                where bodyOpen(assignments[earlier].index) == body && !Assignment.sameLiteral(assignments[earlier].literal ?? "", literal) {
                    let from = assignments[earlier].index
                    if pauses.hasAsyncAfter, let delayCall = delayingCall(around: index, excluding: from, upTo: body) {
                        assignments[later].origins.insert(.settles)
                        if delayCall == .onlyTimer { assignments[later].origins.remove(.timer) }
                        break
                    }
                    if pauses.sleeps.contains(where: { from < $0 && $0 < index }) {
                        assignments[later].origins.insert(.settles)
                        break
                    }
                    // `withAnimation(A.delay(1)) { y = 0 }` after `withAnimation(A.delay(0.5)) { y = -50 }`:
                    // set back later than it was set (a jump and its landing).
                    if pauses.hasDelay, animationDelay(around: index, upTo: body) > animationDelay(around: from, upTo: body) {
                        assignments[later].origins.insert(.settles)
                        break
                    }
                }
            }
        }
    }

    private enum DelayCall { case onlyTimer, amongOthers }

    /// The literal delay (`A.delay(0.5)`, in seconds) of the `withAnimation` whose closure holds
    /// `index`, below the body at `body`; 0 when there is none or it is not a number.
    private func animationDelay(around index: Int, upTo body: Int) -> Double {
        var open = file.enclosing[index]
        var steps = 0
        while open > body, steps < 64 {
            steps += 1
            if file.kind(open) == .openBrace, let call = file.callName(owning: open), file.isText(call, "withAnimation"),
               file.kind(call + 1) == .openParen {
                let close = file.partner[call + 1]
                var position = call + 2
                while position + 3 < close {
                    if file.kind(position) == .dot, file.isIdentifier(position + 1, "delay"), file.kind(position + 2) == .openParen,
                       file.kind(position + 3) == .number, let seconds = Double(file.text(position + 3)) {
                        return seconds
                    }
                    position += 1
                }
                return 0
            }
            open = file.enclosing[open]
        }
        return 0
    }

    /// Whether `index` is in an `asyncAfter` closure that does not hold `earlier`, below the body
    /// at `body`; `.onlyTimer` when no other timer's closure holds it.
    private func delayingCall(around index: Int, excluding earlier: Int, upTo body: Int) -> DelayCall? {
        var open = file.enclosing[index]
        var found = false
        var otherTimer = false
        var steps = 0
        while open > body, steps < 256 {
            steps += 1
            if let call = file.callName(owning: open), let name = Origins.callNames.name(at: call, in: file), Origins.of(callNamed: name) == .timer {
                if name == "asyncAfter", !(open < earlier && earlier < file.partner[open]) { found = true } else { otherTimer = true }
            }
            open = file.enclosing[open]
        }
        guard found else { return nil }
        return otherTimer ? .amongOthers : .onlyTimer
    }

    /// Where a file calls `sleep(…)` (`Task.sleep(for:)`, `try await Task.sleep(nanoseconds:)`),
    /// and whether it names `asyncAfter` (found by `writes(locals:)`, for `markSetBacks`).
    struct Pauses {
        var sleeps: [Int] = []
        var hasAsyncAfter = false
        /// Whether it spells `.delay(`: a `withAnimation(A.delay(d))` runs its change later.
        var hasDelay = false
    }

    private func containsRepeatForever(_ open: Int) -> Bool {
        let close = file.partner[open]
        guard close > open else { return false }
        for index in open..<close where file.isIdentifier(index, "repeatForever") { return true }
        return false
    }

    // MARK: - Writes

    func writes(locals: [String: [LocalDeclaration]]) -> (assignments: [Assignment], bindings: [BindingUse], callOrigins: [String: Origins],
                                                          callingMethods: [String: Set<String>], pauses: Pauses) {
        var assignments: [Assignment] = []
        var bindings: [BindingUse] = []
        var callOrigins: [String: Origins] = [:]
        var callingMethods: [String: Set<String>] = [:]
        var pauses = Pauses()
        // `origins(at:)` depends only on the innermost bracket around a position, which the calls
        // and assignments of one body share: the walk up the brackets is made once per bracket.
        var originsByBracket: [Int: (Origins, method: String?)] = [:]
        func originsAround(_ index: Int) -> (Origins, method: String?) {
            let bracket = file.enclosing[index]
            if let known = originsByBracket[bracket] { return known }
            let found = origins(at: index)
            originsByBracket[bracket] = found
            return found
        }
        let geometryParameters = ProvenanceScanner.geometryParameters(in: locals)
        // Calls are recorded for the file's methods only, matched as bytes when every method name
        // is ASCII (then no other spelling of an identifier can equal one).
        let methodNames = Set(bodies.memberBodies.filter { $0.kind == .method }.map(\.name))
        let asciiMethodNames = methodNames.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? IdentifierSet(methodNames) : nil
        func calledMethod(_ index: Int) -> String? {
            if let asciiMethodNames { return asciiMethodNames.name(at: index, in: file) }
            let name = file.text(index)
            return methodNames.contains(name) ? name : nil
        }
        // Every token of the file: their kinds and first or last bytes read through raw buffers.
        file.withRawView { raw in
            for index in raw.kinds.indices {
                switch raw.kinds[index] {
                case .operator:
                    // Only `&` (an inout argument) and the assignments (all end with `=`) are asked about.
                    let last = raw.lastByte(index)
                    if last == UInt8(ascii: "&") {
                        // `nudge(&offset)`: an inout argument is written by the function.
                        if file.isInoutArgument(index) {
                            let (origins, method) = originsAround(index)
                            assignments.append(Assignment(root: file.text(index + 1), property: file.text(index + 1), index: index, origins: origins,
                                                          method: method, literal: nil))
                        }
                        continue
                    }
                    guard last == UInt8(ascii: "="), let path = file.assignedPath(at: index) else { continue }
                    var (origins, method) = originsAround(index)
                    // A size read to compute where an animation or a timer sends a view is the
                    // target of a movement, not a measurement that follows the layout.
                    if origins.isDisjoint(with: [.animated, .timer, .loop]), writesMeasurement(after: index, geometryParameters: geometryParameters) {
                        origins.insert(.measured)
                    }
                    var assignment = Assignment(root: file.text(path.root), property: file.text(path.property), index: index, origins: origins,
                                                method: method, literal: literal(after: index))
                    (assignment.step, assignment.wraps) = step(of: index, writing: path.property)
                    assignments.append(assignment)
                case .identifier:
                    // By the first byte: a write (`toggle`) or a call of a method starts lowercase, a
                    // binding with `$`; most identifiers are neither, or are not next to a bracket.
                    let first = raw.firstByte(index)
                    if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                        // A pause, for set-backs (`markSetBacks`): by the last byte first.
                        let last = raw.lastByte(index)
                        if last == UInt8(ascii: "p"), file.isText(index, "sleep"), file.kind(index + 1) == .openParen { pauses.sleeps.append(index) }
                        if last == UInt8(ascii: "r"), !pauses.hasAsyncAfter, file.isText(index, "asyncAfter") { pauses.hasAsyncAfter = true }
                        if last == UInt8(ascii: "y"), !pauses.hasDelay, file.kind(index - 1) == .dot, file.isText(index, "delay") { pauses.hasDelay = true }
                        if let path = file.toggledPath(at: index) {
                            let (origins, method) = originsAround(index)
                            assignments.append(Assignment(root: file.text(path.root), property: file.text(path.property), index: index,
                                                          origins: origins, method: method, literal: "toggle"))
                            continue
                        }
                        // `items.append(x)`, `rows.removeAll { … }`: the collection is written (rows
                        // inserted or removed, the others making room).
                        if let path = file.mutatedCollectionPath(at: index) {
                            let (origins, method) = originsAround(index)
                            assignments.append(Assignment(root: file.text(path.root), property: file.text(path.property), index: index,
                                                          origins: origins, method: method, literal: nil))
                            continue
                        }
                        guard isCallOrReference(index), let name = calledMethod(index) else { continue }
                        let (origins, method) = originsAround(index)
                        callOrigins[name, default: []].formUnion(origins)
                        if let method { callingMethods[name, default: []].insert(method) }
                        continue
                    }
                    let token = raw.token(index)
                    guard first == UInt8(ascii: "$"), token.end - token.start > 1,
                          !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(file.bytes[token.start + 1]) else { continue }
                    var name = file.text(index)
                    name.removeFirst()
                    var origins: Origins = .child
                    let open = file.enclosing[index]
                    if open >= 0, file.kind(open) == .openParen, let call = file.callName(owning: open) {
                        var label: String? = nil
                        // `label: $x` — the label right before the binding.
                        if file.kind(index - 1) == .colon, file.kind(index - 2) == .identifier { label = file.text(index - 2) }
                        origins = Origins.of(bindingPassedTo: file.text(call), label: label)
                    } else if file.kind(index + 1) == .dot {
                        // `$x.animation(…)` or `$x.wrappedValue`: the binding is written where it is handed on.
                        continue
                    }
                    bindings.append(BindingUse(name: name, index: index, origins: origins))
                default:
                    continue
                }
            }
        }
        return (assignments, bindings, callOrigins, callingMethods, pauses)
    }

    /// Whether the identifier at `index` calls a function (`name(`, `self.name(`, `x.name(`) or
    /// hands one over as the whole argument of a call (`.onChanged(onDrag)`, `.onEnded(finish(_:))`).
    /// (The caller has checked that the name starts with a lowercase letter.)
    private func isCallOrReference(_ index: Int) -> Bool {
        if file.kind(index + 1) == .openParen {
            return !(file.kind(index - 1) == .identifier && file.isText(index - 1, "func"))
        }
        guard file.kind(index - 1) == .openParen else { return false }
        if file.kind(index + 1) == .closeParen { return file.callName(owning: index - 1) != nil }
        return false
    }

    /// The direction in which the assignment at `operatorIndex` steps `name`: `+=`/`x = x + …` up,
    /// `-=`/`x = x - …` down, `bothWays` for a step whose sign is chosen at run time
    /// (`x += up ? -15 : 15`); 0 for a plain set or a flip (`x = x == a ? b : a`); and whether
    /// the step wraps around. (`property` is the significant index of the written name.)
    private func step(of operatorIndex: Int, writing property: Int) -> (step: Int, wraps: Bool) {
        guard let end = file.statementEnd(from: operatorIndex + 1) else { return (0, false) }
        // The operator and the names compared as tokens: no string made for each.
        let isPlainSet = file.isText(operatorIndex, "=")
        let rightSide = (operatorIndex + 1)...end
        // A sign chosen by a ternary steps both ways: an oscillation.
        if !isPlainSet, rightSide.contains(where: { file.kind($0) == .operator && file.isText($0, "?") && file.hasTriviaBefore($0) }) {
            return (Assignment.bothWays, false)
        }
        if file.isText(operatorIndex, "+=") || file.isText(operatorIndex, "*=") { return (1, false) }
        if file.isText(operatorIndex, "-=") || file.isText(operatorIndex, "/=") { return (-1, false) }
        guard isPlainSet else { return (0, false) }
        let wraps = rightSide.contains { file.kind($0) == .operator && (file.isText($0, "%") || file.isText($0, "?") && file.hasTriviaBefore($0)) }
        for index in rightSide where file.kind(index) == .identifier && file.kind(index - 1) != .dot && file.hasSameText(index, property) {
            if file.kind(index + 1) == .operator, file.isText(index + 1, "+") { return (1, wraps) }
            if file.kind(index + 1) == .operator, file.isText(index + 1, "-") { return (-1, wraps) }
        }
        return (0, false)
    }

    /// Whether the value assigned after `operatorIndex` is a measurement: a frame in a coordinate
    /// space, or something read from a `GeometryReader`'s proxy.
    /// (`geometryParameters`: the file's closure parameters that are a geometry proxy.)
    private func writesMeasurement(after operatorIndex: Int, geometryParameters: [LocalDeclaration]) -> Bool {
        guard let end = file.statementEnd(from: operatorIndex + 1) else { return false }
        for index in (operatorIndex + 1)...end where file.kind(index) == .identifier {
            if file.isFrameInCoordinateSpace(index) { return true }
            if file.kind(index - 1) == .dot { continue }
            // Compared as tokens: most files have no proxy at all, and no string is made per name.
            for local in geometryParameters where local.block < index && index < file.partner[local.block] && file.hasSameText(index, local.index) {
                return true
            }
        }
        return false
    }

    /// The closure parameters of `locals` that a `GeometryReader` or `onGeometryChange` hands
    /// over (what a measurement is read from).
    static func geometryParameters(in locals: [String: [LocalDeclaration]]) -> [LocalDeclaration] {
        locals.values.joined().filter { local in
            guard case .closureParameter(let owner) = local.kind else { return false }
            return owner == "GeometryReader" || owner == "onGeometryChange"
        }
    }

    /// The assigned value when it is one literal-like token, such as `true`, `0`, `-1` or `.zero`.
    private func literal(after operatorIndex: Int) -> String? {
        let first = operatorIndex + 1
        guard let kind = file.kind(first) else { return nil }
        var last = first
        switch kind {
        case .number: break
        case .identifier where file.isText(first, "true") || file.isText(first, "false"): break
        case .dot where file.kind(first + 1) == .identifier: last = first + 1
        case .operator where file.isText(first, "-") && file.kind(first + 1) == .number: last = first + 1
        default: return nil
        }
        if let next = file.kind(last + 1), next == .dot || next == .openParen || next == .operator,
           file.lineIndex(of: file.token(last + 1).start) == file.lineIndex(of: file.token(last).start) {
            return nil
        }
        return file.text(bytes: file.byteRange(first, last))
    }

    // MARK: - Local declarations

    func localDeclarations() -> [String: [LocalDeclaration]] {
        var result: [String: [LocalDeclaration]] = [:]
        func add(_ name: String, _ index: Int, block: Int, _ kind: LocalDeclaration.Kind) {
            result[name, default: []].append(LocalDeclaration(name: name, index: index, block: block, kind: kind))
        }
        // Every token of the file: kinds and lengths read through raw buffers.
        file.withRawView { raw in
            for index in raw.kinds.indices {
                switch raw.kinds[index] {
                case .openBrace:
                    closureParameters(at: index) { name, position in add(name, position, block: index, .closureParameter(owner: file.callName(owning: index).map(file.text))) }
                case .identifier:
                    if index > 0, raw.kinds[index - 1] == .dot { continue }
                    // `let`, `var`, `for` and `func` only: most identifiers are told apart by their length.
                    let length = raw.length(index)
                    guard length == 3 || length == 4 else { continue }
                    if file.isText(index, "let") || file.isText(index, "var") {
                        let block = file.enclosing[index]
                        guard block >= 0, !bodies.isType(openingAt: block), file.kind(index + 1) == .identifier else { continue }
                        let name = index + 1
                        var initializer: ClosedRange<Int>? = nil
                        var equals = name + 1
                        if file.kind(equals) == .colon { equals = file.typeAnnotationEnd(from: equals + 1) }
                        if file.kind(equals) == .operator, file.isText(equals, "="), let end = file.statementEnd(from: equals + 1) {
                            initializer = (equals + 1)...end
                        } else if file.kind(equals) == .openBrace || file.kind(equals) == .comma {
                            // `if let x {` / `if let x, …`: shorthand for the outer `x`; not followed.
                            initializer = nil
                        }
                        add(file.text(name), name, block: block, .local(initializer: initializer))
                    } else if file.isText(index, "for") {
                        var names: [Int] = []
                        var cursor = index + 1
                        if file.isIdentifier(cursor, "case") || file.isIdentifier(cursor, "try") || file.isIdentifier(cursor, "await") { cursor += 1 }
                        if file.kind(cursor) == .openParen {
                            let close = file.partner[cursor]
                            guard close > cursor else { continue }
                            for inner in cursor + 1..<close where file.kind(inner) == .identifier { names.append(inner) }
                            cursor = close + 1
                        } else if file.kind(cursor) == .identifier {
                            names.append(cursor)
                            cursor += 1
                        }
                        guard file.isIdentifier(cursor, "in"), let body = nextBrace(after: cursor, sameLevelAs: index) else { continue }
                        for name in names where !file.isText(name, "_") { add(file.text(name), name, block: body, .loopVariable) }
                    } else if file.isText(index, "func"), file.kind(index + 1) == .identifier || file.kind(index + 1) == .operator {
                        functionParameters(keyword: index, nameLength: 1) { name, position, label, ordinal in
                            add(name, position.index, block: position.body, .parameter(function: file.text(index + 1), label: label, position: ordinal))
                        }
                    } else if file.isText(index, "init") {
                        // `self._isOn = isOn` in an initializer reads its parameter, not the property.
                        functionParameters(keyword: index, nameLength: 0) { name, position, label, ordinal in
                            add(name, position.index, block: position.body, .parameter(function: "init", label: label, position: ordinal))
                        }
                    }
                default:
                    continue
                }
            }
        }
        return result
    }

    /// Calls `body` for each parameter of the closure opening at `brace` (`{ a, b in`, `{ (a: T) in`).
    private func closureParameters(at brace: Int, _ body: (String, Int) -> Void) {
        // Walked twice: once to find the `in` (most braces have none: `{ Text(…) }`), and only
        // then for the names, so that no list of them is made for every brace of a file.
        guard let afterNames = closureParameterNames(at: brace, { _ in }), file.isIdentifier(afterNames, "in") else { return }
        _ = closureParameterNames(at: brace) { name in
            if !file.isText(name, "_") { body(file.text(name), name) }
        }
    }

    /// Calls `visit` with each name where the parameters of a closure opening at `brace` would
    /// be, in order, and returns the index after them (the `in`, for a closure that has one).
    private func closureParameterNames(at brace: Int, _ visit: (Int) -> Void) -> Int? {
        var cursor = brace + 1
        if file.kind(cursor) == .openBracket { cursor = file.partner[cursor] + 1 }
        if file.kind(cursor) == .openParen {
            let close = file.partner[cursor]
            guard close > cursor else { return nil }
            var expectName = true
            for inner in cursor + 1..<close {
                switch file.kind(inner)! {
                case .identifier where expectName:
                    visit(inner)
                    expectName = false
                case .comma where file.enclosing[inner] == cursor:
                    expectName = true
                default:
                    break
                }
            }
            cursor = close + 1
            if file.kind(cursor) == .operator, file.isText(cursor, "->") {
                while cursor < file.count, !file.isIdentifier(cursor, "in"), file.kind(cursor) != .openBrace, file.kind(cursor) != .closeBrace { cursor += 1 }
            }
        } else {
            while file.kind(cursor) == .identifier, !file.isText(cursor, "in") {
                visit(cursor)
                if file.kind(cursor + 1) == .comma { cursor += 2 } else { cursor += 1 }
            }
        }
        return cursor
    }

    /// Calls `body` for each parameter of the function declared at `keyword` (`func` followed by
    /// a name, or `init` with none: `nameLength` tokens).
    private func functionParameters(keyword: Int, nameLength: Int, _ body: (String, (index: Int, body: Int), String?, Int) -> Void) {
        var cursor = keyword + 1 + nameLength
        // `init?(…)`, `init!(…)`
        if nameLength == 0, file.kind(cursor) == .operator, file.isText(cursor, "?") || file.isText(cursor, "!") { cursor += 1 }
        if file.kind(cursor) == .operator, file.bytes[file.token(cursor).start] == UInt8(ascii: "<") {
            while cursor < file.count, file.kind(cursor) != .openParen, file.kind(cursor) != .openBrace { cursor += 1 }
        }
        guard file.kind(cursor) == .openParen else { return }
        let close = file.partner[cursor]
        guard close > cursor, let brace = nextBrace(after: close, sameLevelAs: keyword) else { return }
        var segmentStart = cursor + 1
        var ordinal = 0
        func finish(_ end: Int) {
            defer { segmentStart = end + 1; ordinal += 1 }
            var colon = segmentStart
            while colon < end, file.kind(colon) != .colon { colon += 1 }
            guard colon < end, colon > segmentStart, file.kind(colon - 1) == .identifier else { return }
            let name = colon - 1
            var label: String? = file.text(name)
            if name - 1 >= segmentStart, file.kind(name - 1) == .identifier { label = file.isText(name - 1, "_") ? nil : file.text(name - 1) }
            body(file.text(name), (name, brace), label, ordinal)
        }
        var inner = cursor + 1
        while inner < close {
            if let kind = file.kind(inner), kind == .openParen || kind == .openBracket || kind == .openBrace { inner = file.partner[inner] + 1; continue }
            if file.kind(inner) == .comma { finish(inner) }
            inner += 1
        }
        if segmentStart < close { finish(close) }
    }

    /// The next `{` after `start` in the same block as `anchor` (a statement's or declaration's body).
    private func nextBrace(after start: Int, sameLevelAs anchor: Int) -> Int? {
        var cursor = start + 1
        var steps = 0
        while cursor < file.count, steps < 400 {
            steps += 1
            switch file.kind(cursor)! {
            case .openParen, .openBracket:
                cursor = file.partner[cursor] + 1
                continue
            case .openBrace:
                return file.enclosing[cursor] == file.enclosing[anchor] && file.partner[cursor] > cursor ? cursor : nil
            case .closeBrace, .semicolon:
                return nil
            default:
                cursor += 1
            }
        }
        return nil
    }
}

extension SourceFile {
    /// The last significant index of the expression statement starting at `start`.
    func statementEnd(from start: Int) -> Int? {
        guard start < count else { return nil }
        var cursor = start
        var steps = 0
        while steps < 400 {
            steps += 1
            if let open = self.kind(cursor), open == .openParen || open == .openBracket || open == .openBrace {
                guard partner[cursor] > cursor else { return nil }
                cursor = partner[cursor]
            }
            guard let next = self.kind(cursor + 1) else { return cursor }
            switch next {
            case .closeParen, .closeBracket, .closeBrace, .semicolon, .comma:
                return cursor
            default:
                break
            }
            // The kinds first; then whether a line break (in the trivia between) separates the tokens.
            // A `{` on the next line still belongs here (a block in Allman style, a trailing
            // closure): no Swift statement starts with one.
            if next != .dot, next != .operator, next != .openBrace, kind(cursor) != .operator, kind(cursor) != .dot,
               hasLineBreak(between: cursor, and: cursor + 1) {
                return cursor
            }
            if kind(cursor + 1) == .identifier, isText(cursor + 1, "else") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// Whether the `&` at significant index `index` marks an inout argument (`nudge(&offset)`),
    /// whose variable the function writes. (The caller has found an operator ending with `&`.)
    func isInoutArgument(_ index: Int) -> Bool {
        guard isText(index, "&"), kind(index + 1) == .identifier, !hasTriviaAfter(index), let before = kind(index - 1) else { return false }
        return before == .openParen || before == .comma || before == .colon
    }

    /// The path written by the assignment operator (`=`, `+=`, …) at significant index `index`,
    /// as `writtenPathTokens(endingAt:)` finds it; nil for any other token.
    func assignedPath(at index: Int) -> (root: Int, property: Int)? {
        guard KeywordSets.assignment.spells(index, in: self) else { return nil }
        return writtenPathTokens(endingAt: index - 1)
    }

    /// The path a `path.toggle()` at significant index `index` (its `toggle`) writes.
    /// Whether the identifier at `index` names a member of the type the code is in: it has no
    /// receiver, or `self` (`step`, `self.step`).
    func isOwnMember(at index: Int) -> Bool {
        kind(index - 1) != .dot || isIdentifier(index - 2, "self")
    }

    /// Whether the closure (or body) opening at `open` calls the type's own method `name`
    /// (`step()`, `self.step()`); an unmatched brace counts as yes.
    func closure(at open: Int, callsOwnMethod name: String) -> Bool {
        let close = partner[open]
        guard close > open else { return true }
        for index in open..<close where kind(index) == .identifier && kind(index + 1) == .openParen && text(index) == name {
            if isOwnMember(at: index) { return true }
        }
        return false
    }

    /// The path a collection's mutating method is called on (`items.append(x)`, `self.rows.remove(at: i)`).
    func mutatedCollectionPath(at index: Int) -> (root: Int, property: Int)? {
        guard kind(index - 1) == .dot, let next = kind(index + 1), next == .openParen || next == .openBrace,
              SourceFile.collectionMutators.contains(index, in: self) else { return nil }
        return writtenPathTokens(endingAt: index - 2)
    }

    /// Methods that change a collection in place.
    static let collectionMutators = IdentifierSet(["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "move",
                                                   "sort", "shuffle", "swapAt", "popLast", "removeSubrange", "replaceSubrange", "reverse"])

    func toggledPath(at index: Int) -> (root: Int, property: Int)? {
        guard kind(index - 1) == .dot, kind(index + 1) == .openParen, kind(index + 2) == .closeParen, isText(index, "toggle") else { return nil }
        return writtenPathTokens(endingAt: index - 2)
    }

    /// The significant indices of the root and the property of the path written by an
    /// assignment whose left side ends at `end`: `x`, `self.x`, `x.y.z`, `rows[i]`.
    func writtenPathTokens(endingAt end: Int) -> (root: Int, property: Int)? {
        var last = end
        // `rows[i] = …`, `rows[i].offset = …`: the array is written.
        while kind(last) == .closeBracket, partner[last] > 0 { last = partner[last] - 1 }
        // `offset.1 = 92`: a tuple's element is written as a member is.
        guard kind(last) == .identifier || kind(last) == .number && kind(last - 1) == .dot else { return nil }
        var cursor = last
        while kind(cursor - 1) == .dot {
            var previous = cursor - 2
            while kind(previous) == .closeBracket, partner[previous] > 0 { previous = partner[previous] - 1 }
            guard kind(previous) == .identifier else { break }
            cursor = previous
        }
        // `a[0].b = …`, `foo().x = …`: not a plain path (a `)` before the name ends the previous statement).
        if kind(cursor - 1) == .dot { return nil }
        var root = cursor
        if isText(cursor, "self"), cursor + 2 <= last { root = cursor + 2 }
        if isText(root, "let") || isText(root, "var") { return nil }
        if kind(cursor - 1) == .identifier, isText(cursor - 1, "let") || isText(cursor - 1, "var") { return nil }
        return (root, last)
    }

    /// Whether significant index `index` starts `frame(in: …)`: a frame measured in a coordinate
    /// space (a write of it is a measurement).
    func isFrameInCoordinateSpace(_ index: Int) -> Bool {
        isIdentifier(index + 2, "in") && isText(index, "frame")
    }

    /// The name of the call whose argument list or (trailing) closure opens at `open`.
    func callName(owning open: Int) -> Int? {
        var cursor = open - 1
        if kind(open) == .openBrace {
            // `} label: {` — a later trailing closure; step back to the first one.
            while kind(cursor) == .colon, kind(cursor - 1) == .identifier, kind(cursor - 2) == .closeBrace {
                cursor = partner[cursor - 2] - 1
            }
            if kind(cursor) == .closeParen { cursor = partner[cursor] - 1 }
        }
        return kind(cursor) == .identifier ? cursor : nil
    }
}

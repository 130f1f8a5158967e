import Foundation

/// What a value read by a motion modifier is (docs/BEHAVIOUR.md "When a value is kept"),
/// ordered so that combining the reads of one value keeps the strongest reason to keep it.
public enum ValueRole: Int, Comparable, Sendable {
    /// Fixed for the life of the view: a constant, a loop index, a measured size, a setting.
    case layout
    /// Changes only to move the view: an entrance, a loop, a press.
    case motion
    /// Shows data or a lasting state: progress, a selection, an open drawer, focus.
    case information
    /// Follows a finger, a slider or the scroll position.
    case directManipulation

    public static func < (lhs: ValueRole, rhs: ValueRole) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The provenance of one value: its role, whether a person should look, and the host
/// properties it reads (whose animations drive it).
struct ValueFacts {
    var role: ValueRole = .layout
    var review = false
    var states: Set<String> = []
    /// Why the role was chosen, for findings (`'dragOffset' is written by a gesture`).
    var reason = "it is constant"
    /// For properties that only an appearance writes, the value written (`true`): the resting state.
    var restingValues: [String: String] = [:]
    /// For motion: what makes it move.
    var motion: Set<MotionKind> = []
    /// Whether a property it reads is stepped (`x += 1`, `x = x + 0.1`) rather than set.
    var accumulates = false

    mutating func merge(_ other: ValueFacts) {
        if other.role > role || (other.role == role && reason == "it is constant") {
            role = other.role
            reason = other.reason
        }
        review = review || other.review
        states.formUnion(other.states)
        restingValues.merge(other.restingValues) { first, _ in first }
        motion.formUnion(other.motion)
        accumulates = accumulates || other.accumulates
    }

    static func unresolved(_ name: String) -> ValueFacts {
        ValueFacts(role: .motion, review: true, reason: "where '\(ValueFacts.quoted(name))' comes from could not be followed", motion: [.unknown])
    }

    /// An expression as a message names it: its first line, without a block it opens, and at
    /// most 60 characters (a closure's whole body is no name).
    static func quoted(_ text: String) -> String {
        // Most names are short and on one line: returned as they are, without a scan by Character.
        if text.utf8.count <= 60, !text.utf8.contains(UInt8(ascii: "\n")), !text.utf8.contains(UInt8(ascii: "{")) { return text }
        var line = String(text.prefix { $0 != "\n" && $0 != "\r" }).trimmingCharacters(in: .whitespaces)
        if line.hasSuffix("{") { line = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}

/// What makes a motion value move.
enum MotionKind: Sendable {
    /// The view appearing (`onAppear`, `task`): the value rests once it has arrived.
    case entrance
    /// An endless animation.
    case loop
    /// A timer or publisher.
    case timer
    /// A finger pressing (press feedback).
    case press
    /// Time itself (`TimelineView`).
    case clock
    /// Not known.
    case unknown
}

/// Follows each name a value reads to its declaration and writes (the value-provenance pass)
/// and says whether the value is layout, direct manipulation, information or motion.
struct ValueClassifier {
    let index: ProjectIndex
    /// The expressions one classification may still look at: a value handed through several of
    /// the host's helper methods (`hand(geo.size)` → `length(size)` → `size`) is followed deep,
    /// but never by more work than this, however the helpers call each other.
    private let budget = Budget(remaining: 96)

    private final class Budget {
        var remaining: Int
        init(remaining: Int) { self.remaining = remaining }
    }

    /// Closure owners whose parameters are the elements of a collection (fixed per item).
    private static let elementOwners: Set<String> = [
        "ForEach", "List", "Table", "OutlineGroup", "map", "compactMap", "flatMap", "forEach", "filter", "sorted", "reduce",
        "enumerated", "first", "contains", "Section", "Grid", "LazyVGrid", "LazyHGrid",
    ]
    /// Closure owners whose parameters change with time.
    private static let clockOwners: Set<String> = ["TimelineView", "Canvas", "onReceive", "sink"]

    func classify(_ value: Expression, fileIndex: Int, host: HostInfo?, depth: Int = 0) -> ValueFacts {
        var facts = ValueFacts()
        guard depth < 8, budget.remaining > 0 else { return .unresolved(value.text) }
        budget.remaining -= 1
        for read in value.reads() {
            var readFacts = classify(read, in: value, fileIndex: fileIndex, host: host, depth: depth)
            // The names an animation's `value:` or closure would name: locals too (`configuration`).
            if readFacts.role > .layout, !read.isCall { readFacts.states.insert(read.name) }
            facts.merge(readFacts)
        }
        if value.readsScrollFrame, facts.role < .directManipulation {
            facts.role = .directManipulation
            facts.reason = "it follows the scroll position (frame(in:))"
        }
        return facts
    }

    private func classify(_ read: Expression.Read, in value: Expression, fileIndex: Int, host: HostInfo?, depth: Int) -> ValueFacts {
        let file = value.file
        let name = read.name
        guard let facts = index.facts(fileIndex) else { return .unresolved(name) }
        if read.isCall {
            guard let host, let method = host.sources.methods[name], let body = method.value,
                  let methodFile = index.structure(method.file)?.file else { return .unresolved("\(name)(…)") }
            return classify(Expression(file: methodFile, first: body.lowerBound, last: body.upperBound),
                            fileIndex: method.file, host: host, depth: depth + 1)
        }
        if name.hasPrefix("$") {
            return closureParameter(owner: innermostClosureOwner(of: read.index, in: file), name: name, value: value)
        }
        if let local = innermostLocal(named: name, at: read.index, in: facts, file: file) {
            switch local.kind {
            case .loopVariable:
                return ValueFacts(role: .layout, reason: "'\(name)' is a loop variable")
            case .closureParameter(let owner):
                return closureParameter(owner: owner, name: name, value: value)
            case .local(let initializer):
                guard let initializer else { return .unresolved(name) }
                var result = classify(Expression(file: file, first: initializer.lowerBound, last: initializer.upperBound),
                                      fileIndex: fileIndex, host: host, depth: depth + 1)
                if result.role == .layout, result.reason == "it is constant" { result.reason = "'\(name)' is a constant" }
                return result
            case .parameter(let function, let label, let position):
                if function == "makeBody", name == "configuration" {
                    switch read.member {
                    case "isPressed": return ValueFacts(role: .motion, reason: "'configuration.isPressed' is press feedback", motion: [.press])
                    case "isOn": return ValueFacts(role: .information, reason: "'configuration.isOn' shows whether the toggle is on")
                    default: return ValueFacts(role: .layout, reason: "'configuration' describes the control")
                    }
                }
                return parameter(of: function, label: label, position: position, name: name, fileIndex: fileIndex, host: host, depth: depth)
            }
        }
        guard let host else { return topLevelConstant(name) }
        guard let property = host.sources.properties[name] else {
            // Written in the host but declared elsewhere (a superclass, a protocol, a snippet).
            if host.sources.written.contains(name) {
                return self.property(name, ValueSources.Property(declaration: .other, file: fileIndex, value: nil), member: read.member, host: host, depth: depth)
            }
            return topLevelConstant(name)
        }
        return self.property(name, property, member: read.member, host: host, depth: depth)
    }

    /// A name no type declares: a top-level `let` of the run is a constant (layout); else unknown.
    private func topLevelConstant(_ name: String) -> ValueFacts {
        index.topLevelConstants.contains(name) ? ValueFacts(role: .layout, reason: "'\(name)' is a constant") : .unresolved(name)
    }

    // MARK: - Locals

    private func innermostLocal(named name: String, at position: Int, in facts: FileFacts, file: SourceFile) -> LocalDeclaration? {
        guard let candidates = facts.locals[name] else { return nil }
        var best: LocalDeclaration? = nil
        for candidate in candidates where candidate.block < position && position < file.partner[candidate.block] {
            if case .local = candidate.kind, candidate.index >= position { continue }
            if let current = best, current.block > candidate.block || (current.block == candidate.block && current.index > candidate.index) { continue }
            best = candidate
        }
        return best
    }

    private func innermostClosureOwner(of position: Int, in file: SourceFile) -> String? {
        var open = file.enclosing[position]
        while open >= 0 {
            if file.kind(open) == .openBrace { return file.callName(owning: open).map(file.text) }
            open = file.enclosing[open]
        }
        return nil
    }

    private func closureParameter(owner: String?, name: String, value: Expression) -> ValueFacts {
        guard let owner else { return .unresolved(name) }
        if ValueClassifier.elementOwners.contains(owner) { return ValueFacts(role: .layout, reason: "'\(name)' is an element of '\(owner)'") }
        if ValueClassifier.clockOwners.contains(owner) { return ValueFacts(role: .motion, reason: "'\(name)' changes with time ('\(owner)')", motion: [.clock]) }
        if owner == "GeometryReader" {
            if value.readsScrollFrame { return ValueFacts(role: .directManipulation, reason: "it follows the scroll position (frame(in:))") }
            return ValueFacts(role: .layout, reason: "'\(name)' is a measured size")
        }
        if let origin = Origins.of(callNamed: owner) {
            if origin.contains(.gesture) { return ValueFacts(role: .directManipulation, reason: "'\(name)' follows a gesture") }
            if origin.contains(.measured) { return ValueFacts(role: .directManipulation, reason: "'\(name)' is a measured size or scroll position") }
        }
        return .unresolved(name)
    }

    /// A parameter of a method of the host: what its callers in the host pass.
    private func parameter(of function: String, label: String?, position: Int, name: String, fileIndex: Int, host: HostInfo?, depth: Int) -> ValueFacts {
        guard let host else { return .unresolved(name) }
        var result = ValueFacts()
        var found = false
        for part in host.parts {
            guard let structure = index.structure(part.file) else { continue }
            let decl = structure.types[part.type]
            for call in ValueSources.slice(structure.calls(named: function), by: { $0.nameIndex }, from: decl.bodyOpen, to: decl.bodyClose)
            where (call.style == .plain || structure.file.isIdentifier(call.nameIndex - 2, "self")) && !structure.file.isIdentifier(call.nameIndex - 1, "func") {
                let argument = label.map { label in call.arguments.first { $0.label == label } }
                    ?? (position < call.arguments.count ? call.arguments[position] : nil)
                guard let argument else { continue }
                found = true
                result.merge(classify(Expression(file: structure.file, first: argument.first, last: argument.last),
                                      fileIndex: part.file, host: host, depth: depth + 1))
            }
        }
        return found ? result : .unresolved(name)
    }

    // MARK: - Properties of the host

    private func property(_ name: String, _ property: ValueSources.Property, member: String?, host: HostInfo, depth: Int) -> ValueFacts {
        let sources = host.sources
        var origins = sources.origins[name] ?? []
        // `Child(isOn: $isOn)`: written where the child writes its binding.
        if origins.contains(.child), let written = writesThroughChildren(of: name, host: host) {
            origins.remove(.child)
            origins.formUnion(written)
        }
        var facts = ValueFacts(role: .motion, states: [name])
        switch property.declaration {
        case .gestureState:
            facts.role = .directManipulation
            facts.reason = "'\(name)' is a @GestureState"
            return facts
        case .focus:
            facts.role = .information
            facts.reason = "'\(name)' shows focus"
            return facts
        case .setting:
            return ValueFacts(role: .layout, reason: "'\(name)' is a setting")
        case .model:
            let written = member.flatMap { index.propertyOrigins[$0] } ?? []
            if !written.isDisjoint(with: [.gesture, .measured]) {
                facts.role = .directManipulation
                facts.reason = "'\(name).\(member ?? "")' is written by a gesture or the scroll position"
            } else {
                facts.role = .information
                facts.reason = "'\(name)\(member.map { ".\($0)" } ?? "")' is data from a model"
            }
            return facts
        case .constant, .computed:
            guard let range = property.value else { return ValueFacts(role: .layout, reason: "'\(name)' is a constant") }
            guard let file = index.structure(property.file)?.file else { return .unresolved(name) }
            var result = classify(Expression(file: file, first: range.lowerBound, last: range.upperBound), fileIndex: property.file, host: host, depth: depth + 1)
            if result.role == .layout, result.reason == "it is constant" { result.reason = "'\(name)' is a constant" }
            return result
        case .state, .binding, .parameter, .other:
            // `model.offset` where `model` itself is never reassigned (`@State private var model =
            // Model()`): a reference whose property is written elsewhere, as for a model.
            if let member, !sources.written.contains(name), let written = index.propertyOrigins[member] {
                if !written.isDisjoint(with: [.gesture, .measured]) {
                    facts.role = .directManipulation
                    facts.reason = "'\(name).\(member)' is written by a gesture or the scroll position"
                } else {
                    facts.role = .information
                    facts.reason = "'\(name).\(member)' is data from a model"
                }
                return facts
            }
        }
        if !origins.isDisjoint(with: [.gesture, .measured]) {
            facts.role = .directManipulation
            facts.reason = origins.contains(.gesture) ? "'\(name)' is written by a gesture or a slider" : "'\(name)' is a measured size or scroll position"
        } else if origins.contains(.selection) {
            facts.role = .information
            facts.reason = "'\(name)' is a selection"
        } else if !origins.isDisjoint(with: [.loop, .timer, .press]) {
            facts.reason = origins.contains(.loop) ? "'\(name)' changes in an endless animation"
                : origins.contains(.press) ? "'\(name)' is press feedback" : "'\(name)' changes with a timer"
            if origins.contains(.loop) { facts.motion.insert(.loop) }
            if origins.contains(.timer) { facts.motion.insert(.timer) }
            // A rotation a timer adds to and sets back again (`angle += 720°`, then `angle = 47.5°`)
            // is a loop that starts over, not a counter.
            facts.accumulates = sources.accumulated.contains(name) && !sources.resetByTimer.contains(name)
            // A step a timer alone wraps round (`count = (count + 1) % poses`) is a loop, unless
            // what it selects is shown (a slideshow's page dots, a picture's name).
            if facts.accumulates, sources.cycled.contains(name),
               !index.readsThroughProperties(of: name, in: host).contains(where: { $0.effect == .appearance || $0.effect == .unknown }) {
                facts.accumulates = false
            }
            if origins.contains(.press) { facts.motion.insert(.press) }
        } else if origins.isEmpty, !sources.written.contains(name) {
            if property.declaration == .state { return ValueFacts(role: .layout, reason: "'\(name)' is never changed") }
            return parentValue(of: name, host: host, depth: depth)
        } else if sources.isOnlySetToItsInitialValue(name, index: index) {
            return ValueFacts(role: .layout, reason: "'\(name)' is only ever set to its initial value")
        } else if origins.contains(.settles), (sources.literals[name]?.count ?? 0) > 1 {
            // Set, then set back once its animation ends: a pulse, not a lasting state. It rests
            // where it is set back to.
            facts.reason = "'\(name)' is set back once its animation ends (a pulse)"
            if let rest = sources.settledTo[name], rest.count == 1, let literal = rest.first { facts.restingValues[name] = literal }
        } else if origins.contains(.action) {
            facts.role = .information
            facts.reason = "'\(name)' is a lasting state set by a user action"
        } else if origins.contains(.appear) {
            facts.reason = "'\(name)' changes when the view appears"
            facts.motion.insert(.entrance)
            if let literals = sources.literals[name], literals.count == 1, let literal = literals.first, !sources.computedWrites.contains(name) {
                facts.restingValues[name] = literal
            }
        } else {
            facts.review = true
            facts.reason = "'\(name)' is changed where motionfix cannot tell why"
            facts.motion.insert(.unknown)
        }
        return facts
    }

    /// Where the child views `host` hands `$name` to (`Child(isOn: $isOn)`) write their binding:
    /// the union of those writes, or nil when one is handed to anything else (a function, a
    /// view not in the run, a child that hands it on again).
    private func writesThroughChildren(of name: String, host: HostInfo) -> Origins? {
        var result: Origins = []
        for part in host.parts {
            guard let structure = index.structure(part.file), let facts = index.facts(part.file) else { return nil }
            let file = structure.file
            let decl = structure.types[part.type]
            for binding in ValueSources.slice(facts.bindings, by: { $0.index }, from: decl.bodyOpen, to: decl.bodyClose)
            where binding.name == name && binding.origins.contains(.child) {
                let at = binding.index
                let open = file.enclosing[at]
                guard open >= 0, file.kind(open) == .openParen, let call = file.callName(owning: open),
                      file.kind(at - 1) == .colon, file.kind(at - 2) == .identifier,
                      file.kind(at + 1) == .comma || file.kind(at + 1) == .closeParen,
                      let ref = index.primary(referencedAs: file.text(call), inFile: part.file), let child = index.host(ref) else { return nil }
                let label = file.text(at - 2)
                guard case .binding? = child.sources.properties[label]?.declaration else { return nil }
                let written = child.sources.origins[label] ?? []
                if written.contains(.child) { return nil }
                result.formUnion(written)
            }
        }
        return result
    }

    /// A property the parent sets: what the callers in the run pass (docs/BEHAVIOUR.md "When a value is kept").
    private func parentValue(of name: String, host: HostInfo, depth: Int) -> ValueFacts {
        let callers = index.constructorCalls(of: host)
        guard !callers.isEmpty else {
            var facts = ValueFacts.unresolved(name)
            facts.states = [name]
            facts.reason = "'\(name)' is set by a parent that is not in the files processed"
            return facts
        }
        var result = ValueFacts()
        for (fileIndex, call) in callers {
            guard let file = index.structure(fileIndex)?.file else { continue }
            guard let argument = call.arguments.first(where: { $0.label == name }) else { continue }
            var first = argument.first
            if file.text(first) == "$\(name)" || file.text(first).hasPrefix("$") {
                // `Child(isOn: $isOn)`: the parent's property.
                let callerHost = index.host(containing: call.nameIndex, inFile: fileIndex)
                var bound = file.text(first)
                bound.removeFirst()
                if let callerHost, let property = callerHost.sources.properties[bound], first == argument.last {
                    var facts = self.property(bound, property, member: nil, host: callerHost, depth: depth + 1)
                    facts.states = [name]
                    result.merge(facts)
                    continue
                }
                first = argument.first
            }
            var facts = classify(Expression(file: file, first: first, last: argument.last), fileIndex: fileIndex,
                                 host: index.host(containing: call.nameIndex, inFile: fileIndex), depth: depth + 1)
            facts.states = [name]
            result.merge(facts)
        }
        if result.role == .layout { result.reason = "every caller passes a fixed '\(name)'" }
        return result
    }
}

extension Expression {
    /// Whether the value reads a view's frame in a coordinate space (`proxy.frame(in: .global).minY`),
    /// which follows the scroll position.
    var readsScrollFrame: Bool {
        for index in first...last where file.isIdentifier(index, "frame") && file.kind(index + 1) == .openParen {
            if file.isIdentifier(index + 2, "in") { return true }
        }
        return false
    }
}

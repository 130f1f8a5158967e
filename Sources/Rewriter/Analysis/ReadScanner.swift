/// One place a host property is read, and what that read does on screen.
public struct ReadSite: Sendable {
    public let file: Int
    public let index: Int
    public let effect: ReadEffect
    /// The member read right after the property where it is read (`items` in `model.items`), if
    /// any: an animation of `model.category` does not animate what `model.items` draws.
    public var member: String? = nil
}

/// What reading a value does on screen: the question behind "does this animation move anything?".
public enum ReadEffect: Sendable, Equatable {
    /// Colour, opacity, text, a symbol: changes that may animate under Reduce Motion.
    case appearance
    /// An argument of `.offset`/`.scaleEffect`/`.rotationEffect` (the call's significant index):
    /// still only if motionfix neutralises that site.
    case motionModifier(call: Int)
    /// Size, padding, position, matched geometry, a view inserted or removed by an `if`: moves things.
    case layout
    /// Not drawn: an action, an `onChange`, the `value:` of an animation.
    case none
    /// In the getter of the host's computed property of this name (one that is not a view): the
    /// read does on screen what reading that property does (`ProjectIndex.readsThroughProperties`).
    case property(String)
    /// Handed to a custom view or function: what it does there is not followed.
    case unknown
}

/// Classifies reads by the calls and statements around them.
struct ReadScanner {
    let file: SourceFile
    let facts: FileFacts

    static let appearanceCalls: Set<String> = [
        "opacity", "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "tint", "accentColor", "colorMultiply",
        "saturation", "brightness", "contrast", "hueRotation", "grayscale", "blur", "shadow", "font", "fontWeight", "bold", "italic",
        "symbolVariant", "symbolRenderingMode", "contentTransition", "disabled", "accessibilityLabel", "accessibilityValue",
        "accessibilityHidden", "help", "badge", "redacted", "colorInvert", "blendMode", "cornerRadius", "clipShape", "mask",
        "Text", "Image", "Label", "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient",
        "ProgressView", "trim", "colorEffect", "layerEffect", "shader", "foregroundGradient", "background", "overlay", "border",
        "glassEffect", "material", "shadowColor", "stroke", "lineWidth", "StrokeStyle", "dash", "dashPhase",
        // The colour scheme and backgrounds of bars and rows: colour only.
        "preferredColorScheme", "toolbarColorScheme", "toolbarBackground", "listRowBackground", "scrollContentBackground",
        "underline", "strikethrough",
    ]
    /// Initializers that convert a value for the call around them.
    static let valueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "CGSize", "CGPoint", "CGRect", "CGVector", "Angle", "UnitPoint", "EdgeInsets",
        "Optional", "String", "Bool",
    ]
    static let motionModifiers: Set<String> = ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect"]
    static let layoutCalls: Set<String> = [
        "frame", "padding", "position", "matchedGeometryEffect", "alignmentGuide", "aspectRatio", "fixedSize",
        "layoutPriority", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "Spacer",
        "ForEach", "List", "scrollTo", "safeAreaInset", "ignoresSafeArea", "lineLimit", "transition", "TabView", "tabViewStyle",
        "navigationTransition", "geometryGroup", "containerRelativeFrame", "distortionEffect",
    ]
    static let notDrawn: Set<String> = [
        "animation", "onChange", "withAnimation", "task", "onAppear", "onDisappear", "onReceive", "sensoryFeedback", "id",
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "Button", "sheet",
        "fullScreenCover", "popover", "alert", "confirmationDialog", "onPreferenceChange", "print", "navigationDestination",
        "keyframeAnimator", "phaseAnimator", "symbolEffect", "Task",
        // What VoiceOver reads and the identifiers of tests: nothing on screen.
        "accessibilityHint", "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityAction",
        "accessibilityInputLabels", "accessibilitySortPriority", "accessibilityElement",
        // The order views are drawn in: it changes at once, it never moves a view.
        "zIndex",
        // Where touches land, the keyboard focus (the keyboard is the system's) and shortcuts.
        "allowsHitTesting", "contentShape", "focused", "keyboardShortcut", "onSubmit",
    ]

    /// Every name the lists above and `Origins.of(callNamed:)` know, each with what the lists
    /// say of it (`listedFacts`, by the name's position): asked at every call around every read,
    /// the lists are looked up once per name, not hashed into at every call.
    private static let listedNames = Array(appearanceCalls.union(valueTypes).union(motionModifiers).union(layoutCalls)
        .union(notDrawn).union(Origins.callNames.names))
    private static let listedCalls = IdentifierSet(ordered: listedNames)
    private static let listedFacts: [ListedCall] = listedNames.map(ListedCall.init)

    /// What the lists say of a listed name, in the order `effect(of:)` asks.
    private struct ListedCall {
        /// Not drawn, or its closure runs on an action, a gesture, appearing, a timer, a measurement or a press.
        let notDrawnHere: Bool
        let appearance: Bool
        let motionModifier: Bool
        let layout: Bool
        /// A capitalised name that is not a value type's: a custom view.
        let customView: Bool

        init(_ name: String) {
            let origin = Origins.of(callNamed: name)
            notDrawnHere = ReadScanner.notDrawn.contains(name)
                || origin.map { !$0.isDisjoint(with: [.action, .gesture, .appear, .timer, .measured, .press]) } == true
            appearance = ReadScanner.appearanceCalls.contains(name)
            motionModifier = ReadScanner.motionModifiers.contains(name)
            layout = ReadScanner.layoutCalls.contains(name)
            customView = name.unicodeScalars.first.map(CharacterClass.isUppercase) == true && !ReadScanner.valueTypes.contains(name)
        }
    }

    /// Whether the name at significant index `call` starts with an ASCII capital (as
    /// `CharacterClass.isUppercase` reads its first scalar).
    private static func isCapitalised(_ call: Int, in file: SourceFile) -> Bool {
        let first = file.bytes[file.token(call).start]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether the identifier at `index` is declared or written there rather than read.
    func isDeclarationOrWrite(_ index: Int) -> Bool {
        if file.kind(index - 1) == .identifier, file.isText(index - 1, "var") || file.isText(index - 1, "let") || file.isText(index - 1, "func") { return true }
        if file.kind(index - 1) == .dot, file.isIdentifier(index - 2, "self") { return isWrite(after: index) }
        return isWrite(after: index)
    }

    /// Whether the identifier at `index` is the name of `if let x {` / `guard let x,` (shorthand
    /// for `let x = x`): a read of the outer `x` in a condition, not a new name.
    func isShorthandBinding(_ index: Int) -> Bool {
        guard file.isIdentifier(index - 1, "let") || file.isIdentifier(index - 1, "var"),
              file.kind(index + 1) == .openBrace || file.kind(index + 1) == .comma else { return false }
        return file.kind(index - 2) == .comma || file.isIdentifier(index - 2, "if") || file.isIdentifier(index - 2, "guard")
            || file.isIdentifier(index - 2, "while")
    }

    /// Whether the `let`/`var` at `keyword` binds a condition's optional (`if let x = <read>`,
    /// `guard let x = …,`) whose value starts right after its `=` at `index`.
    private func isOptionalBinding(_ keyword: Int, of index: Int) -> Bool {
        guard file.kind(keyword + 1) == .identifier, file.kind(keyword + 2) == .operator, file.isText(keyword + 2, "="),
              keyword + 3 == index else { return false }
        return file.kind(keyword - 1) == .comma || file.isIdentifier(keyword - 1, "if") || file.isIdentifier(keyword - 1, "guard")
            || file.isIdentifier(keyword - 1, "while")
    }

    private func isWrite(after index: Int) -> Bool {
        var cursor = index + 1
        while file.kind(cursor) == .dot, file.kind(cursor + 1) == .identifier { cursor += 2 }
        if file.kind(cursor) == .operator, KeywordSets.assignment.spells(cursor, in: file) { return true }
        return file.isIdentifier(cursor - 1, "toggle") && cursor - 1 > index
    }

    /// What the read at `index` does on screen.
    func effect(of index: Int) -> ReadEffect {
        // An `if` inserts or removes views only where views are built; in an action, a timer or
        // a method's own statements it is control flow.
        // One that always shows one of two views swaps them in place: SwiftUI fades between them.
        let condition: ReadEffect? = conditionKeyword(of: index).map { keyword in
            (insertsInPlace(keyword: keyword) && !flies(keyword: keyword)) || file.isViewSwap(keyword: keyword) ? .appearance : .layout
        }
        var open = file.enclosing[index]
        var steps = 0
        while open >= 0, steps < 32 {
            steps += 1
            if let body = facts.memberBody(openingAt: open) {
                // A computed value's getter only chooses the value (its `if` inserts no view).
                if body.kind == .computed, !opensAccessors(open) { return .property(body.name) }
                // A helper that returns a value does with it what its callers do with the result.
                if body.kind == .method, body.returnsValue { return .property(body.name) }
                if let condition {
                    // In a method that builds no view, an `if` at any depth is control flow.
                    return body.kind == .method && (file.enclosing[index] == open || !body.buildsViews) ? .none : condition
                }
                return .unknown
            }
            if let call = file.callName(owning: open) {
                // Matched as bytes first: most calls around a read are in none of the lists, and
                // then only whether the name is capitalised (a custom view) matters.
                guard let listed = ReadScanner.listedCalls.ordinal(at: call, in: file).map({ ReadScanner.listedFacts[$0] }) else {
                    // A capitalised call's closure (`Section { if … }`) builds views; a function's
                    // (`animate(…) { if … }`, `items.forEach { if … }`) runs code: look further out.
                    if let condition, ReadScanner.isCapitalised(call, in: file) || file.kind(open) == .openParen { return condition }
                    if file.kind(open) == .openParen, ReadScanner.isCapitalised(call, in: file) { return .unknown }
                    open = file.enclosing[open]
                    continue
                }
                if listed.notDrawnHere { return .none }
                if let condition { return condition }
                if file.kind(open) == .openParen {
                    if listed.appearance { return .appearance }
                    if listed.motionModifier {
                        if choosesOneValue(index) { return .none }
                        return file.isInsideModifier(named: "mask", call) ? .appearance : .motionModifier(call: call)
                    }
                    if listed.layout { return .layout }
                    // A custom view's initializer: what it does with the value is not followed.
                    // A value type's (`CGFloat(x)`, `CGSize(…)`) only converts it for the call around it.
                    if listed.customView { return .unknown }
                }
            }
            open = file.enclosing[open]
        }
        return condition ?? .unknown
    }

    /// Whether the read at `index` is the condition of a choice between one constant
    /// (`.scaleEffect(on ? 1.0 : 1.0)`): whatever it reads, the value never changes.
    private func choosesOneValue(_ index: Int) -> Bool {
        let open = file.enclosing[index]
        guard open >= 0, file.kind(open) == .openParen else { return false }
        let close = file.partner[open]
        var first = index
        while first - 1 > open, !(file.kind(first - 1) == .comma && file.enclosing[first - 1] == open) { first -= 1 }
        var last = index
        while last + 1 < close, !(file.kind(last + 1) == .comma && file.enclosing[last + 1] == open) { last += 1 }
        if file.kind(first + 1) == .colon, file.kind(first) == .identifier { first += 2 }
        guard first <= index, let branches = Expression(file: file, first: first, last: last).branches, branches.count == 2,
              branches.allSatisfy(\.isConstant) else { return false }
        return branches[0].text.filter { !$0.isWhitespace } == branches[1].text.filter { !$0.isWhitespace }
    }

    /// Whether the member body at `open` holds accessors (`get`/`set`, `didSet`/`willSet`) rather
    /// than a getter's statements alone: those are left to what they are read as today.
    private func opensAccessors(_ open: Int) -> Bool {
        guard file.kind(open + 1) == .identifier, file.kind(open + 2) == .openBrace else { return false }
        return ReadScanner.accessors.contains(open + 1, in: file)
    }

    private static let accessors = IdentifierSet(["get", "set", "didSet", "willSet", "_read", "_modify"])

    /// Containers whose children are layered, not laid out side by side: a view inserted there
    /// fades in place (the default transition) without moving its neighbours.
    static let layeredContainers: Set<String> = ["ZStack", "overlay", "background", "mask"]

    /// Stacks that are only a frame for their content when it is all they hold.
    private static let soleChildContainers = IdentifierSet(["VStack", "HStack", "Group", "GeometryReader"])

    /// Whether the `if` at `keyword` sits in a layered container: directly, or as all a stack
    /// holds whose place is all of a layered container (`.overlay { VStack { if … } }`), a few
    /// levels up; what it inserts there moves no neighbour.
    private func insertsInPlace(keyword: Int) -> Bool {
        var statement = keyword
        for _ in 0..<4 {
            let open = file.enclosing[statement]
            // `.overlay(Group { if … }, alignment: .top)`: the layer is the argument itself.
            if open >= 0, file.kind(open) == .openParen, let call = file.callName(owning: open),
               ReadScanner.layeredContainers.contains(file.text(call)) { return true }
            guard open >= 0, file.kind(open) == .openBrace, let call = file.callName(owning: open) else { return false }
            if ReadScanner.layeredContainers.contains(file.text(call)) { return true }
            // A `GeometryReader { geo in VStack { … } }` is a frame for its one view too.
            let first = TimerLoopRule.signatureEnd(open: open, in: file).map { $0 + 1 } ?? open + 1
            guard ReadScanner.soleChildContainers.contains(call, in: file), statement == first,
                  file.statementEnd(from: statement) == file.partner[open] - 1, file.kind(call - 1) != .dot else { return false }
            statement = call
        }
        return false
    }

    /// Whether the statement at `keyword` (within `SourceFile.swapTokenLimit` tokens) holds a
    /// `matchedGeometryEffect`: a view it inserts in place flies from its match (a hero flight),
    /// which is movement, not a fade.
    private func flies(keyword: Int) -> Bool {
        guard let end = file.statementEnd(from: keyword), end - keyword <= SourceFile.swapTokenLimit else { return false }
        return (keyword...end).contains { file.kind($0) == .identifier && file.isText($0, "matchedGeometryEffect") }
    }

    /// The `if`/`switch`/`guard`/`while` in whose condition the read is: a view inserted or
    /// removed, which moves its neighbours; nil when the read is in no condition.
    func conditionKeyword(of index: Int) -> Int? {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 24 {
            steps += 1
            switch file.kind(cursor)! {
            case .closeParen, .closeBracket:
                cursor = file.partner[cursor] - 1
                continue
            case .openBrace, .closeBrace, .openParen, .openBracket, .semicolon:
                return nil
            case .comma:
                // A condition list (`if results.isEmpty, !isSearching`): the keyword is further back.
                // A comma met here is at the read's own level (brackets are skipped whole).
                cursor -= 1
                continue
            case .identifier:
                // Compared as bytes (no other spelling of these ASCII words is the same string).
                if file.isText(cursor, "if") || file.isText(cursor, "switch") || file.isText(cursor, "guard") || file.isText(cursor, "while") {
                    return file.enclosing[cursor] == file.enclosing[index] ? cursor : nil
                }
                if (file.isText(cursor, "let") || file.isText(cursor, "var")), cursor == index - 1, isShorthandBinding(index) { break }
                // `if let profile = selectedProfile {`: the optional read decides which view is built.
                if (file.isText(cursor, "let") || file.isText(cursor, "var")), isOptionalBinding(cursor, of: index) { break }
                if file.isText(cursor, "return") || file.isText(cursor, "in") || file.isText(cursor, "let") || file.isText(cursor, "var") { return nil }
            default:
                break
            }
            // The kinds first; then whether a line break (in the trivia between) separates them.
            if file.kind(cursor) != .operator, file.kind(cursor + 1) != .operator, file.kind(cursor + 1) != .dot,
               file.hasLineBreak(between: cursor, and: cursor + 1) {
                return nil
            }
            cursor -= 1
        }
        return nil
    }
}

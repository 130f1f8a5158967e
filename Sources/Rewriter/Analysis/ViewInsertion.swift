/// Where a view is inserted and removed on its own (so that a `.transition` on it plays), and
/// where a condition only swaps one view for another in the same place (a crossfade).
/// See docs/DECISIONS.md, "Transitions" and "Values".
extension SourceFile {
    /// Whether the `{` at `open` is the body of `if`/`else`/`for`/`while`/`guard`/`switch`/`do`/`defer`,
    /// not a closure.
    func isStatementBody(_ open: Int) -> Bool {
        var cursor = open - 1
        if isIdentifier(cursor, "else") || isIdentifier(cursor, "do") || isIdentifier(cursor, "defer") || isIdentifier(cursor, "repeat") { return true }
        var steps = 0
        while cursor >= 0, steps < 64 {
            steps += 1
            switch kind(cursor)! {
            case .closeParen, .closeBracket:
                cursor = partner[cursor] - 1
                continue
            // A `}` ends the statement before (`} label: {` is a closure of the call before it).
            case .openBrace, .openParen, .openBracket, .semicolon, .closeBrace:
                return false
            case .identifier:
                if KeywordSets.statement.contains(cursor, in: self) { return true }
            default:
                break
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the `if` or `switch` at significant index `keyword` always shows exactly one view:
    /// every `if` of an `else if` chain ends in an `else`, and every branch (every `switch` case)
    /// is one view (`showsOneView(from:to:)`). Changing its condition then swaps one view for
    /// another in the same place, which SwiftUI fades, unless a branch flies a
    /// `matchedGeometryEffect` (looked for in at most `swapTokenLimit` tokens: a larger
    /// statement is not called a swap).
    func isViewSwap(keyword: Int) -> Bool {
        // Among rows, one view may be many rows (a custom view's `ForEach`): the rows after them move.
        let open = enclosing[keyword]
        if open >= 0, kind(open) == .openBrace, let call = callName(owning: open), SourceFile.rowContainers.contains(call, in: self) { return false }
        guard let end = swapEnd(keyword: keyword), end - keyword <= SourceFile.swapTokenLimit else { return false }
        for index in keyword...end where kind(index) == .identifier && isText(index, "matchedGeometryEffect") { return false }
        return true
    }

    static let swapTokenLimit = 4_000

    /// Containers whose children are rows.
    static let rowContainers = IdentifierSet(["List", "Form", "Section", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup"])

    /// The last index of the `if … else …` chain or `switch` at `keyword` when it always shows one
    /// branch; nil otherwise.
    private func swapEnd(keyword: Int) -> Int? {
        if isText(keyword, "switch") {
            // Its cases are looked at only within the limit, so that nested switches stay linear.
            guard let open = statementBrace(after: keyword), partner[open] - keyword <= SourceFile.swapTokenLimit,
                  showsOneViewInEveryCase(open: open) else { return nil }
            return partner[open]
        }
        var cursor = keyword
        var steps = 0
        while isIdentifier(cursor, "if"), steps < 256 {
            steps += 1
            guard let open = statementBrace(after: cursor), showsOneView(open: open) else { return nil }
            let close = partner[open]
            guard isIdentifier(close + 1, "else") else { return nil }
            if kind(close + 2) == .openBrace {
                return showsOneView(open: close + 2) ? partner[close + 2] : nil
            }
            cursor = close + 2
        }
        return nil
    }

    /// The `{` that opens the body of the statement whose keyword is at `keyword`.
    private func statementBrace(after keyword: Int) -> Int? {
        var cursor = keyword + 1
        var steps = 0
        while cursor < count, steps < 400 {
            steps += 1
            switch kind(cursor)! {
            case .openParen, .openBracket:
                guard partner[cursor] > cursor else { return nil }
                cursor = partner[cursor] + 1
            case .openBrace:
                return partner[cursor] > cursor ? cursor : nil
            case .closeBrace, .closeParen, .closeBracket, .semicolon:
                return nil
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// Whether the block `{ … }` at `open` holds one view (`showsOneView(from:to:)`).
    private func showsOneView(open: Int) -> Bool {
        showsOneView(from: open + 1, to: partner[open] - 1)
    }

    /// Whether the statements from `first` to `last` are one view: one statement, not
    /// `EmptyView()`, `break` or a `ForEach` (rows that come and go, moving the rows after them).
    private func showsOneView(from first: Int, to last: Int) -> Bool {
        guard first <= last else { return false }
        // A nested `if … else …` or `switch` that always shows one view is one view too (looked
        // at within the limit, so that nested chains stay linear).
        if isIdentifier(first, "if") || isIdentifier(first, "switch"), last - first <= SourceFile.swapTokenLimit, swapEnd(keyword: first) == last {
            return true
        }
        guard statementEnd(from: first) == last else { return false }
        if isIdentifier(first, "EmptyView") || isIdentifier(first, "ForEach") || isIdentifier(first, "break") { return false }
        return true
    }

    /// Whether every `case`/`default` clause of the `switch` body at `open` shows one view.
    private func showsOneViewInEveryCase(open: Int) -> Bool {
        let close = partner[open]
        var clauses: [(label: Int, colon: Int?)] = []
        var cursor = open + 1
        while cursor < close {
            if enclosing[cursor] == open, isIdentifier(cursor, "case") || isIdentifier(cursor, "default") {
                clauses.append((cursor, nil))
            } else if enclosing[cursor] == open, kind(cursor) == .colon, let last = clauses.last, last.colon == nil {
                clauses[clauses.count - 1].colon = cursor
            }
            if let kind = kind(cursor), kind == .openParen || kind == .openBracket || kind == .openBrace { cursor = max(cursor, partner[cursor]) }
            cursor += 1
        }
        guard !clauses.isEmpty, clauses[0].label == open + 1 else { return false }
        for (position, clause) in clauses.enumerated() {
            guard let colon = clause.colon else { return false }
            let last = position + 1 < clauses.count ? clauses[position + 1].label - 1 : close - 1
            guard showsOneView(from: colon + 1, to: last) else { return false }
        }
        return true
    }
}

/// Whether the view a modifier chain builds can be inserted or removed on its own, which is
/// when a `.transition` on it plays. SwiftUI animates an insertion or removal with the
/// transition of the view inserted or removed, not with those of the views inside it; a view
/// always present in its container (a stack's child, a button's label, an overlay) never is.
final class ViewInsertion {
    let index: ProjectIndex
    /// For each file asked about, the first index of every chain with an `.id(…)`, found once.
    private var identityChains: [Int: Set<Int>] = [:]

    init(index: ProjectIndex) {
        self.index = index
    }

    /// Containers whose content is always present while they are: a transition on a view
    /// directly in them never plays.
    static let alwaysPresentContainers = IdentifierSet([
        "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView",
        "ScrollViewReader", "GeometryReader", "List", "Form", "Section", "NavigationStack", "NavigationView", "Button",
        "Label", "Link", "NavigationLink", "Menu", "overlay", "background", "mask", "safeAreaInset",
    ])

    /// SwiftUI's own views: a modifier on one of them stays on it (a transition on a custom view,
    /// or on a view a property or function returns, may reach a view its `if` inserts inside).
    static let builtInViews = IdentifierSet([
        "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView",
        "List", "Form", "Section", "NavigationStack", "NavigationView", "Button", "Label", "Link", "NavigationLink", "Menu",
        "Text", "Image", "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper", "DatePicker",
        "ColorPicker", "ProgressView", "Divider", "Spacer", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Circle", "Capsule", "Ellipse", "GeometryReader", "AsyncImage", "ShareLink", "Gauge", "ControlGroup", "DisclosureGroup",
        "LabeledContent", "ContentUnavailableView",
    ])

    /// SwiftUI's own modifiers that keep a view in place. Any other call on the chain (a custom
    /// modifier such as `.showIf(flag)`, `.if(flag) { … }`) may wrap the view in an `if`.
    static let placeKeepingModifiers = IdentifierSet([
        "padding", "frame", "font", "fontWeight", "fontDesign", "bold", "italic", "foregroundColor", "foregroundStyle",
        "background", "backgroundStyle", "overlay", "opacity", "offset", "scaleEffect", "rotationEffect", "rotation3DEffect",
        "clipShape", "clipped", "cornerRadius", "shadow", "animation", "transition", "onTapGesture", "onLongPressGesture",
        "onAppear", "onDisappear", "onChange", "task", "tint", "accentColor", "buttonStyle", "labelStyle", "toggleStyle",
        "progressViewStyle", "textFieldStyle", "pickerStyle", "listStyle", "disabled", "contentShape", "fixedSize", "lineLimit",
        "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "resizable", "aspectRatio", "scaledToFit",
        "scaledToFill", "imageScale", "symbolVariant", "symbolRenderingMode", "symbolEffect", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits",
        "accessibilityIdentifier", "help", "zIndex", "layoutPriority", "gesture", "simultaneousGesture", "highPriorityGesture",
        "mask", "blur", "brightness", "saturation", "contrast", "grayscale", "border", "listRowBackground", "listRowInsets",
        "listRowSeparator", "controlSize", "keyboardShortcut", "focused", "matchedGeometryEffect", "allowsHitTesting",
        "drawingGroup", "compositingGroup", "ignoresSafeArea", "edgesIgnoringSafeArea", "position", "alignmentGuide",
        "contentTransition", "fill", "stroke", "strokeBorder", "containerRelativeFrame", "presentationDetents",
        "navigationTitle", "toolbar", "sheet", "alert", "popover", "hoverEffect", "onHover", "textSelection", "monospacedDigit",
        "monospaced", "kerning", "tracking", "lineSpacing", "textCase", "labelsHidden", "environment", "preference",
        "coordinateSpace", "geometryGroup", "sensoryFeedback", "glassEffect", "blendMode", "colorMultiply", "hueRotation",
        "onDrop", "onDrag", "draggable", "dropDestination", "onSubmit", "onKeyPress", "focusable", "focusedValue", "onReceive",
        "refreshable", "searchable", "contextMenu", "swipeActions", "onMove", "onDelete", "fileImporter", "fileExporter",
        "confirmationDialog", "fullScreenCover", "navigationDestination", "toolbarBackground", "navigationBarTitleDisplayMode",
        "scrollContentBackground", "scrollIndicators", "scrollDisabled", "presentationDragIndicator",
        "interactiveDismissDisabled", "submitLabel", "keyboardType", "textContentType", "autocorrectionDisabled",
        "textInputAutocapitalization", "onOpenURL", "onPreferenceChange", "dynamicTypeSize", "preferredColorScheme",
        "environmentObject", "privacySensitive", "redacted", "unredacted", "badge", "tag", "tabItem", "buttonBorderShape",
        "menuStyle", "datePickerStyle", "gaugeStyle", "formStyle", "scrollTargetLayout", "onGeometryChange",
        "onScrollGeometryChange", "safeAreaPadding", "contentMargins", "listSectionSpacing", "containerShape",
        "baselineOffset", "underline", "strikethrough", "fontWidth", "accessibilityAction", "accessibilitySortPriority",
        "defaultFocus", "focusSection", "onContinuousHover", "listRowSpacing", "headerProminence", "safeAreaInset",
    ])

    /// How many callers up a view's creation is followed (a view whose `body` starts with the chain).
    private static let maximumDepth = 3

    /// Whether a `.transition` on the chain starting at significant index `root` of file
    /// `fileIndex` may play: the chain is not one of SwiftUI's own views, or that view may be
    /// inserted or removed on its own.
    func transitionMayPlay(onChainAt root: Int, inFile fileIndex: Int) -> Bool {
        guard let file = index.structure(fileIndex)?.file, ViewInsertion.builtInViews.contains(root, in: file) else { return true }
        return mayBeInsertedOnItsOwn(chainRoot: root, inFile: fileIndex)
    }

    /// Whether the chain starting at significant index `root` of file `fileIndex` may be inserted
    /// or removed on its own. Unsure (code motionfix does not follow, a custom container, a
    /// view created outside the run) counts as yes.
    func mayBeInsertedOnItsOwn(chainRoot root: Int, inFile fileIndex: Int, depth: Int = 0) -> Bool {
        guard let structure = index.structure(fileIndex), let facts = index.facts(fileIndex) else { return true }
        let file = structure.file
        // A view whose identity changes (`.id(…)`) is inserted anew; `Group` and `ForEach` hand their
        // modifiers to each view inside.
        if identityChainRoots(of: structure, fileIndex: fileIndex).contains(root) { return true }
        if file.isIdentifier(root, "Group") || file.isIdentifier(root, "ForEach") { return true }
        var start = root
        if file.isIdentifier(start - 1, "return") { start -= 1 }
        let open = file.enclosing[start]
        // Only a view that is a statement of its block, or a whole argument, is placed by its block
        // alone (`flag ? VStack { … } : nil` comes and goes).
        guard open >= 0, isWholeStatementOrArgument(from: start, in: file) else { return true }
        if file.kind(open) == .openBrace {
            if let body = facts.memberBody(openingAt: open) {
                guard body.name == "body", depth < ViewInsertion.maximumDepth else { return true }
                return viewMayBeInserted(containing: open, inFile: fileIndex, depth: depth + 1)
            }
            if file.isStatementBody(open) { return true }
        }
        guard let call = file.callName(owning: open) else { return true }
        if file.isIdentifier(call, "Group") {
            return depth < ViewInsertion.maximumDepth ? mayBeInsertedOnItsOwn(chainRoot: call, inFile: fileIndex, depth: depth + 1) : true
        }
        return !ViewInsertion.alwaysPresentContainers.contains(call, in: file)
    }

    /// Whether the expression starting at `start` is a statement of its block or the whole of an
    /// argument, with only SwiftUI's place-keeping modifiers on it (and no `#if` after it).
    private func isWholeStatementOrArgument(from start: Int, in file: SourceFile) -> Bool {
        guard let previous = file.kind(start - 1), let end = file.statementEnd(from: start), file.kind(end + 1) != .pound else { return false }
        let level = file.enclosing[start]
        for position in start...end where file.kind(position) == .dot && file.enclosing[position] == level {
            guard file.kind(position + 1) == .identifier, let after = file.kind(position + 2), after == .openParen || after == .openBrace else { continue }
            if !ViewInsertion.placeKeepingModifiers.contains(position + 1, in: file) { return false }
        }
        switch previous {
        case .openBrace, .semicolon:
            return true
        case .openParen, .comma:
            let next = file.kind(end + 1)
            return next == .closeParen || next == .comma
        case .colon:
            // A labelled argument (`content: VStack { … }`), not a ternary's second value.
            guard file.kind(start - 2) == .identifier, file.kind(start - 3) == .openParen || file.kind(start - 3) == .comma else { return false }
            let next = file.kind(end + 1)
            return next == .closeParen || next == .comma
        case .operator, .dot:
            return false
        default:
            return file.hasLineBreak(between: start - 1, and: start)
        }
    }

    /// Whether the view whose `body` opens at `open` may be inserted or removed on its own: some
    /// place in the run that creates it may (previews aside; none found: yes).
    private func viewMayBeInserted(containing open: Int, inFile fileIndex: Int, depth: Int) -> Bool {
        guard let host = index.host(containing: open, inFile: fileIndex) else { return true }
        let callers = index.constructorCalls(of: host, outsidePreviewsOnly: true)
        guard !callers.isEmpty else { return true }
        return callers.contains { caller in
            guard let file = index.structure(caller.file)?.file else { return true }
            let name = caller.call.nameIndex
            let root = file.kind(name - 1) == .dot ? (file.chainRoot(ofMemberCall: name) ?? name) : name
            return mayBeInsertedOnItsOwn(chainRoot: root, inFile: caller.file, depth: depth)
        }
    }

    /// The first index of every chain of file `fileIndex` that an `.id(…)` modifies.
    private func identityChainRoots(of structure: FileStructure, fileIndex: Int) -> Set<Int> {
        if let known = identityChains[fileIndex] { return known }
        let roots = Set(structure.calls(named: "id").filter { $0.style == .member }.compactMap { structure.file.chainRoot(ofMemberCall: $0.nameIndex) })
        identityChains[fileIndex] = roots
        return roots
    }
}

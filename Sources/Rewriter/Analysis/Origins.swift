/// Where a value is written from: the kinds of code around an assignment (or a binding) that
/// decide whether the value it writes is motion, direct manipulation, information or layout.
public struct Origins: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A gesture callback (`onChanged`, `updating`, `onEnded`, hover), or a `Slider`/`Stepper` binding.
    public static let gesture = Origins(rawValue: 1 << 0)
    /// A measured size or the scroll position (`GeometryReader`, preference keys, scroll geometry).
    public static let measured = Origins(rawValue: 1 << 1)
    /// An endless animation (`withAnimation(….repeatForever())`, `.animation(….repeatForever(), value:)`).
    public static let loop = Origins(rawValue: 1 << 2)
    /// A timer or publisher (`onReceive`, `Timer`, `asyncAfter`).
    public static let timer = Origins(rawValue: 1 << 3)
    /// The view appearing (`onAppear`, `task`).
    public static let appear = Origins(rawValue: 1 << 4)
    /// A user action that leaves a lasting state (a button, a tap, a toggle, `onChange`).
    public static let action = Origins(rawValue: 1 << 5)
    /// The selection of a `Picker`, `TabView` or scroll position: a lasting state.
    public static let selection = Origins(rawValue: 1 << 6)
    /// Passed as a binding to another view, which may write it in ways not followed here.
    public static let child = Origins(rawValue: 1 << 7)
    /// Inside `withAnimation { }`.
    public static let animated = Origins(rawValue: 1 << 8)
    /// Pressed while a finger is down and released after (`onLongPressGesture(pressing:)`).
    public static let press = Origins(rawValue: 1 << 9)
    /// Once an animation has ended (`withAnimation { } completion: { }`): a value set back there
    /// returns to rest by itself.
    public static let settles = Origins(rawValue: 1 << 10)

    /// Calls whose closures or arguments say where the code inside them runs.
    static func of(callNamed name: String) -> Origins? { originsByCallName[name] }
    /// The names `of(callNamed:)` knows, to match a token's bytes before making a string of it.
    static let callNames = IdentifierSet(Set(originsByCallName.keys))

    /// `of(callNamed:)`'s table: a gesture call first, then a measuring one, then the rest.
    private static let originsByCallName: [String: Origins] = {
        var table: [String: Origins] = [:]
        let listed: [(Origins, [String])] = [
            (.timer, ["onReceive", "scheduledTimer", "asyncAfter", "sink", "publish", "autoconnect"]),
            (.appear, ["onAppear", "task"]),
            (.animated, ["withAnimation"]),
            (.press, ["onPressingChanged", "pressing"]),
            (.action, ["Button", "onTapGesture", "onLongPressGesture", "onChange", "onSubmit", "onDelete", "onMove", "refreshable",
                       "onDisappear", "contextMenu", "swipeActions", "onDrop", "onOpenURL", "onCommand", "onKeyPress", "Toggle",
                       "Menu", "alert", "confirmationDialog", "sheet", "fullScreenCover", "toolbar", "ToolbarItem"]),
        ]
        for (origins, names) in listed { for name in names where table[name] == nil { table[name] = origins } }
        for name in measuringCalls { table[name] = .measured }
        for name in gestureCalls { table[name] = .gesture }
        return table
    }()

    /// Calls whose closures run as a finger moves.
    static let gestureCalls: Set<String> = ["onChanged", "updating", "onEnded", "onContinuousHover", "onHover"]
    /// Calls whose closures run when a size or the scroll position is measured.
    static let measuringCalls: Set<String> = ["onPreferenceChange", "onScrollGeometryChange", "onGeometryChange", "onScrollOffsetChange",
                                              "onScrollVisibilityChange", "onScrollPhaseChange"]
    /// Every name behind a gesture or measured origin of an assignment: those calls, a
    /// `GeometryReader`'s proxy (see `ProvenanceScanner.writesMeasurement`) and `frame(in:)`.
    static let gestureOrMeasurementNames = IdentifierSet(gestureCalls.union(measuringCalls).union(["GeometryReader", "onGeometryChange", "frame"]))

    /// Whether some write in `file` may come from a gesture or a measurement.
    static func mayComeFromGestureOrMeasurement(in file: SourceFile) -> Bool {
        // One walk for every name.
        gestureOrMeasurementNames.contains(in: file) { name, index in isGestureOrMeasurement(name, at: index, in: file) }
    }

    /// Whether `name`, spelled at significant index `index`, is one of those names as such a
    /// write needs it: `frame` alone is in every layout, so it counts only as `frame(in: …)`.
    static func isGestureOrMeasurement(_ name: String, at index: Int, in file: SourceFile) -> Bool {
        guard gestureOrMeasurementNames.contains(index, in: file) else { return false }
        return name != "frame" || file.isFrameInCoordinateSpace(index)
    }

    /// Controls whose binding the user drags (direct manipulation) or selects with (a lasting state).
    static func of(bindingPassedTo name: String, label: String?) -> Origins {
        switch name {
        case "Slider", "Stepper": return .gesture
        case "Picker", "TabView", "scrollPosition", "NavigationStack", "NavigationSplitView", "List", "DatePicker", "ColorPicker",
             "Toggle", "SecureField", "TextField", "TextEditor", "focused", "sheet", "fullScreenCover", "popover",
             "alert", "confirmationDialog", "navigationDestination", "searchable", "inspector", "fileImporter":
            return label == "isPresented" || label == "item" || name == "Toggle" ? .action : .selection
        default: return .child
        }
    }
}

extension SourceFile {
    /// Whether the publisher handed to `.onReceive(…)` at the call named at `call` is a clock:
    /// `Timer.publish(every:…)`, or a property named like one (`timer`, `ticker`, `clock`). A
    /// notification or a model's publisher is an event, like a tap.
    func receivesATimer(_ call: Int) -> Bool {
        guard kind(call + 1) == .openParen else { return true }
        let close = partner[call + 1]
        guard close > call + 1 else { return true }
        var index = call + 2
        while index < close, !(kind(index) == .comma && enclosing[index] == call + 1) {
            if kind(index) == .identifier {
                let word = text(index).lowercased()
                if word.contains("timer") || word.contains("tick") || word.contains("clock") || word == "every" { return true }
            }
            index += 1
        }
        return false
    }
}

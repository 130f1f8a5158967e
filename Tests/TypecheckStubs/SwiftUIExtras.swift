// Additions to the reference SwiftUI stub for the golden fixtures: declarations the motion APIs
// do not need but realistic views do. Signatures follow the iOS 17 SDK; bodies never run.

// MARK: - Gesture state

@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { self }
}
public struct GestureStateGesture<Base: Gesture, State>: Gesture { public typealias Value = Base.Value }
extension Gesture {
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { .init() }
}
extension _ChangedGesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { .init() }
}
extension GestureStateGesture {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { .init() }
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { .init() }
}

// MARK: - Styles, apps, scenes, previews

public struct ButtonStyleConfiguration {
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}
extension View {
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
    /// iOS 15: `func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View`.
    nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View { self }
}
public struct ToggleStyleConfiguration {
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
extension Never: Scene {}

@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

// MARK: - Views the fixtures use

@MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
    public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: Never { fatalError() }
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

@MainActor @preconcurrency public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@MainActor @preconcurrency public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

extension Shape {
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> { _ShapeView() }
}

extension View {
    nonisolated public func zIndex(_ value: Double) -> some View { self }
    @_disfavoredOverload nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { self }
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
}

@MainActor @preconcurrency public struct GeometryReader<Content>: View where Content: View {
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - Environment values the fixtures read

@MainActor @preconcurrency public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() {}
}
extension EnvironmentValues {
    public var dismiss: DismissAction { get { DismissAction() } }
}

// MARK: - TimelineView and its schedules

public protocol TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}
public struct TimelineViewDefaultContext {
    public let date: Date
}
@MainActor @preconcurrency public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    public typealias Context = TimelineViewDefaultContext
}
extension TimelineView: View where Content: View {
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - PhaseAnimator and KeyframeAnimator views
// Initializers verbatim from the iOS 17.4 SDK SwiftUI.swiftinterface (danpashin/sdks dd1de01a6,
// lines 2074-2076 and 4962-4964), module prefixes dropped; the reference stub has only the modifiers.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct PhaseAnimator<Phase, Content>: View where Phase: Equatable, Content: View {
    nonisolated public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {}
    nonisolated public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {}
    public var body: Never { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct KeyframeAnimator<Value, KeyframePath, Content>: View where Value == KeyframePath.Value, KeyframePath: Keyframes, Content: View {
    nonisolated public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {}
    nonisolated public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {}
    public var body: Never { fatalError() }
}

// MARK: - Observation without Combine (Linux has neither)

public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
}

// MARK: - Scrolling, sliders, focus, preferences, settings (shape fixtures)
// Signatures as in the iOS 17.4 SDK SwiftUI.swiftinterface; isolation as the rest of this stub.

extension Axis {
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Axis.Set(rawValue: 1)
        public static let vertical = Axis.Set(rawValue: 2)
    }
}
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}
@MainActor @preconcurrency public struct ScrollViewReader<Content>: View where Content: View {
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { fatalError() }
}
extension View {
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
}

@MainActor @preconcurrency public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public var body: Never { fatalError() }
}
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

@propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @propertyWrapper public struct Binding {
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
        public var projectedValue: FocusState<Value>.Binding { self }
        fileprivate init(_stub: ()) {}
    }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
    public init() where Value == Bool {}
    public init<T>() where Value == T?, T: Hashable {}
}
extension View {
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { self }
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
extension EnvironmentValues {
    public var isFocused: Bool { get { false } }
}

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}
extension View {
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { self }
    nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K: PreferenceKey, K.Value: Equatable { self }
}

@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
    fileprivate init(_stub: ()) {}
}
extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
}

@propertyWrapper public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

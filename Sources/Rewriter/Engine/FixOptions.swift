/// Settings that change what the rules write.
public struct FixOptions: Sendable, Hashable {
    /// What a spring becomes under Reduce Motion when every movement it drives is already
    /// neutralised at its modifiers (so it animates only opacity and colour), as Swift source.
    /// `nil` (the default) leaves such springs alone; a spring that drives movement that stays
    /// is always turned off (`nil`, docs/BEHAVIOUR.md "Nothing may still move").
    public var reducedAnimation: String?
    /// Rule ids switched off everywhere, as if each file began with `// motionfix:disable id`.
    public var disabledRules: Set<String>
    /// Extra protocols whose conformers can hold `@Environment`, declared outside the processed
    /// code (a `View`-refining protocol from a package, such as `ConnectedView`).
    public var hostProtocols: Set<String>
    /// Extra names of layout settings (like `horizontalSizeClass`): a value chosen by one of them
    /// picks a layout and does not move.
    public var layoutSettings: Set<String>
    /// The project's line width (SwiftFormat's `--maxwidth`, SwiftLint's `line_length`): a line
    /// an edit would push past it has its call's arguments put one per line (`LineWrap`).
    public var lineWidth: Int?
    /// Whether the project's SwiftLint enables its `attributes` rule, which puts an attribute with
    /// arguments (`@Environment(\.x)`) on the line above the declaration: the inserted property
    /// then takes two lines whatever the files' own votes.
    public var attributesWithArgumentsOnOwnLine: Bool

    public init(reducedAnimation: String? = nil, disabledRules: Set<String> = [], hostProtocols: Set<String> = [],
                layoutSettings: Set<String> = [], lineWidth: Int? = nil, attributesWithArgumentsOnOwnLine: Bool = false) {
        self.reducedAnimation = reducedAnimation
        self.disabledRules = disabledRules
        self.hostProtocols = hostProtocols
        self.layoutSettings = layoutSettings
        self.lineWidth = lineWidth
        self.attributesWithArgumentsOnOwnLine = attributesWithArgumentsOnOwnLine
    }
}

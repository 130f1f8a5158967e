/// Settings that change what the rules write.
public struct FixOptions: Sendable, Hashable {
    /// What a spring becomes under Reduce Motion when every movement it drives is already
    /// neutralised at its modifiers (so it animates only opacity and colour), as Swift source.
    /// `nil` (the default) leaves such springs alone; a spring that drives movement that stays
    /// is always turned off (`nil`, POLICY "Nothing may still move").
    public var reducedAnimation: String?

    public init(reducedAnimation: String? = nil) {
        self.reducedAnimation = reducedAnimation
    }
}

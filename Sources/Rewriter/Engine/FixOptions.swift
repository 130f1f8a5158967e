/// Settings that change what the rules write.
public struct FixOptions: Sendable, Hashable {
    /// The animation used instead of a spring when Reduce Motion is on (POLICY §3), as Swift source.
    /// `nil` (the Swift literal, given as the string "nil") makes the change instant.
    public var reducedAnimation: String

    /// The default replacement for springs: a short, non-bouncy fade-friendly curve.
    public static let defaultReducedAnimation = ".easeInOut(duration: 0.15)"

    public init(reducedAnimation: String = FixOptions.defaultReducedAnimation) {
        self.reducedAnimation = reducedAnimation
    }
}

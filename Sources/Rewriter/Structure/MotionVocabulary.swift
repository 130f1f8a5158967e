/// The names every rule starts from (the calls, trailing closures and labels whose sites they
/// look at). A file that spells none of them has nothing to rewrite or report;
/// `MotionVocabularyTests` checks that every site of the fixtures is one of them.
enum MotionVocabulary {
    static let names = IdentifierSet([
        "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "transition", "animation", "withAnimation",
        "Transaction", "repeatForever", "TimelineView", "keyframeAnimator", "symbolEffect", "phaseAnimator",
        "matchedGeometryEffect", "scrollTransition", "visualEffect", "navigationTransition", "PhaseAnimator",
        "KeyframeAnimator", "animate", "animateKeyframes", "animated",
    ])

    /// Whether an identifier of `file` names a motion API.
    static func mentionsMotion(_ file: SourceFile) -> Bool { names.occurs(in: file) }
}

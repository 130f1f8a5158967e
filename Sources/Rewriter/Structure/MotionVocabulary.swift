/// The names every rule starts from (the calls, trailing closures and labels whose sites they
/// look at). A file that spells none of them has nothing to rewrite or report;
/// `MotionVocabularyTests` checks that every site of the fixtures is one of them.
enum MotionVocabulary {
    static let names = IdentifierSet([
        "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "transition", "animation", "withAnimation",
        "Transaction", "repeatForever", "TimelineView", "keyframeAnimator", "symbolEffect", "phaseAnimator",
        "matchedGeometryEffect", "scrollTransition", "visualEffect", "navigationTransition", "PhaseAnimator",
        "KeyframeAnimator", "animate", "animateKeyframes", "animated", "animatingDifferences",
        // Table and collection updates, which slide the rows around them.
        "insertItems", "deleteItems", "moveItem", "insertRows", "deleteRows", "moveRow", "insertSections",
        "deleteSections", "moveSection", "performBatchUpdates",
        // Timers, which may move a view by hand at the frame rate (`TimerLoopRule+FrameRate`).
        "scheduledTimer", "publish",
    ])

    /// Whether an identifier of `file` names a motion API.
    static func mentionsMotion(_ file: SourceFile) -> Bool { names.occurs(in: file) }
}

extension SourceFile {
    /// Whether an identifier of the file names a motion API: the files the rules run on (a run
    /// only summarises the others for the project index).
    public var namesMotionAPI: Bool { MotionVocabulary.mentionsMotion(self) }
}

/// Whether a file names a motion API (`MotionVocabulary`), and whether some write in it may come
/// from a gesture or a measurement (`Origins.mayComeFromGestureOrMeasurement`): every file of a
/// run is asked both, and one walk (`FirstPassScan`) over the names of either list answers both.
struct FileVocabulary {
    let mentionsMotion: Bool
    let mayComeFromGestureOrMeasurement: Bool

    /// The names of either list (a name found is looked up again in each).
    static let eitherList = IdentifierSet(MotionVocabulary.names.names.union(Origins.gestureOrMeasurementNames.names))
}

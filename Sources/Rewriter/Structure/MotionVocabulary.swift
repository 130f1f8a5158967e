/// The names every rule starts from (the calls, trailing closures and labels whose sites they
/// look at). A file that spells none of them has nothing to rewrite or report; `EngineTests`
/// checks that every edit and finding of the fixtures lies in a file that does.
enum MotionVocabulary {
    static let names: [String] = [
        "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "transition", "animation", "withAnimation",
        "Transaction", "repeatForever", "TimelineView", "keyframeAnimator", "symbolEffect", "phaseAnimator",
        "matchedGeometryEffect", "scrollTransition", "visualEffect", "navigationTransition", "PhaseAnimator",
        "KeyframeAnimator", "animate", "animateKeyframes", "animated",
    ]

    /// The names as bytes, grouped by length, for a comparison that builds no strings.
    private static let namesByLength: [Int: [[UInt8]]] = Dictionary(grouping: names.map { Array($0.utf8) }, by: \.count)

    /// Whether an identifier of `file` is one of `names`.
    static func mentionsMotion(_ file: SourceFile) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<file.count where file.kind(index) == .identifier {
                let token = file.token(index)
                guard let candidates = namesByLength[token.end - token.start] else { continue }
                for name in candidates where name.withUnsafeBufferPointer({ name in
                    (0..<name.count).allSatisfy { name[$0] == bytes[token.start + $0] }
                }) { return true }
            }
            return false
        }
    }
}

import SwiftUI

struct NudgeModifier: ViewModifier {
    let scale: CGFloat

    func body(content: Content) -> some View {
        content.scaleEffect(scale)
    }
}

extension AnyTransition {
    /// A 1% scale that only keeps SwiftUI from adding its default fade: nothing perceptible moves.
    static var noFade: AnyTransition { get {
        AnyTransition.modifier(
            active: NudgeModifier(scale: 0.99),
            identity: NudgeModifier(scale: 1))
        }
    }
}

/// The near-identity transition is left as it is; the slide is a fade under Reduce Motion.
struct NearIdentityTransitionList: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("Kept")
                    .transition(.noFade)
                Text("Slides")
                    .transition(reduceMotion ? .opacity : .slide)
            }
            Button("Show") { withAnimation(reduceMotion ? nil : .default) { shown.toggle() } }
        }
    }
}

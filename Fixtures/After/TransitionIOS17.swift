import SwiftUI

/// A custom iOS 17 transition type.
struct TransitionIOS17Tilt: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.rotationEffect(.degrees(phase.isIdentity ? 0 : 8))
    }
}

/// Transitions that only exist on the iOS 17 `Transition` protocol get wrapped in AnyTransition.
struct TransitionIOS17Gallery: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showsPhoto = false

    var body: some View {
        VStack {
            if showsPhoto {
                Image("photo").transition(reduceMotion ? .opacity : AnyTransition(.blurReplace))
                Image("thumb").transition(reduceMotion ? .opacity : AnyTransition(.scale(0.5).combined(with: .opacity)))
                Image("tilt").transition(reduceMotion ? .opacity : AnyTransition(TransitionIOS17Tilt()))
                Image(systemName: "bell").transition(reduceMotion ? .opacity : AnyTransition(.symbolEffect))
            }
        }
    }
}

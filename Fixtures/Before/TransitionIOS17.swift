import SwiftUI

/// A custom iOS 17 transition type.
struct TransitionIOS17Tilt: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.rotationEffect(.degrees(phase.isIdentity ? 0 : 8))
    }
}

/// Transitions that only exist on the iOS 17 `Transition` protocol get wrapped in AnyTransition.
struct TransitionIOS17Gallery: View {
    @State private var showsPhoto = false

    var body: some View {
        VStack {
            if showsPhoto {
                Image("photo").transition(.blurReplace)
                Image("thumb").transition(.scale(0.5).combined(with: .opacity))
                Image("tilt").transition(TransitionIOS17Tilt())
                Image(systemName: "bell").transition(.symbolEffect)
            }
        }
    }
}

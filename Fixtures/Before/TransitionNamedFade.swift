import SwiftUI

extension AnyTransition {
    /// A no-op the app uses to keep a matched-geometry underline in place.
    static let transitionNamedFadeNone = AnyTransition.identity
    static let transitionNamedFadeSoft = AnyTransition.opacity.combined(with: .identity)
    static let transitionNamedFadeRise = AnyTransition.move(edge: .bottom)
}

/// Named transitions are what their definitions are: fades stay, a move is gated. A transition
/// with its own timing fades with that timing.
struct TransitionNamedFadeTabs: View {
    @State private var selected = 0

    var body: some View {
        VStack {
            if selected == 0 { Text("One").transition(.transitionNamedFadeNone) }
            if selected == 1 { Text("Two").transition(.transitionNamedFadeSoft) }
            if selected == 2 { Text("Three").transition(.transitionNamedFadeRise) }
            if selected == 3 { Text("Four").transition(.scale.combined(with: .opacity).animation(.spring().delay(0.2))) }
        }
        .onTapGesture { withAnimation(.easeOut) { selected = (selected + 1) % 4 } }
    }
}

import SwiftUI

/// Fades are safe under Reduce Motion: nothing here changes.
struct TransitionFadeOnlyHint: View {
    @State private var showsHint = false

    var body: some View {
        VStack {
            if showsHint {
                Text("Fade").transition(.opacity)
                Text("None").transition(.identity)
                Text("Both").transition(.opacity.combined(with: .identity))
                Text("Timed").transition(.opacity.animation(.easeIn(duration: 0.2)))
                Text("Asymmetric").transition(.asymmetric(insertion: .opacity, removal: .identity))
            }
        }
    }
}

import SwiftUI

/// A view shown by the host's own state that only plain button code changes, with no animation
/// anywhere around it: it comes and goes at once, so its transition never plays and is left as
/// it is. The same view shown with `withAnimation` slides: its transition becomes a fade.
struct TransitionNeverAnimatedLogin: View {
    @State private var failed = false
    @State private var saved = false

    var body: some View {
        VStack {
            if failed {
                Text("Wrong password")
                    .transition(.move(edge: .top))
            }
            Button("Log in") { failed = true }
            if saved {
                Text("Saved")
                    .transition(.move(edge: .top))
            }
            Button("Save") { withAnimation(.easeOut) { saved = true } }
        }
    }
}

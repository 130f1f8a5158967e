import SwiftUI

/// A toast that slides down from the top and nudges sideways.
struct OffsetAxesToast: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isVisible = false
    @State private var nudge: CGFloat = 12

    var body: some View {
        VStack {
            Text("Saved")
                .offset(y: reduceMotion ? 0 : (isVisible ? 0 : -80))
            Text("Undo")
                .offset(x: reduceMotion ? 0 : nudge)
            Text("Details")
                .offset(x: reduceMotion ? 0 : nudge, y: reduceMotion ? 0 : (isVisible ? 0 : 20))
            Text("Pinned")
                .offset(x: 12, y: -4)
        }
        .onAppear {
            isVisible = true
            nudge = 0
        }
    }
}

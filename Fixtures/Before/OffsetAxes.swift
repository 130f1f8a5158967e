import SwiftUI

/// A toast that slides down from the top and nudges sideways.
struct OffsetAxesToast: View {
    @State private var isVisible = false
    @State private var nudge: CGFloat = 12

    var body: some View {
        VStack {
            Text("Saved")
                .offset(y: isVisible ? 0 : -80)
            Text("Undo")
                .offset(x: nudge)
            Text("Details")
                .offset(x: nudge, y: isVisible ? 0 : 20)
            Text("Pinned")
                .offset(x: 12, y: -4)
        }
        .onAppear {
            isVisible = true
            nudge = 0
        }
    }
}

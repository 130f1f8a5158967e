import SwiftUI

/// Movement whose neutral is not the resting state: values kept, animations gated to nil.
struct RestingNotNeutralHint: View {
    @State private var shown = false
    @State private var bob = false

    var body: some View {
        VStack {
            Text("Swipe up")
                .offset(y: shown ? 20 : 0)
            Image(systemName: "hand.point.up")
                .offset(y: bob ? 30 : 36)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 0.4)) {
                shown = true
            }
            withAnimation(.easeInOut(duration: 1).repeatForever()) {
                bob = true
            }
        }
    }
}

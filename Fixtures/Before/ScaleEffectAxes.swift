import SwiftUI

/// A bar that squashes horizontally when tapped.
struct ScaleEffectAxesBar: View {
    @State private var squash = false

    var body: some View {
        Capsule()
            .frame(width: 120, height: 8)
            .scaleEffect(x: squash ? 0.6 : 1, y: 1, anchor: .leading)
            .scaleEffect(y: squash ? 1.4 : 1)
            .animation(.easeInOut(duration: 0.6).repeatForever(), value: squash)
            .onAppear { squash = true }
    }
}

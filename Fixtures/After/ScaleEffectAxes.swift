import SwiftUI

/// A bar that settles from a squashed shape once it appears.
struct ScaleEffectAxesBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var squash = false

    var body: some View {
        Capsule()
            .frame(width: 120, height: 8)
            .scaleEffect(x: reduceMotion ? 1 : (squash ? 1 : 0.6), y: 1, anchor: .leading)
            .scaleEffect(y: reduceMotion ? 1 : (squash ? 1 : 1.4))
            .onAppear { squash = true }
    }
}

import SwiftUI

/// A bar that squashes horizontally when tapped.
struct ScaleEffectAxesBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var squash = false

    var body: some View {
        Capsule()
            .frame(width: 120, height: 8)
            .scaleEffect(x: reduceMotion ? 1 : (squash ? 0.6 : 1), y: 1, anchor: .leading)
            .scaleEffect(y: reduceMotion ? 1 : (squash ? 1.4 : 1))
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.6).repeatForever(), value: squash)
            .onAppear { squash = true }
    }
}

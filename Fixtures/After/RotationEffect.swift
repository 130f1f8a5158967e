import SwiftUI

/// A refresh icon that spins while loading.
struct RotationEffectSpinner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var angle: Double = 0

    var body: some View {
        Image(systemName: "arrow.clockwise")
            .rotationEffect(reduceMotion ? .zero : .degrees(angle), anchor: .center)
            .rotationEffect(.degrees(90))
            .animation(reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false), value: angle)
            .onAppear { angle = 360 }
    }
}

import SwiftUI

/// A refresh icon that spins while loading.
struct RotationEffectSpinner: View {
    @State private var angle: Double = 0

    var body: some View {
        Image(systemName: "arrow.clockwise")
            .rotationEffect(.degrees(angle), anchor: .center)
            .rotationEffect(.degrees(90))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: angle)
            .onAppear { angle = 360 }
    }
}

import SwiftUI

/// A refresh icon that turns upright once it appears.
struct RotationEffectSpinner: View {
    @State private var angle: Double = -90

    var body: some View {
        Image(systemName: "arrow.clockwise")
            .rotationEffect(.degrees(angle), anchor: .center)
            .rotationEffect(.degrees(90))
            .onAppear { withAnimation(.easeOut) { angle = 0 } }
    }
}

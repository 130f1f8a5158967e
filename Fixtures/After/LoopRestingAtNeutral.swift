import SwiftUI

/// A pulse whose loop ends at the neutral scale: the loop is turned off and the value kept, and a
/// second run (which sees the loop already gated) decides the same way.
struct LoopRestingAtNeutralPulse: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pulsing = false

    var body: some View {
        Circle()
            .scaleEffect(reduceMotion ? 1 : (pulsing ? 1 : 0.9))
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(), value: pulsing)
            .onAppear { pulsing = true }
    }
}

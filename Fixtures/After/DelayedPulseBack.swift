import SwiftUI

/// A pulse: the button grows, then shrinks back after half a second. Under Reduce Motion the
/// scale is held at rest, so the button never leaves it (keeping the delay would make the button
/// jump out and back). A banner that slides in and away after a delay keeps its timing.
struct DelayedPulseBackButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var scale = 1.0
    @State private var bannerOffset = -80.0

    var body: some View {
        VStack {
            Text("Banner").offset(y: bannerOffset)
            Button("Submit") { pulse() }
                .scaleEffect(reduceMotion ? 1 : scale)
        }
    }

    func pulse() {
        withAnimation(.linear(duration: 0.5)) {
            scale = 1.35
        }
        withAnimation(.linear(duration: 0.5).delay(0.5)) {
            scale = 1.0
        }
        withAnimation(reduceMotion ? nil : .easeOut) {
            bannerOffset = 0
        }
        withAnimation(reduceMotion ? .linear(duration: 0).delay(2) : .easeIn.delay(2)) {
            bannerOffset = -80.0
        }
    }
}

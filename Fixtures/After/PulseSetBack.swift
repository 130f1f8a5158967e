import SwiftUI

/// A state set by a click and set back once its animation ends is a pulse, not a lasting state:
/// its zoom is held at rest under Reduce Motion, and the animations, which then only fade the
/// icon out and back in, stay.
struct PulseSetBackIcon: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var launching = false

    var body: some View {
        Image(systemName: "app")
            .scaleEffect(reduceMotion ? 1 : (launching ? 2 : 1))
            .opacity(launching ? 0 : 1)
            .onTapGesture(count: 2) { launch() }
    }

    private func launch() {
        withAnimation(.easeIn(duration: 0.25)) {
            launching = true
        } completion: {
            withAnimation(.easeOut(duration: 0.1)) {
                launching = false
            }
        }
    }
}

/// Set back to a size that is not the neutral one, the value rests away from it: it is kept, and
/// the animations that still zoom it are turned off.
struct PulseSetBackShrink: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var zoom: CGFloat = 0.9

    var body: some View {
        Circle()
            .scaleEffect(zoom)
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .easeIn(duration: 0.2)) {
                    zoom = 1.2
                } completion: {
                    withAnimation(reduceMotion ? nil : .easeOut(duration: 0.2)) {
                        zoom = 0.9
                    }
                }
            }
    }
}

import SwiftUI

enum SpringInTernaryMotion {
    static let pop = Animation.spring(response: 0.3, dampingFraction: 0.6)
    static let shimmer = Animation.linear(duration: 1.2).repeatForever(autoreverses: false)
    static let fade = Animation.easeOut(duration: 0.2)
}

/// Animations chosen by a ternary (or `??`). The choice is a spring when a branch is one, and
/// repeats when a branch repeats, whether the branch is written out or named: the whole choice
/// is gated, in parentheses. A choice between plain curves is left alone.
struct SpringInTernaryCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let customAnimation: Animation?
    @State private var pressed = false
    @State private var expanded = false
    @State private var loading = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Press me")
                .scaleEffect(pressed ? 0.96 : 1)
                .animation(reduceMotion ? nil : (pressed ? .spring() : nil), value: pressed)
                .onTapGesture { pressed.toggle() }
            Text("Details")
                .offset(y: expanded ? 0 : 24)
                .animation(reduceMotion ? nil : (expanded ? SpringInTernaryMotion.pop : SpringInTernaryMotion.fade), value: expanded)
            Text("More")
                .offset(x: expanded ? 0 : -16)
                .animation(reduceMotion ? nil : (customAnimation ?? SpringInTernaryMotion.pop), value: expanded)
            // Resized by the button's transaction: the chains above have their own animations.
            Rectangle()
                .frame(height: expanded ? 120 : 40)
            Image(systemName: "arrow.triangle.2.circlepath")
                .rotationEffect(reduceMotion ? .zero : .degrees(loading ? 360 : 0))
                .animation(reduceMotion ? nil : (loading ? .linear(duration: 1).repeatForever(autoreverses: false) : .default), value: loading)
            Capsule()
                .frame(width: 80, height: 6)
                .opacity(loading ? 0.4 : 1)
                .animation(loading ? SpringInTernaryMotion.shimmer : nil, value: loading)
            Button(expanded ? "Less" : "More") {
                withAnimation(reduceMotion ? nil : (expanded ? .bouncy : .easeOut)) { expanded.toggle() }
            }
            Button(loading ? "Stop" : "Load") {
                withAnimation(loading ? .easeOut : nil) { loading.toggle() }
            }
        }
        .onAppear { loading = true }
    }
}

/// A choice whose other branch is `.none` (`Optional<Animation>.none`): nested in the gate, the
/// inner choice is typed `Animation`, so its `.none` becomes `nil`.
struct SpringInTernaryToggle: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var animated = true
    @State private var open = false

    var body: some View {
        Text("Panel")
            .offset(y: open ? 0 : 40)
            .animation(reduceMotion ? nil : (animated ? .spring() : nil), value: open)
            .onTapGesture { open.toggle() }
    }
}

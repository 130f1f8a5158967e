import SwiftUI

/// A custom transition: its modifiers play only where `.transition(Spin())` inserts a view, and
/// that use becomes a fade under Reduce Motion, so its rotation and scale are left as they are.
@available(iOS 17.0, macOS 14.0, *)
struct Spin: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .rotationEffect(.degrees(phase == .willAppear ? 360 : 0))
    }
}

@available(iOS 17.0, macOS 14.0, *)
struct SpinningBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("New")
                    .transition(reduceMotion ? .opacity : AnyTransition(Spin()))
            }
            Button("Show") {
                withAnimation(reduceMotion ? nil : .default) { shown.toggle() }
            }
        }
    }
}

/// An `AnimatableModifier` is a view modifier: it reads the setting itself.
struct Tilt: AnimatableModifier {
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(angle))
    }
}

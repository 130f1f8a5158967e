import SwiftUI

/// Positive controls: movement whose neutral is a branch and the resting state is still fixed.
struct EntranceRestingCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false
    @State private var pulse = false

    var body: some View {
        VStack {
            Text("Welcome")
                .offset(y: reduceMotion ? 0 : (shown ? 0 : 30))
                .opacity(shown ? 1 : 0)
            Circle()
                .frame(width: 16, height: 16)
                .scaleEffect(reduceMotion ? 1 : (pulse ? 1.1 : 1))
        }
        .onAppear {
            withAnimation(.spring()) {
                shown = true
            }
            withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever()) {
                pulse = true
            }
        }
    }
}

/// Press feedback: the pressed state lasts only while the finger is down, so it is motion.
struct EntranceRestingPressStyle: ButtonStyle {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(reduceMotion ? nil : .easeOut(duration: 0.1), value: configuration.isPressed)
    }
}

import SwiftUI

/// A button style is a host: press feedback is gated.
struct ButtonStyleHostPress: ButtonStyle {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(reduceMotion ? nil : .snappy, value: configuration.isPressed)
    }
}

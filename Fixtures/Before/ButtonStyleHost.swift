import SwiftUI

/// A button style is a host: press feedback is gated.
struct ButtonStyleHostPress: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.snappy, value: configuration.isPressed)
    }
}

import SwiftUI

/// A ViewModifier is a host: it gets the property.
struct ViewModifierHostShake: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let trigger: Int

    func body(content: Content) -> some View {
        content
            .offset(x: trigger % 2 == 0 ? 0 : 6)
            .animation(reduceMotion ? nil : .interpolatingSpring(stiffness: 300, damping: 8), value: trigger)
    }
}

import SwiftUI

/// A toggle style is a host. The check mark fades (kept: it shows the state) and pops (gated).
struct ToggleStyleHostCheckbox: ToggleStyle {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .stroke(lineWidth: 2)
                .frame(width: 22, height: 22)
                .overlay(
                    Image(systemName: "checkmark")
                        .opacity(configuration.isOn ? 1 : 0)
                        .scaleEffect(configuration.isOn ? 1 : 0.4)
                )
                .animation(reduceMotion ? nil : .snappy, value: configuration.isOn)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

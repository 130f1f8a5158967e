import SwiftUI

/// Toggles whose bindings animate their changes.
struct BindingAnimationSettings: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var compact = false
    @State private var showsGrid = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact.animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring()))
            Toggle("Grid", isOn: $showsGrid.animation(reduceMotion ? .easeInOut(duration: 0.15) : .default))
        }
    }
}

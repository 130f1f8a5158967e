import SwiftUI

/// Toggles whose bindings animate their changes.
struct BindingAnimationSettings: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var compact = false
    @State private var showsGrid = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact.animation(reduceMotion ? nil : .spring()))
            Toggle("Grid", isOn: $showsGrid.animation(reduceMotion ? nil : .default))
            if showsGrid { Text("Grid") }
        }
        .padding(compact ? 4 : 12)
    }
}

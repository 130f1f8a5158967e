import SwiftUI

/// Toggles whose bindings animate their changes.
struct BindingAnimationSettings: View {
    @State private var compact = false
    @State private var showsGrid = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact.animation(.spring()))
            Toggle("Grid", isOn: $showsGrid.animation())
            if showsGrid { Text("Grid") }
        }
        .padding(compact ? 4 : 12)
    }
}

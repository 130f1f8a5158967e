import SwiftUI

/// A view with a nested view: each gets its own property.
struct NestedTypesList: View {
    @State private var editing = false

    var body: some View {
        VStack {
            Row(editing: editing)
            Text("Done").scaleEffect(editing ? 1 : 0.9)
        }
        .onAppear { editing = true }
    }

    struct Row: View {
        let editing: Bool

        var body: some View {
            Text("Row").offset(x: editing ? 0 : 24)
        }
    }
}

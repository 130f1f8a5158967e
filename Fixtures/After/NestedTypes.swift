import SwiftUI

/// A view with a nested view: each gets its own property.
struct NestedTypesList: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var editing = false

    var body: some View {
        VStack {
            Row(editing: editing)
            Text("Done").scaleEffect(reduceMotion ? 1 : (editing ? 1 : 0.9))
        }
        .onAppear { editing = true }
    }

    struct Row: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let editing: Bool

        var body: some View {
            Text("Row").offset(x: reduceMotion ? 0 : (editing ? 0 : 24))
        }
    }
}

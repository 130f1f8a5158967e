import SwiftUI

/// A badge that pops when a count changes.
struct ScaleEffectScalarBadge: View {
    let count: Int
    @State private var popped = false

    var body: some View {
        Text("\(count)")
            .padding(6)
            .scaleEffect(popped ? 1 : 1.3, anchor: .bottomTrailing)
            .scaleEffect(0.9)
            .onAppear { popped = true }
    }
}

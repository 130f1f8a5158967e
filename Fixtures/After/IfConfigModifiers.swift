import SwiftUI

/// Modifiers inside `#if` blocks, including a chain broken by one.
struct IfConfigModifiersPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var open = false

    var body: some View {
        VStack {
            Text("Panel")
            #if os(iOS)
                .offset(y: reduceMotion ? 0 : (open ? 0 : 200))
            #else
                .offset(x: reduceMotion ? 0 : (open ? 0 : 200))
            #endif
                .animation(.spring(), value: open)
            #if os(iOS)
            Text("Footer").transition(reduceMotion ? .opacity : .move(edge: .bottom))
            #endif
        }
        .onAppear { open = true }
    }
}

import SwiftUI

/// Modifiers inside `#if` blocks, including a chain broken by one.
struct IfConfigModifiersPanel: View {
    @State private var open = false

    var body: some View {
        VStack {
            Text("Panel")
            #if os(iOS)
                .offset(y: open ? 0 : 200)
            #else
                .offset(x: open ? 0 : 200)
            #endif
                .animation(.spring(), value: open)
            #if os(iOS)
            Text("Footer").transition(.move(edge: .bottom))
            #endif
        }
        .onAppear { open = true }
    }
}

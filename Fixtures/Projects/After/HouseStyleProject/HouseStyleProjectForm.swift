import SwiftUI

/// This file writes every property wrapper with the attribute on a line of its own. It has no
/// motion and is left alone, but it is the project's evidence for the other files.
struct HouseStyleProjectForm: View {
    @Environment(\.dismiss)
    private var dismiss
    @Binding
    var isPresented: Bool
    @State
    private var name = "Ada"

    var body: some View {
        VStack {
            Text(name)
            Button("Close") {
                isPresented = false
                dismiss()
            }
        }
    }
}

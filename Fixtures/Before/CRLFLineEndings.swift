import SwiftUI

/// A file with Windows line endings keeps them.
struct CRLFLineEndingsBadge: View {
    @State private var shown = false

    var body: some View {
        Text("New")
            .scaleEffect(shown ? 1 : 0.5)
            .animation(.bouncy, value: shown)
            .onAppear { shown = true }
    }
}

import SwiftUI

/// A file with Windows line endings keeps them.
struct CRLFLineEndingsBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false

    var body: some View {
        Text("New")
            .scaleEffect(reduceMotion ? 1 : (shown ? 1 : 0.5))
            .animation(.bouncy, value: shown)
            .onAppear { shown = true }
    }
}

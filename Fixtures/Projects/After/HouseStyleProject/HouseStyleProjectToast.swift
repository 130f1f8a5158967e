import SwiftUI

/// This file's own evidence (one wrapper on one line) wins over the project's two-line style.
struct HouseStyleProjectToast: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        Text("Copied")
            .scaleEffect(reduceMotion ? 1 : (isShown ? 1 : 0.8))
            .onAppear {
                withAnimation(.bouncy) { isShown = true }
            }
    }
}

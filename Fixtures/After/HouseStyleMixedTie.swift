import SwiftUI

/// One wrapper on two lines, one on one line: a tie keeps the one-line form.
struct HouseStyleMixedTieSheet: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dismiss)
    private var dismiss
    @State private var isShown = false

    var body: some View {
        Button("Done") { dismiss() }
            .offset(y: reduceMotion ? 0 : (isShown ? 0 : 40))
            .onAppear {
                withAnimation(.spring()) { isShown = true }
            }
    }
}

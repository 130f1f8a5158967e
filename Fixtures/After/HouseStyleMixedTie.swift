import SwiftUI

/// One wrapper on two lines, one on one line: a tie keeps the one-line form.
struct HouseStyleMixedTieSheet: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @AppStorage("seen")
    private var seen = false
    @State private var isShown = false

    var body: some View {
        Button("Done") { seen = true }
            .offset(y: reduceMotion ? 0 : (isShown ? 0 : 40))
            .onAppear {
                withAnimation(.spring()) { isShown = true }
            }
    }
}

import SwiftUI

/// A wrapper with arguments on two lines, a plain one on one line: the one with arguments decides,
/// as the inserted property is one too (two lines).
struct HouseStyleMixedTieSheet: View {
    @Environment(\.accessibilityReduceMotion)
    private var reduceMotion
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

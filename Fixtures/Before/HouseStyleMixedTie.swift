import SwiftUI

/// A wrapper with arguments on two lines, a plain one on one line: the one with arguments decides,
/// as the inserted property is one too (two lines).
struct HouseStyleMixedTieSheet: View {
    @AppStorage("seen")
    private var seen = false
    @State private var isShown = false

    var body: some View {
        Button("Done") { seen = true }
            .offset(y: isShown ? 0 : 40)
            .onAppear {
                withAnimation(.spring()) { isShown = true }
            }
    }
}

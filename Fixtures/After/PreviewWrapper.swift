import SwiftUI

/// A view that only previews create, and says so by its name: skipped like previews.
struct PreviewWrapperForCard: View {
    @State private var shown = false

    var body: some View {
        Text("Card")
            .offset(y: shown ? 0 : 40)
            .onAppear { withAnimation(.spring()) { shown = true } }
    }
}

struct PreviewWrapperCard_Previews: PreviewProvider {
    static var previews: some View {
        PreviewWrapperForCard()
    }
}

import SwiftUI

/// An animation of no duration, written to make a change instant (a jump back to the first
/// page): shorter than a frame, so the change is already instant and it is left as it is.
struct ShorterThanAFrameCarousel: View {
    @State private var page = 0

    var body: some View {
        VStack {
            Text("Page \(page + 1)")
            Button("Next") { page += 1 }
            Button("Back to the start") {
                withAnimation(.linear(duration: 0)) { page = 0 }
            }
        }
    }
}

import SwiftUI

/// A side bar parked off screen while hidden: neutralising the offset would park it on screen,
/// so the value is kept and its spring is gated to nil.
struct HiddenOffscreenSidebarLayout: View {
    @State private var showing = false

    var body: some View {
        ZStack(alignment: .leading) {
            VStack {
                Button("Filters") {
                    showing.toggle()
                }
                Text("Results")
            }
            VStack(alignment: .leading) {
                Text("Price")
                Text("Rating")
            }
            .frame(width: 300)
            .background(Color.white)
            .offset(x: showing ? 0 : -300)
            .animation(.spring(response: 0.35, dampingFraction: 0.85), value: showing)
        }
    }
}

import SwiftUI

struct PreviewsSkippedCard: View {
    var body: some View {
        Text("Card")
    }
}

/// Preview code is skipped silently.
struct PreviewsSkippedCard_Previews: PreviewProvider {
    static var previews: some View {
        PreviewsSkippedCard()
            .offset(y: CGFloat(Int.random(in: 0...4)))
            .animation(.spring(), value: 1)
    }
}

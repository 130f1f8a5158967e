import SwiftUI

/// A card that flips around its vertical axis into place once it appears.
struct Rotation3DEffectCard: View {
    @State private var flipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .rotation3DEffect(.degrees(flipped ? 0 : 180), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
            .onAppear { flipped = true }
    }
}

import SwiftUI

/// A card that flips around its vertical axis into place once it appears.
struct Rotation3DEffectCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var flipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .rotation3DEffect(reduceMotion ? .zero : .degrees(flipped ? 0 : 180), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
            .onAppear { flipped = true }
    }
}

import SwiftUI

/// A card that follows the finger through a spring in `onChanged` (smoothing, not motion of its
/// own: left alone) and springs back on release (turned off: the offset is kept).
struct FingerSmoothingCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var drag: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .offset(drag)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        withAnimation(.interactiveSpring()) { drag = value.translation }
                    }
                    .onEnded { _ in
                        withAnimation(reduceMotion ? nil : .spring()) { drag = .zero }
                    }
            )
    }
}

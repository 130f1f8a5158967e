import SwiftUI

/// A card that follows the finger through a spring in `onChanged` (smoothing, not motion of its
/// own: left alone) and springs back on release (turned off: the offset is kept).
struct FingerSmoothingCard: View {
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
                        withAnimation(.spring()) { drag = .zero }
                    }
            )
    }
}

/// The same smoothing in a method that only `onChanged` calls: left alone too.
struct FingerSmoothingKnob: View {
    @State private var value = 0.0

    var body: some View {
        Circle()
            .offset(x: value * 200)
            .gesture(
                DragGesture()
                    .onChanged { drag in
                        update(to: drag.translation.width)
                    }
            )
    }

    private func update(to width: CGFloat) {
        withAnimation(.interactiveSpring()) {
            value = max(0, min(1, width / 200))
        }
    }
}

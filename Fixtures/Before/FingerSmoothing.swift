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

/// `.animation(_, value:)` of a value only a rotation's `onChanged` writes smooths the finger:
/// left alone. A hover that sets its value back when the pointer leaves springs on its own: off.
struct FingerSmoothingGear: View {
    @State private var degrees = 0.0
    @State private var pointer: CGFloat = 0

    var body: some View {
        VStack {
            Image(systemName: "gear")
                .rotationEffect(.degrees(degrees))
                .animation(.spring(), value: degrees)
                .gesture(
                    DragGesture()
                        .onChanged { value in degrees = Double(value.translation.width) }
                )
            Text("Tilt")
                .offset(x: pointer)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location): pointer = location.x / 10
                    case .ended: pointer = 0
                    }
                }
                .animation(.spring(), value: pointer)
        }
    }
}

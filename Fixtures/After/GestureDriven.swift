import SwiftUI

/// Values that follow a finger keep their value; the snap-back spring is gated.
struct GestureDrivenSheet: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @GestureState private var pressOffset: CGSize = .zero
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .offset(pressOffset)
            .offset(y: dragOffset.height)
            .gesture(
                DragGesture()
                    .updating($pressOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onChanged { value in
                        dragOffset = value.translation
                    }
                    .onEnded { _ in
                        withAnimation(reduceMotion ? nil : .spring(response: 0.3, dampingFraction: 0.8)) {
                            dragOffset = .zero
                        }
                    }
            )
    }
}

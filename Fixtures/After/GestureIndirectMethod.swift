import SwiftUI

/// Offsets assigned in methods that the gestures call: direct manipulation, kept.
/// The release springs drive the kept offsets, so they are gated to nil.
struct GestureIndirectMethodCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(width: 200, height: 120)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged(onDrag(value:))
                    .onEnded { _ in
                        withAnimation(reduceMotion ? nil : .spring()) {
                            dragOffset = .zero
                        }
                    }
            )
    }

    private func onDrag(value: DragGesture.Value) {
        dragOffset = value.translation
    }
}

/// Rows that can be swiped, each through a method that takes the row's index.
struct GestureIndirectMethodList: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var swipes: [CGFloat] = [0, 0, 0]

    var body: some View {
        VStack {
            ForEach(0..<3) { i in
                Text("Row \(i)")
                    .offset(x: swipes[i])
                    .gesture(
                        DragGesture()
                            .onChanged { onChanged(value: $0, index: i) }
                            .onEnded { _ in
                                withAnimation(reduceMotion ? nil : .spring(response: 0.3, dampingFraction: 0.8)) {
                                    swipes[i] = 0
                                }
                            }
                    )
            }
        }
    }

    private func onChanged(value: DragGesture.Value, index: Int) {
        swipes[index] = value.translation.width
    }
}

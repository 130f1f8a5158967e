import SwiftUI

/// A custom slider: the thumb follows the finger (value kept) and snaps to a quarter on release
/// (the snap animation is gated to nil).
struct InformationSliderThumbTrack: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var value: Double
    private let thumb: CGFloat = 28

    var body: some View {
        GeometryReader { geo in
            let w = geo.size.width
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.gray)
                    .frame(height: 4)
                Circle()
                    .fill(.white)
                    .frame(width: thumb, height: thumb)
                    .offset(x: (w - thumb) * value)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { drag in
                                value = min(max(0, Double(drag.location.x / w)), 1)
                            }
                            .onEnded { _ in
                                withAnimation(reduceMotion ? nil : .snappy) {
                                    value = (value * 4).rounded() / 4
                                }
                            }
                    )
            }
        }
        .frame(height: thumb)
    }
}

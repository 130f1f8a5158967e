import SwiftUI

/// A rotation set by a slider: direct manipulation, kept. The reset spring drives it, so it is
/// gated to nil.
struct GestureSliderBindingDial: View {
    @State private var angle = 0.0

    var body: some View {
        VStack {
            Image(systemName: "location.north.fill")
                .rotationEffect(.degrees(angle))
            Slider(value: $angle, in: 0...360)
            Button("Reset") {
                withAnimation(.spring()) {
                    angle = 0
                }
            }
        }
    }
}

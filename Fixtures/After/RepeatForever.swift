import SwiftUI

/// A pulsing dot and a spinning ring that loop forever.
struct RepeatForeverLoader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pulsing = false
    @State private var spinning = false

    var body: some View {
        ZStack {
            Circle()
                .opacity(pulsing ? 0.3 : 1)
                .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: pulsing)
            Circle()
                .stroke(Color.blue, lineWidth: 3)
                .rotationEffect(reduceMotion ? .zero : .degrees(spinning ? 360 : 0))
        }
        .onAppear {
            pulsing = true
            withAnimation(reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false)) {
                spinning = true
            }
        }
    }
}

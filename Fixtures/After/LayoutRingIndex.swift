import SwiftUI

/// Four dots spread round a ring by their index: layout. The ring's entrance is motion.
struct LayoutRingIndexDial: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var appeared = false

    var body: some View {
        ZStack {
            ForEach(0..<4) { i in
                Circle()
                    .frame(width: 12, height: 12)
                    .offset(y: -60)
                    .rotationEffect(.degrees(Double(i) * -90))
            }
        }
        .frame(width: 140, height: 140)
        .scaleEffect(reduceMotion ? 1 : (appeared ? 1 : 0.6))
        .opacity(appeared ? 1 : 0)
        .onAppear {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                appeared = true
            }
        }
    }
}

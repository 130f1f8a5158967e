import Foundation
import SwiftUI

/// Three loops that were misread. A repeating timer that moves a dot to a place computed from
/// the measured size is a timer's loop, not a measurement: its work is skipped. `value: UUID()` is
/// new at every update, so the loop animates every change of its chain: it is turned off. A loop
/// that toggles a ripple (declared `true`) towards invisible while resizing its frame cannot be
/// turned off (the ripple would stay invisible) nor stopped at a modifier: a person decides.
struct LoopsEasyToMisreadDots: View {
    @State private var hop: CGFloat = 0

    var body: some View {
        GeometryReader { geo in
            Circle()
                .frame(width: 10, height: 10)
                .offset(x: hop)
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                        withAnimation(.easeInOut(duration: 0.3)) {
                            hop = hop == 0 ? geo.size.width / 2 : 0
                        }
                    }
                }
        }
    }
}

struct LoopsEasyToMisreadFlip: View {
    @State private var flipped = false

    var body: some View {
        Rectangle()
            .frame(width: 120, height: 120)
            .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 1, y: 0, z: 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: UUID())
            .onAppear { flipped = true }
    }
}

struct LoopsEasyToMisreadRipple: View {
    @State private var animating = true

    var body: some View {
        Circle()
            .frame(width: animating ? 100 : 500, height: animating ? 100 : 500)
            .opacity(animating ? 1 : 0)
            .onAppear {
                withAnimation(.easeInOut(duration: 2.5).repeatForever(autoreverses: false)) {
                    animating.toggle()
                }
            }
    }
}

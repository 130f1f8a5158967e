import SwiftUI

/// Text that slides from 300 pt left to 300 pt right for ever: turned off, it would stop at an
/// end, off screen. It passes through its rest, so it is pinned there.
struct LoopSwingsAcrossRestBanner: View {
    @State private var slide: CGFloat = -300

    var body: some View {
        Text("Hello")
            .offset(x: slide)
            .onAppear {
                withAnimation(.easeInOut(duration: 1.5).repeatForever(autoreverses: true)) { slide = 300 }
            }
    }
}

/// A pendulum swinging from -20° to 20°: pinned upright.
struct LoopSwingsAcrossRestPendulum: View {
    @State private var swing = false

    var body: some View {
        Capsule()
            .frame(width: 4, height: 80)
            .rotationEffect(.degrees(swing ? 20 : -20), anchor: .top)
            .onAppear { swing = true }
            .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: swing)
    }
}

/// Two petals that open and close with one state make a drawing: pinned at 0 they would
/// collapse into one spot, so their values are kept and the loop is turned off.
struct LoopSwingsAcrossRestFlower: View {
    @State private var open = false

    var body: some View {
        ZStack {
            Circle().frame(width: 40, height: 40).offset(x: open ? 30 : -30)
            Circle().frame(width: 40, height: 40).offset(x: open ? -30 : 30)
        }
        .onAppear { open = true }
        .animation(.easeInOut(duration: 2).repeatForever(autoreverses: true), value: open)
    }
}

import SwiftUI

/// A ripple: an endless loop that grows a ring and fades it to 0. Gating the loop to nil would
/// stop it on the invisible end frame, so the loop stays, its growth is stopped at the scale,
/// and the fade is kept.
struct HiddenLoopOpacityBeacon: View {
    @State private var on = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 2)
                .frame(width: 40, height: 40)
                .scaleEffect(on ? 2 : 1)
                .opacity(on ? 0 : 1)
            Circle()
                .frame(width: 12, height: 12)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 1.2).repeatForever(autoreverses: false)) {
                on = true
            }
        }
    }
}

import Foundation
import SwiftUI

/// Timers that flip a value back and forth (an endless loop: pinned at the neutral), step it
/// (a progress: kept), step it up and down (an oscillation: left for a person), or show and hide a
/// view with a scale of 0 (kept: the neutral would show it).
struct TimerLoopsLoader: View {
    @State private var xOffset: CGFloat = 0
    @State private var travelled: CGFloat = 0
    @State private var burst = false
    @State private var bob: CGFloat = 0
    let moveOffset: CGFloat = 15

    var body: some View {
        VStack {
            Circle()
                .offset(x: xOffset)
            Circle()
                .offset(x: travelled)
            Circle()
                .scaleEffect(burst ? 1 : 0)
            Circle()
                .offset(y: bob)
                .animation(.easeInOut(duration: 0.5), value: bob)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                withAnimation(.easeInOut(duration: 0.5)) {
                    xOffset = xOffset == moveOffset ? -moveOffset : moveOffset
                    travelled += 4
                    burst.toggle()
                }
                bob += bob > 0 ? -8 : 8
            }
        }
    }
}

import Foundation
import SwiftUI

/// Timers that flip a value back and forth (an endless loop: pinned at the neutral), step it
/// (a progress: kept), or show and hide a view with a scale of 0 (kept: the neutral would show it).
struct TimerLoopsLoader: View {
    @State private var xOffset: CGFloat = 0
    @State private var travelled: CGFloat = 0
    @State private var burst = false
    let moveOffset: CGFloat = 15

    var body: some View {
        VStack {
            Circle()
                .offset(x: xOffset)
            Circle()
                .offset(x: travelled)
            Circle()
                .scaleEffect(burst ? 1 : 0)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                withAnimation(.easeInOut(duration: 0.5)) {
                    xOffset = xOffset == moveOffset ? -moveOffset : moveOffset
                    travelled += 4
                    burst.toggle()
                }
            }
        }
    }
}

import Foundation
import SwiftUI

/// A loader whose bars a timer flips between two heights, and a progress a timer steps: the flip
/// is stopped at the neutral height; the progress is information and keeps its value.
struct TimerBlinkLoader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var tall = false
    @State private var progress: CGFloat = 0

    var body: some View {
        VStack {
            Capsule()
                .scaleEffect(y: reduceMotion ? 1 : (tall ? 1 : 0.4))
                .animation(.easeInOut(duration: 0.4), value: tall)
            Capsule()
                .scaleEffect(x: progress, anchor: .leading)
                .animation(reduceMotion ? nil : .linear(duration: 0.4), value: progress)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { _ in
                tall.toggle()
                progress = min(1, progress + 0.1)
            }
        }
    }
}

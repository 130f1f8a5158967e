import Foundation
import SwiftUI

/// A loader whose bar a timer flips between two heights, an arrow it bobs between two offsets, and
/// a progress it steps: the flips are stopped at the neutral (the bob flagged for review, having
/// no branch at rest); the progress is information and keeps its value.
struct TimerBlinkLoader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var tall = false
    @State private var progress: CGFloat = 0

    var body: some View {
        VStack {
            Capsule()
                .scaleEffect(y: reduceMotion ? 1 : (tall ? 1 : 0.4))
                .animation(.easeInOut(duration: 0.4), value: tall)
            Image(systemName: "arrow.down")
                .offset(y: tall ? 6 : -6)
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

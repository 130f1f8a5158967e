import SwiftUI

/// A waveform redrawn every frame, and a clock that ticks once a second.
struct TimelineViewAnimationWave: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View {
        VStack {
            TimelineView(.animation(paused: reduceMotion)) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
            TimelineView(.animation(minimumInterval: 0.5, paused: reduceMotion)) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
            TimelineView(.periodic(from: Date(), by: 1)) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
        }
    }
}

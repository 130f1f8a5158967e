import SwiftUI

/// A waveform redrawn every frame, and a clock that ticks once a second.
struct TimelineViewAnimationWave: View {
    var body: some View {
        VStack {
            TimelineView(.animation) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
            TimelineView(.animation(minimumInterval: 0.5)) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
            TimelineView(.periodic(from: Date(), by: 1)) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
        }
    }
}

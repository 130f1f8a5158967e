import SwiftUI

final class InformationTimedFillRecording: ObservableObject {
    @Published var length: TimeInterval = 0
    @Published var isPlaying = false
}

/// A linear animation whose duration comes from the data shows time passing: the fill grows over
/// the recording's length while it plays. Turned off, it would jump to full at once and the
/// recording would look finished, so it is left alone (a manual finding).
struct InformationTimedFillPlayer: View {
    @ObservedObject var recording: InformationTimedFillRecording

    var body: some View {
        ZStack(alignment: .leading) {
            Color.gray
            Color.blue
                .frame(maxWidth: recording.isPlaying ? .infinity : 0)
                .animation(recording.isPlaying ? .linear(duration: recording.length) : nil, value: recording.isPlaying)
        }
        .frame(height: 4)
        .onTapGesture { recording.isPlaying.toggle() }
    }
}

/// A fixed duration is an ordinary curve: the panel still slides open, so it is turned off.
struct InformationTimedFillFixedPanel: View {
    @State private var open = false

    var body: some View {
        Color.blue
            .frame(width: open ? 300 : 100)
            .animation(.linear(duration: 0.4), value: open)
            .onTapGesture { open.toggle() }
    }
}

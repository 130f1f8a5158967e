import SwiftUI

final class InformationProgressBarDownload: ObservableObject {
    @Published var fraction: Double = 0

    func receive(bytes: Int, of total: Int) {
        fraction = Double(bytes) / Double(total)
    }
}

/// Progress read from a model: information. The bar keeps its length; its animation is gated to nil.
struct InformationProgressBarDownloadRow: View {
    @ObservedObject var download: InformationProgressBarDownload

    var body: some View {
        Capsule()
            .fill(.blue)
            .frame(height: 6)
            .scaleEffect(x: download.fraction, anchor: .leading)
            .animation(.easeInOut, value: download.fraction)
    }
}

/// Progress set in a task from loaded data: information too.
struct InformationProgressBarUpload: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        Capsule()
            .fill(.green)
            .frame(height: 6)
            .scaleEffect(x: progress, anchor: .leading)
            .animation(.easeInOut, value: progress)
            .task {
                progress = await loadedFraction()
            }
    }

    private func loadedFraction() async -> CGFloat {
        0.75
    }
}

import SwiftUI
import UIKit

/// A view model whose animated writes insert rows: the rows around them make room.
@MainActor
final class ViewModelRowsMakeRoomStore: ObservableObject {
    @Published var downloads: [String] = []
    @Published var newResultsCount = 0

    /// Derived from `downloads`, and what the list shows.
    var groupedDownloads: [String] { downloads.sorted() }

    // Shown through a computed property in a `ForEach`: rows slide.
    func refresh(with names: [String]) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut(duration: 0.3)) {
            downloads = names
        }
    }

    // Read in an `if` that inserts a row in the list: the rows below slide.
    func receive(_ count: Int) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) {
            newResultsCount += count
        }
    }
}

struct ViewModelRowsMakeRoomList: View {
    @ObservedObject var store: ViewModelRowsMakeRoomStore

    var body: some View {
        List {
            if store.newResultsCount > 0 {
                Text("Show \(store.newResultsCount) new results")
            }
            ForEach(store.groupedDownloads, id: \.self) { name in
                Text(name)
            }
        }
    }
}

import SwiftUI

/// A view model cannot read the environment: its animation is reported, not changed.
final class ViewModelSiteStore: ObservableObject {
    @Published var items: [String] = []

    func add(_ item: String) {
        withAnimation(.spring()) {
            items.append(item)
        }
    }
}

import SwiftUI

/// The `animation(_:)` form without `value:` on an Equatable view.
struct SpringWithoutValueTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .animation(.spring())
    }
}

import SwiftUI

/// The `animation(_:)` form without `value:` on an Equatable view.
struct SpringWithoutValueTitle: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let title: String

    var body: some View {
        Text(title)
            .animation(reduceMotion ? nil : .spring())
    }
}

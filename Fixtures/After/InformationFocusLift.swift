import SwiftUI

/// A tvOS-style card lifted while focused: focus is information, so the scale is kept and the
/// spring is gated to nil.
struct InformationFocusLiftCard: View {
    @Environment(\.isFocused) private var isFocused
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 240, height: 135)
            .scaleEffect(isFocused ? 1.2 : 1)
            .shadow(radius: isFocused ? 20 : 0)
            .animation(reduceMotion ? nil : .spring(), value: isFocused)
    }
}

/// The same lift driven by a `@FocusState`.
struct InformationFocusLiftSearch: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @FocusState private var searchFocused: Bool

    var body: some View {
        Text("Search")
            .focusable()
            .focused($searchFocused)
            .scaleEffect(searchFocused ? 1.1 : 1)
            .animation(reduceMotion ? nil : .spring(response: 0.3, dampingFraction: 0.7), value: searchFocused)
    }
}

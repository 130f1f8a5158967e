import SwiftUI

/// The body opens with a blank line after `{`: the property goes after it, so the body still does.
struct HouseStyleBlankLineAfterBraceCard: View {

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isFlipped = false

    var body: some View {
        Text("Card")
            .rotationEffect(.degrees(isFlipped ? 180 : 0))
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .snappy) { isFlipped.toggle() }
            }
    }

}

enum HouseStyleBlankLineAfterBraceParts {

    /// Shows a badge that settles once it appears.
    struct Row: View {
        @State private var arrived = false

        var body: some View {
            Badge(isNew: arrived)
                .onAppear { arrived = true }
        }
    }

    /// A nested host whose body opens with a blank line (with trailing spaces) after a comment on its `{` line.
    struct Badge: View { // shown on new items
    
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let isNew: Bool

        var body: some View {
            Circle()
                .scaleEffect(reduceMotion ? 1 : (isNew ? 1 : 1.2))
        }
    }
}

import SwiftUI

/// Disclosure chevrons and a mirrored arrow show state: their values are kept.
struct MeaningfulStateSection: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isExpanded = false
    @State private var showsReplies = false
    let pointsLeft: Bool

    var body: some View {
        VStack {
            Button(action: { isExpanded.toggle() }) {
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    .animation(reduceMotion ? nil : .spring(), value: isExpanded)
            }
            Button("Replies") { showsReplies.toggle() }
            Image(systemName: "chevron.down")
                .rotationEffect(.degrees(showsReplies ? 180 : 0))
            Image(systemName: "arrow.right")
                .scaleEffect(x: pointsLeft ? -1 : 1)
        }
    }
}

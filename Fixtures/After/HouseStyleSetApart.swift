import SwiftUI

/// Every stored property is set apart by a blank line (each with its comment): the inserted
/// property is set apart too, not pressed against the next comment.
struct HouseStyleSetApartBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Whether the badge is shown.
    @State private var isShown = false

    /// How far the badge rises.
    @State private var rise: CGFloat = 12

    var body: some View {
        Text("New")
            .offset(y: reduceMotion ? 0 : (isShown ? 0 : rise))
            .onAppear {
                withAnimation(.spring()) { isShown = true }
            }
    }
}

import SwiftUI

/// A chain's own `.animation(_, value:)` animates that chain only: the dot here only fades, so
/// it is left alone, although the parent moves a view with the same state (with no animation).
struct ChainOwnAnimationDot: View {
    @Binding var isOpened: Bool

    var body: some View {
        Circle()
            .frame(width: 5, height: 5)
            .opacity(isOpened ? 0.8 : 0.2)
            .animation(.smooth, value: isOpened)
    }
}

struct ChainOwnAnimationParent: View {
    @State private var open = false

    var body: some View {
        HStack {
            ChainOwnAnimationDot(isOpened: $open)
            Text("Menu").offset(x: open ? 40 : 0)
        }
        .onTapGesture { open.toggle() }
    }
}

/// `.animation(A) { content in … }` animates only the modifiers in its body: a fade here, while
/// the width set before it changes at once.
struct ChainOwnAnimationCapsule: View {
    @State private var expanded = false

    var body: some View {
        Capsule()
            .frame(width: expanded ? 200 : 120, height: 36)
            .animation(.linear(duration: 0.2)) { content in
                content.opacity(expanded ? 1 : 0.5)
            }
            .onTapGesture { expanded.toggle() }
    }
}

import SwiftUI

/// A card that flies into its detail through `matchedGeometryEffect`. The two views swap in place
/// in a ZStack, which alone would be a crossfade; the matched geometry makes it a flight, so the
/// springs that toggle it are turned off, and the effect, which then no longer flies, is a note.
struct HeroFlightGallery: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                Color.blue
                    .matchedGeometryEffect(id: "card", in: hero)
                    .onTapGesture { withAnimation(reduceMotion ? nil : .spring()) { expanded = false } }
            } else {
                Color.blue
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 80, height: 80)
                    .onTapGesture { withAnimation(reduceMotion ? nil : .spring()) { expanded = true } }
            }
        }
    }
}

/// A view matched in its namespace and always shown (no `if`, `switch` or `isSource:` decides
/// where it is): nothing flies unless the layout itself changes, so it is a note, not a warning.
struct HeroFlightAlwaysShown: View {
    @Namespace private var space

    var body: some View {
        HStack {
            Circle()
                .matchedGeometryEffect(id: "dot", in: space)
            Text("Label")
        }
    }
}

/// Matched views in a computed property, in a view that animates nothing and hands no state to a
/// child: they only swap when the layout itself changes (a rotation). A note.
struct HeroFlightLayoutSwap: View {
    @Namespace private var layoutSpace
    let wide: Bool

    var body: some View {
        if wide {
            HStack { title }
        } else {
            VStack { title }
        }
    }

    private var title: some View {
        Text("Title")
            .matchedGeometryEffect(id: "title", in: layoutSpace)
    }
}

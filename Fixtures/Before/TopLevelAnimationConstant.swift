import SwiftUI

// A file's own animation constants, outside every type: they are resolved like a type's.
private let driftAnimation: Animation = Animation
    .interpolatingSpring(stiffness: 50, damping: 100)
    .speed(0.1)
private let settle = Animation.easeOut(duration: 0.2)

/// The spring slides the card: turned off. The plain curve only fades it: left as it is.
struct DriftingCard: View {
    @State private var drifted = false
    @State private var dimmed = false

    var body: some View {
        Text("Card")
            .offset(x: drifted ? 80 : 0)
            .opacity(dimmed ? 0.5 : 1)
            .onTapGesture {
                withAnimation(driftAnimation) { drifted.toggle() }
                withAnimation(settle) { dimmed.toggle() }
            }
    }
}

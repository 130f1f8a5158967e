import SwiftUI

/// `.animation(A.repeatForever())` with no `value:` animates every state its chain reads. Here the
/// stripe also fades to 0 through the same toggle: turned off, it would stop on its invisible end
/// frame, and its offset has no branch at rest, so the loop is left for a person.
struct LoopFadesWithoutValueStripe: View {
    @State private var flowing = false

    var body: some View {
        Rectangle()
            .frame(width: 4, height: 12)
            .opacity(flowing ? 0 : 0.3)
            .offset(x: 2, y: flowing ? 14 : -8)
            .animation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true))
            .onAppear { flowing.toggle() }
    }
}

/// A label that only fades in a loop: the fade is kept, nothing to turn off.
struct LoopFadesWithoutValueLabel: View {
    @State private var breatheOut = false

    var body: some View {
        Text("Breathe out")
            .opacity(breatheOut ? 0 : 1)
            .animation(.easeInOut(duration: 2).repeatForever(autoreverses: true))
            .onAppear { breatheOut.toggle() }
    }
}

import SwiftUI

/// `.animation(_, value: trigger)` animates every change of its chain made when `trigger`
/// changes: the login form's offsets and scale read `shown`, written in the same blocks as
/// `trigger`, so they slide and zoom with it, and the animations are turned off.
struct TriggeredLoginForm: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false
    @State private var trigger = false

    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "lock.shield")
                .scaleEffect(shown ? 1 : 4)
                .animation(reduceMotion ? nil : .easeIn(duration: 0.4), value: trigger)
            Text("Username")
                .opacity(shown ? 1 : 0)
                .offset(x: shown ? 0 : -200)
                .animation(reduceMotion ? .linear(duration: 0).delay(0.2) : .easeIn(duration: 0.4).delay(0.2), value: trigger)
            Button("Log in") {
                shown.toggle()
                trigger.toggle()
            }
        }
        .onAppear {
            shown = true
            trigger.toggle()
        }
    }
}

/// A modifier whose state changes in other blocks than the trigger does not move with it: the
/// animation only fades the badge and is left as it is.
struct TriggeredBadge: View {
    @State private var pulse = false
    @State private var lifted = false

    var body: some View {
        Text("3")
            .opacity(pulse ? 1 : 0.5)
            .offset(y: lifted ? -8 : 0)
            .animation(.easeIn(duration: 0.4), value: pulse)
            .onTapGesture { pulse.toggle() }
            .onTapGesture(count: 2) { lifted.toggle() }
    }
}

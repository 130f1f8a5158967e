import SwiftUI

/// A tap starts a repeating timer that swings a wiper three times and stops itself: a sequence
/// of steps of the tap, not an endless loop. Each step's animation is turned off, so the wiper
/// ends where it would have ended; skipping the timer would leave it out for good.
struct BoundedTimerWiper: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var wiperHeight: CGFloat = 0
    @State private var leftSide = true

    var body: some View {
        Capsule()
            .frame(width: 8, height: wiperHeight)
            .rotationEffect(.degrees(leftSide ? -48 : 48))
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.5)) { wiperHeight = 68 }
                swing()
            }
    }

    func swing() {
        var count = 0
        Timer.scheduledTimer(withTimeInterval: 0.7, repeats: true) { timer in
            count += 1
            withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.5)) { leftSide.toggle() }
            if count == 3 {
                timer.invalidate()
                withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.5)) { wiperHeight = 0 }
            }
        }
    }
}

/// A timer that stops only when a flag is cleared may run for ever: still a loop, skipped.
struct BoundedTimerBouncer: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var lifted = false
    @State private var bouncing = true

    var body: some View {
        Image(systemName: "arrow.down")
            .offset(y: reduceMotion ? 0 : (lifted ? -10 : 0))
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    if !bouncing { timer.invalidate() }
                    withAnimation(.easeInOut(duration: 0.5)) { lifted.toggle() }
                }
            }
    }
}

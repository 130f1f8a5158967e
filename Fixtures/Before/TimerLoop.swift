import Foundation
import SwiftUI

/// A repeating timer flips the dots from side to side: neither side is at rest, so the offset
/// keeps its value and the timer's work is skipped under Reduce Motion.
struct TimerLoopDots: View {
    @State private var left = false

    var body: some View {
        Circle()
            .offset(x: left ? -20 : 20)
            .animation(.easeInOut(duration: 0.4), value: left)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    left.toggle()
                }
            }
    }
}

/// The timer only calls a method the view also calls once before it: the loop's entry is
/// that method.
struct TimerLoopSwing: View {
    @State private var swungLeft = false

    var body: some View {
        Capsule()
            .rotationEffect(.degrees(swungLeft ? -30 : 30))
            .onAppear {
                swing()
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    swing()
                }
            }
    }

    func swing() {
        withAnimation(.easeInOut(duration: 1)) {
            swungLeft.toggle()
        }
    }
}

/// A method that schedules itself again: its first line stops the loop.
struct TimerLoopBounce: View {
    @State private var high = false

    var body: some View {
        Image(systemName: "arrow.down")
            .offset(y: high ? -12 : 12)
            .onAppear(perform: bounce)
    }

    func bounce() {
        withAnimation(.easeInOut(duration: 0.6)) {
            high.toggle()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            bounce()
        }
    }
}

/// A timer that counts down: the number is information, and nothing moves; left alone.
struct TimerLoopCountdown: View {
    @State private var remaining = 10

    var body: some View {
        Text("\(remaining)")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    remaining -= 1
                }
            }
    }
}

/// A method that steps through a sequence with one-off `asyncAfter`s, then schedules itself
/// again: its first line stops the whole loop, steps included. The colours it also changes stay
/// at their first value, which shows no information.
struct TimerLoopTwinSwap: View {
    @State private var swing: CGFloat = 0
    @State private var tint = Color.blue

    var body: some View {
        Circle()
            .fill(tint)
            .frame(width: 60, height: 60)
            .offset(x: swing * 70)
            .onAppear {
                swap()
            }
    }

    func swap() {
        withAnimation(.linear(duration: 0.15)) {
            swing = 1
            tint = Color.cyan
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.45) {
            withAnimation(.easeOut(duration: 1.0)) {
                swing = 0
                tint = Color.blue
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.55) {
            swap()
        }
    }
}

/// A first sweep written before the repeating timer, in the closure that schedules it: the guard
/// goes first in that closure, so the first sweep is skipped with the repeats.
struct TimerLoopKickOff: View {
    @State private var drop: CGFloat = 0

    var body: some View {
        Image(systemName: "arrow.down")
            .offset(y: drop)
            .onAppear {
                withAnimation(.easeIn(duration: 1)) {
                    drop = 30
                }
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    sweep()
                }
            }
    }

    func sweep() {
        drop = -30
        withAnimation(.easeIn(duration: 1)) {
            drop = 30
        }
    }
}

/// A one-off first flip that also counts the flips (a count shown cannot be skipped) starts the
/// repeating flips in the method it calls: stopping only the repeats would still play the first
/// flip, so both are left for a person.
struct TimerLoopCountedFlip: View {
    @State private var flipped = false
    @State private var flips = 0

    var body: some View {
        Text(flips < 2 ? "Loading" : "Done")
            .rotationEffect(.degrees(flipped ? 90 : 270))
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                    withAnimation(.smooth) {
                        flipped.toggle()
                        flips += 1
                        keepFlipping()
                    }
                }
            }
    }

    func keepFlipping() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            withAnimation(.easeOut) {
                flipped.toggle()
            }
        }
    }
}

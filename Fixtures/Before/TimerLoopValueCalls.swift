import SwiftUI

enum TimerLoopValueCallsPhase {
    case start, middle

    func degrees() -> Angle {
        switch self {
        case .start: return .degrees(-90)
        case .middle: return .degrees(90)
        }
    }
}

/// A spinner whose loop computes its angles with an enum's method and tests a flag with
/// parentheses: those compute values, so skipping the loop loses nothing. `onAppear` and the
/// repeating timer both call `spin()`: the guard goes first there.
struct TimerLoopValueCallsSpinner: View {
    @State private var rotation: Angle = .degrees(-90)
    @State private var forward = true

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .rotationEffect(rotation)
            .onAppear {
                spin()
                Timer.scheduledTimer(withTimeInterval: 1.5, repeats: true) { _ in
                    spin()
                }
            }
    }

    func spin() {
        withAnimation(.easeInOut(duration: 0.7)) {
            if (forward) {
                rotation = TimerLoopValueCallsPhase.middle.degrees()
            } else {
                rotation = TimerLoopValueCallsPhase.start.degrees()
            }
        }
        forward.toggle()
    }
}

/// A sweep that adds two turns to its angle, then sets it back on the next step: a loop that
/// starts over, not a counter, so the loop is stopped like any other.
struct TimerLoopValueCallsSweep: View {
    @State private var degrees = 0.0

    var body: some View {
        Image(systemName: "circle.dotted")
            .rotationEffect(.degrees(degrees))
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
                    sweep()
                }
            }
    }

    func sweep() {
        withAnimation(.easeInOut(duration: 1.5)) {
            degrees += 720
        }
        Timer.scheduledTimer(withTimeInterval: 1.6, repeats: false) { _ in
            degrees = 0
        }
    }
}

/// Bars whose height a timer pulses, each with its own animation: turned off, they would jump at
/// every tick, so the loop is stopped instead (the bars stay at their first height).
struct TimerLoopValueCallsBars: View {
    @State private var barHeight: CGFloat = 12

    var body: some View {
        HStack {
            Rectangle()
                .frame(width: 8, height: barHeight)
                .animation(.easeOut, value: barHeight)
            Rectangle()
                .frame(width: 8, height: barHeight)
                .animation(.easeOut.delay(0.2), value: barHeight)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 1.5, repeats: true) { _ in
                pulse()
            }
        }
    }

    func pulse() {
        barHeight = 40
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            barHeight = 12
        }
    }
}

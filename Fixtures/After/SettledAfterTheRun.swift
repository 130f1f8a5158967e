import SwiftUI

/// A dot jumps with its chain's own spring when the parent flips `isAnimating`: the spring is
/// turned off, so the offset changes at once. The values the parent passes in do not change it.
struct SettledAfterTheRunDot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let initialOffset: CGSize
    let animationOffset: CGSize
    @Binding var isAnimating: Bool

    var body: some View {
        Circle()
            .frame(width: 10, height: 10)
            .offset(isAnimating ? animationOffset : initialOffset)
            .animation(reduceMotion ? nil : .interpolatingSpring(stiffness: 0.5, damping: 1), value: isAnimating)
    }
}

/// A repeating timer runs `turnPages()` once the book is open, whose one-off step turns the pages
/// back: the guard in the timer stops that step too, so nothing is left for a person.
struct SettledAfterTheRunBook: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pagesDegree: Angle = .zero
    @State private var isOpen = true

    var body: some View {
        Capsule()
            .frame(width: 40, height: 8)
            .rotationEffect(pagesDegree)
            .animation(.easeOut(duration: 0.4), value: pagesDegree)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
                    guard !reduceMotion else { return }
                    if isOpen {
                        turnPages()
                    }
                }
            }
    }

    func turnPages() {
        pagesDegree = .degrees(180)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            pagesDegree = .zero
        }
    }
}

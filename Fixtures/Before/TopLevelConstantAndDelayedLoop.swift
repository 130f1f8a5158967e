import Foundation
import SwiftUI

#if os(macOS)
let topLevelSpinnerScale: CGFloat = 0.5
#else
let topLevelSpinnerScale: CGFloat = 0.75
#endif

/// A value read from a top-level `let` is a constant: it sizes the spinner, nothing animates it,
/// so it is left alone with no warning. A loop started a moment after the view appears
/// (`asyncAfter` in `onAppear`) is the appearance's loop, not a timer's: it is turned off, as the
/// one started at once (the value is kept: the ring rests where the loop leads it).
struct TopLevelConstantAndDelayedLoopRings: View {
    @State private var first = 0.0
    @State private var second = 0.0

    var body: some View {
        ZStack {
            ProgressView()
                .scaleEffect(topLevelSpinnerScale)
            Circle()
                .scaleEffect(1 + first)
                .onAppear {
                    withAnimation(.easeOut(duration: 2).repeatForever(autoreverses: false)) { first = 1 }
                }
            Circle()
                .scaleEffect(1 + second)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        withAnimation(.easeOut(duration: 2).repeatForever(autoreverses: false)) { second = 1 }
                    }
                }
        }
    }
}

import SwiftUI

/// Fixed by hand (or by an earlier run): nothing changes.
struct AlreadyFixedToast: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isVisible = false

    var body: some View {
        Text("Copied")
            .offset(y: reduceMotion ? 0 : (isVisible ? 0 : -60))
            .scaleEffect(reduceMotion ? 1 : (isVisible ? 1 : 0.8))
            .transition(reduceMotion ? .opacity : .move(edge: .top))
            .animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring(), value: isVisible)
            .onAppear {
                withAnimation(reduceMotion ? nil : .linear.repeatForever()) { isVisible = true }
            }
    }
}

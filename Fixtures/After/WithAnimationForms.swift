import SwiftUI

/// `withAnimation` with a spring, with no animation, and with completions.
struct WithAnimationFormsMenu: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false
    @State private var selection = 0

    var body: some View {
        VStack {
            Button("Toggle") {
                withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .spring(response: 0.35)) {
                    isOpen.toggle()
                }
            }
            Button("Next") {
                withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .default) { selection += 1 }
            }
            Button("Reset") {
                withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .bouncy, completionCriteria: .logicallyComplete) {
                    selection = 0
                } completion: {
                    isOpen = false
                }
            }
            Button("Close") {
                withAnimation(reduceMotion ? .easeInOut(duration: 0.15) : .spring) {
                    isOpen = false
                } completion: {
                    selection = 0
                }
            }
            Button("Quietly") {
                withAnimation(.easeOut(duration: 0.2)) { isOpen = false }
            }
        }
    }
}

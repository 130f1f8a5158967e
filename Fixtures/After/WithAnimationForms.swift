import SwiftUI

/// `withAnimation` with a spring, with no animation, and with completions.
struct WithAnimationFormsMenu: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false
    @State private var selection = 0

    var body: some View {
        VStack {
            Button("Toggle") {
                withAnimation(reduceMotion ? nil : .spring(response: 0.35)) {
                    isOpen.toggle()
                }
            }
            Button("Next") {
                withAnimation(reduceMotion ? nil : .default) { selection += 1 }
            }
            Button("Reset") {
                withAnimation(reduceMotion ? nil : .bouncy, completionCriteria: .logicallyComplete) {
                    selection = 0
                } completion: {
                    isOpen = false
                }
            }
            Button("Close") {
                withAnimation(reduceMotion ? nil : .spring) {
                    isOpen = false
                } completion: {
                    selection = 0
                }
            }
            Button("Quietly") {
                withAnimation(reduceMotion ? nil : .easeOut(duration: 0.2)) { isOpen = false }
            }
            if isOpen { Text("Menu") }
        }
        .padding(.top, CGFloat(selection) * 4)
    }
}

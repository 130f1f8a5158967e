import SwiftUI

/// `withAnimation` with a spring, with no animation, and with completions.
struct WithAnimationFormsMenu: View {
    @State private var isOpen = false
    @State private var selection = 0

    var body: some View {
        VStack {
            Button("Toggle") {
                withAnimation(.spring(response: 0.35)) {
                    isOpen.toggle()
                }
            }
            Button("Next") {
                withAnimation { selection += 1 }
            }
            Button("Reset") {
                withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
                    selection = 0
                } completion: {
                    isOpen = false
                }
            }
            Button("Close") {
                withAnimation(.spring) {
                    isOpen = false
                } completion: {
                    selection = 0
                }
            }
            Button("Quietly") {
                withAnimation(.easeOut(duration: 0.2)) { isOpen = false }
            }
            if isOpen { Text("Menu") }
        }
        .padding(.top, CGFloat(selection) * 4)
    }
}

import SwiftUI

/// Every spring spelling, and timing curves that stay as they are.
struct SpringAnimationsPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false

    var body: some View {
        VStack {
            Text("spring").animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring(), value: expanded)
            Text("response").animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring(response: 0.4, dampingFraction: 0.7), value: expanded)
            Text("bouncy").animation(reduceMotion ? .easeInOut(duration: 0.15) : .bouncy, value: expanded)
            Text("snappy").animation(reduceMotion ? .easeInOut(duration: 0.15) : .snappy(duration: 0.3), value: expanded)
            Text("interpolating").animation(reduceMotion ? .easeInOut(duration: 0.15) : .interpolatingSpring(stiffness: 170, damping: 15), value: expanded)
            Text("interactive").animation(reduceMotion ? .easeInOut(duration: 0.15) : .interactiveSpring(), value: expanded)
            Text("default").animation(reduceMotion ? .easeInOut(duration: 0.15) : .default, value: expanded)
            Text("qualified").animation(reduceMotion ? .easeInOut(duration: 0.15) : Animation.spring(duration: 0.5, bounce: 0.3).delay(0.1), value: expanded)
            Text("delayed").animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring().delay(0.1), value: expanded)
            Text("bouncy duration").animation(reduceMotion ? .easeInOut(duration: 0.15) : .bouncy(duration: 0.4, extraBounce: 0.1), value: expanded)
            Text("ease").animation(.easeInOut(duration: 0.3), value: expanded)
            Text("linear").animation(.linear, value: expanded)
            Text("smooth").animation(.smooth, value: expanded)
            Text("none").animation(nil, value: expanded)
        }
    }
}

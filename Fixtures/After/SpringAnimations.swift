import SwiftUI

/// Every spring spelling, and timing curves that stay as they are.
struct SpringAnimationsPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false

    var body: some View {
        VStack {
            Text("spring").animation(reduceMotion ? nil : .spring(), value: expanded)
            Text("response").animation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.7), value: expanded)
            Text("bouncy").animation(reduceMotion ? nil : .bouncy, value: expanded)
            Text("snappy").animation(reduceMotion ? nil : .snappy(duration: 0.3), value: expanded)
            Text("interpolating").animation(reduceMotion ? nil : .interpolatingSpring(stiffness: 170, damping: 15), value: expanded)
            Text("interactive").animation(reduceMotion ? nil : .interactiveSpring(), value: expanded)
            Text("default").animation(reduceMotion ? nil : .default, value: expanded)
            Text("qualified").animation(reduceMotion ? nil : Animation.spring(duration: 0.5, bounce: 0.3).delay(0.1), value: expanded)
            Text("delayed").animation(reduceMotion ? nil : .spring().delay(0.1), value: expanded)
            Text("bouncy duration").animation(reduceMotion ? nil : .bouncy(duration: 0.4, extraBounce: 0.1), value: expanded)
            Text("ease").animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: expanded)
            Text("linear").animation(reduceMotion ? nil : .linear, value: expanded)
            Text("smooth").animation(reduceMotion ? nil : .smooth, value: expanded)
            Text("none").animation(nil, value: expanded)
        }
        .padding(.top, expanded ? 24 : 0)
        .onTapGesture { expanded.toggle() }
    }
}

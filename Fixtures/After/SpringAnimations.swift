import SwiftUI

/// Every spring spelling, and timing curves that stay as they are.
struct SpringAnimationsPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false

    var body: some View {
        VStack {
            Text("spring").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .spring(), value: expanded)
            Text("response").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.7), value: expanded)
            Text("bouncy").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .bouncy, value: expanded)
            Text("snappy").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .snappy(duration: 0.3), value: expanded)
            Text("interpolating").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .interpolatingSpring(stiffness: 170, damping: 15), value: expanded)
            Text("interactive").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .interactiveSpring(), value: expanded)
            Text("default").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .default, value: expanded)
            Text("qualified").frame(width: expanded ? 200 : 100).animation(reduceMotion ? .linear(duration: 0).delay(0.1) : Animation.spring(duration: 0.5, bounce: 0.3).delay(0.1), value: expanded)
            Text("delayed").frame(width: expanded ? 200 : 100).animation(reduceMotion ? .linear(duration: 0).delay(0.1) : .spring().delay(0.1), value: expanded)
            Text("bouncy duration").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .bouncy(duration: 0.4, extraBounce: 0.1), value: expanded)
            Text("ease").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: expanded)
            Text("linear").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .linear, value: expanded)
            Text("smooth").frame(width: expanded ? 200 : 100).animation(reduceMotion ? nil : .smooth, value: expanded)
            Text("none").frame(width: expanded ? 200 : 100).animation(nil, value: expanded)
        }
        .padding(.top, expanded ? 24 : 0)
        .onTapGesture { expanded.toggle() }
    }
}

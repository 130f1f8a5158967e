import SwiftUI

/// Every spring spelling, and timing curves that stay as they are.
struct SpringAnimationsPanel: View {
    @State private var expanded = false

    var body: some View {
        VStack {
            Text("spring").animation(.spring(), value: expanded)
            Text("response").animation(.spring(response: 0.4, dampingFraction: 0.7), value: expanded)
            Text("bouncy").animation(.bouncy, value: expanded)
            Text("snappy").animation(.snappy(duration: 0.3), value: expanded)
            Text("interpolating").animation(.interpolatingSpring(stiffness: 170, damping: 15), value: expanded)
            Text("interactive").animation(.interactiveSpring(), value: expanded)
            Text("default").animation(.default, value: expanded)
            Text("qualified").animation(Animation.spring(duration: 0.5, bounce: 0.3).delay(0.1), value: expanded)
            Text("delayed").animation(.spring().delay(0.1), value: expanded)
            Text("bouncy duration").animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: expanded)
            Text("ease").animation(.easeInOut(duration: 0.3), value: expanded)
            Text("linear").animation(.linear, value: expanded)
            Text("smooth").animation(.smooth, value: expanded)
            Text("none").animation(nil, value: expanded)
        }
        .padding(.top, expanded ? 24 : 0)
        .onTapGesture { expanded.toggle() }
    }
}

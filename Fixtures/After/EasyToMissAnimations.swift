import SwiftUI

/// `.animation(A)` without `value:` animates every change of its chain: here the frame grows, so
/// it is turned off, even for a plain curve held in a property.
struct EasyToMissAnimationsGreeting: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false
    private let greeting = Animation.easeInOut(duration: 0.6)

    var body: some View {
        Text("Hi")
            .frame(width: shown ? 200 : 100)
            .animation(reduceMotion ? nil : greeting)
            .onTapGesture { shown.toggle() }
    }
}

/// Animations named through `Self.` and `self.` are the type's own: resolved in this file.
struct EasyToMissAnimationsPulse: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    static let pop = Animation.spring()
    @State private var big = false

    var spinning: Animation { .linear(duration: 1).repeatForever(autoreverses: false) }

    var body: some View {
        VStack {
            Circle()
                .frame(width: big ? 80 : 40)
                .animation(reduceMotion ? nil : Self.pop, value: big)
            Image(systemName: "gear")
                .rotationEffect(reduceMotion ? .zero : .degrees(big ? 360 : 0))
                .animation(reduceMotion ? nil : self.spinning, value: big)
        }
        .onTapGesture { big.toggle() }
    }
}

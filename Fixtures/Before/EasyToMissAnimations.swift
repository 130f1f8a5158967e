import SwiftUI

/// `.animation(A)` without `value:` animates every change of its chain: here the frame grows, so
/// it is turned off, even for a plain curve held in a property.
struct EasyToMissAnimationsGreeting: View {
    @State private var shown = false
    private let greeting = Animation.easeInOut(duration: 0.6)

    var body: some View {
        Text("Hi")
            .frame(width: shown ? 200 : 100)
            .animation(greeting)
            .onTapGesture { shown.toggle() }
    }
}

/// Animations named through `Self.` and `self.` are the type's own: resolved in this file.
struct EasyToMissAnimationsPulse: View {
    static let pop = Animation.spring()
    @State private var big = false

    var spinning: Animation { .linear(duration: 1).repeatForever(autoreverses: false) }

    var body: some View {
        VStack {
            Circle()
                .frame(width: big ? 80 : 40)
                .animation(Self.pop, value: big)
            Image(systemName: "gear")
                .rotationEffect(.degrees(big ? 360 : 0))
                .animation(self.spinning, value: big)
        }
        .onTapGesture { big.toggle() }
    }
}

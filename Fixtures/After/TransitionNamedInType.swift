import SwiftUI

/// A transition named by a property of the view (`Self.appear`, `transition`) fades when every
/// value it can give fades: a constant, or a getter whose every `return` is `.opacity` or
/// `.identity`. Nothing moves, so it is left as it is (and keeps its fade under Reduce Motion).
/// One that can slide is replaced like any other.
struct TransitionNamedInTypeImage: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let cached: Bool
    @State private var loaded = false

    var body: some View {
        VStack {
            if loaded {
                Image(systemName: "photo")
                    .transition(transition)
                Text("Loaded")
                    .transition(Self.appear)
                Text("New")
                    .transition(reduceMotion ? .opacity : Self.arrive)
            }
        }
        .onAppear { withAnimation(reduceMotion ? nil : .easeOut) { loaded = true } }
    }

    private static let appear: AnyTransition = .opacity.animation(.easeInOut(duration: 0.2))
    private static let arrive: AnyTransition = .move(edge: .bottom)

    private var transition: AnyTransition {
        if cached {
            // Shown at once when it comes from the cache.
            return .identity
        } else {
            return .opacity.animation(.easeOut)
        }
    }
}

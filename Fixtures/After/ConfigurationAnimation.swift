import SwiftUI

/// A library's configuration value with an `animation(_:)` of its own, which takes no `nil`.
struct ConfigurationAnimationParameters {
    var appearAnimation: Animation = .default

    func animation(_ animation: Animation) -> ConfigurationAnimationParameters {
        var copy = self
        copy.appearAnimation = animation
        return copy
    }
}

extension View {
    func configurationAnimationPopup(isPresented: Bool, customize: (ConfigurationAnimationParameters) -> ConfigurationAnimationParameters) -> some View {
        self
    }
}

/// `.animation` on a closure's parameter configures something else. What a spring there animates
/// is not known (a manual finding); a loop is turned off with a non-optional instant animation, so
/// it compiles whatever the parameter's type.
struct ConfigurationAnimationToastHost: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showsToast = false

    var body: some View {
        Button("Save") { showsToast = true }
            .configurationAnimationPopup(isPresented: showsToast) { $0.animation(.spring()) }
            .configurationAnimationPopup(isPresented: showsToast) { parameters in parameters.animation(.bouncy) }
            .configurationAnimationPopup(isPresented: showsToast) { $0.animation(reduceMotion ? .linear(duration: 0) : .easeInOut(duration: 1).repeatForever()) }
    }
}

import SwiftUI

/// Uses the tokens from MotionTokens.swift: springs and loops are resolved through their definitions.
struct NamedAnimationsTokenUser: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var active = false
    let external: Animation

    var body: some View {
        VStack {
            Text("bouncy").animation(reduceMotion ? .easeInOut(duration: 0.15) : NamedAnimationsMotion.bouncy, value: active)
            Text("chain").animation(reduceMotion ? .easeInOut(duration: 0.15) : NamedAnimationsMotion.emphasized.delay(0.1), value: active)
            Text("gentle").animation(NamedAnimationsMotion.gentle, value: active)
            Text("pulse").animation(reduceMotion ? nil : .namedAnimationsPulse, value: active)
            Text("snappy").animation(reduceMotion ? .easeInOut(duration: 0.15) : .namedAnimationsSnappy, value: active)
            Text("external").animation(external, value: active)
        }
    }
}

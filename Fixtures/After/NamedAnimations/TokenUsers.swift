import SwiftUI

/// Uses the tokens from MotionTokens.swift: springs and loops are resolved through their definitions.
struct NamedAnimationsTokenUser: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var active = false
    let external: Animation

    var body: some View {
        VStack {
            Text("bouncy").animation(reduceMotion ? nil : NamedAnimationsMotion.bouncy, value: active)
            Text("chain").animation(reduceMotion ? nil : NamedAnimationsMotion.emphasized.delay(0.1), value: active)
            Text("gentle").animation(reduceMotion ? nil : NamedAnimationsMotion.gentle, value: active)
            Text("pulse").animation(reduceMotion ? nil : .namedAnimationsPulse, value: active)
            Text("snappy").animation(reduceMotion ? nil : .namedAnimationsSnappy, value: active)
            Text("external").animation(external, value: active)
        }
        .padding(.leading, active ? 8 : 0)
        .onTapGesture { active.toggle() }
    }
}

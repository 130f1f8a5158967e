import SwiftUI

/// Uses the tokens from MotionTokens.swift: springs and loops are resolved through their definitions.
struct NamedAnimationsTokenUser: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var active = false
    let external: Animation

    var body: some View {
        VStack {
            Text("bouncy").frame(width: active ? 200 : 100).animation(reduceMotion ? nil : NamedAnimationsMotion.bouncy, value: active)
            Text("chain").frame(width: active ? 200 : 100).animation(reduceMotion ? .linear(duration: 0).delay(0.1) : NamedAnimationsMotion.emphasized.delay(0.1), value: active)
            Text("gentle").frame(width: active ? 200 : 100).animation(reduceMotion ? nil : NamedAnimationsMotion.gentle, value: active)
            Text("pulse").frame(width: active ? 200 : 100).animation(reduceMotion ? nil : .namedAnimationsPulse, value: active)
            Text("snappy").frame(width: active ? 200 : 100).animation(reduceMotion ? nil : .namedAnimationsSnappy, value: active)
            Text("external").frame(width: active ? 200 : 100).animation(external, value: active)
        }
        .padding(.leading, active ? 8 : 0)
        .onTapGesture { active.toggle() }
    }
}

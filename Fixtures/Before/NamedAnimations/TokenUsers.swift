import SwiftUI

/// Uses the tokens from MotionTokens.swift: springs and loops are resolved through their definitions.
struct NamedAnimationsTokenUser: View {
    @State private var active = false
    let external: Animation

    var body: some View {
        VStack {
            Text("bouncy").animation(NamedAnimationsMotion.bouncy, value: active)
            Text("chain").animation(NamedAnimationsMotion.emphasized.delay(0.1), value: active)
            Text("gentle").animation(NamedAnimationsMotion.gentle, value: active)
            Text("pulse").animation(.namedAnimationsPulse, value: active)
            Text("snappy").animation(.namedAnimationsSnappy, value: active)
            Text("external").animation(external, value: active)
        }
        .padding(.leading, active ? 8 : 0)
        .onTapGesture { active.toggle() }
    }
}

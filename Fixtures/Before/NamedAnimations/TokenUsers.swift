import SwiftUI

/// Uses the tokens from MotionTokens.swift: springs and loops are resolved through their definitions.
struct NamedAnimationsTokenUser: View {
    @State private var active = false
    let external: Animation

    var body: some View {
        VStack {
            Text("bouncy").frame(width: active ? 200 : 100).animation(NamedAnimationsMotion.bouncy, value: active)
            Text("chain").frame(width: active ? 200 : 100).animation(NamedAnimationsMotion.emphasized.delay(0.1), value: active)
            Text("gentle").frame(width: active ? 200 : 100).animation(NamedAnimationsMotion.gentle, value: active)
            Text("pulse").frame(width: active ? 200 : 100).animation(.namedAnimationsPulse, value: active)
            Text("snappy").frame(width: active ? 200 : 100).animation(.namedAnimationsSnappy, value: active)
            Text("external").frame(width: active ? 200 : 100).animation(external, value: active)
        }
        .padding(.leading, active ? 8 : 0)
        .onTapGesture { active.toggle() }
    }
}

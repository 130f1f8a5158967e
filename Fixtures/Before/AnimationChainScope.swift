import SwiftUI

/// `.animation(_:value:)` animates only the view chain it is applied to: the background's colour
/// fade is left alone while the cord's animation, which moves a value kept on purpose, is turned
/// off. A shape sweeping across a mask is a reveal, not movement: its loop is left alone.
struct AnimationChainScopeBulb: View {
    @State private var isOn = false
    @State private var sweeping = false

    var body: some View {
        ZStack {
            (isOn ? Color.yellow : Color.black)
                .animation(.easeInOut(duration: 0.4), value: isOn)
            Capsule()
                .offset(y: isOn ? 40 : 0)
                .animation(.spring(), value: isOn)
            Text("Glow")
                .mask {
                    Rectangle()
                        .offset(y: sweeping ? 300 : -300)
                }
                .animation(.linear(duration: 2).repeatForever(autoreverses: false), value: sweeping)
        }
        .onTapGesture { isOn.toggle() }
        .onAppear { sweeping = true }
    }
}

import Foundation
import SwiftUI

/// A shake: set, a pause, then set back to the value it is declared with (after `Task.sleep`, or
/// in an `asyncAfter`). It rests where it started, so the offsets are held there, and the
/// springs, which then move nothing, stay. A value set on to somewhere new after the pause is
/// not set back.
struct PulseAfterPauseField: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shake = 0.0
    @State private var bounced = false
    @State private var lift = 0.0

    var body: some View {
        VStack {
            Text("PIN")
                .offset(x: reduceMotion ? 0 : shake)
            Text("Box")
                .offset(y: reduceMotion ? 0 : (bounced ? 15 : 0))
            Text("Card")
                .offset(y: lift)
            Button("Wrong") { Task { await fail() } }
            Button("Drop") {
                withAnimation(.spring()) { bounced = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    withAnimation(.spring()) { bounced = false }
                }
            }
            Button("Raise") {
                withAnimation(reduceMotion ? nil : .spring()) { lift = -10 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    withAnimation(reduceMotion ? nil : .spring()) { lift = -40 }
                }
            }
        }
    }

    func fail() async {
        withAnimation(.spring()) { shake = 15 }
        try? await Task.sleep(nanoseconds: 50_000_000)
        withAnimation(.spring()) { shake = 0 }
    }
}

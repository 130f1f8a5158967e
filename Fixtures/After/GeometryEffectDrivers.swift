import SwiftUI

/// A custom GeometryEffect moves the view by what it is given: the animations that change its
/// input shake the field, so they are turned off.
struct FieldShake: GeometryEffect {
    var amount: CGFloat = 10
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        var transform = ProjectionTransform()
        transform.m31 = amount * sin(animatableData * .pi * 6)
        return transform
    }
}

struct PasswordField: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var rejected = false
    @State private var attempts = 0

    var body: some View {
        VStack {
            Text("Password")
                .modifier(rejected ? FieldShake(animatableData: 1) : FieldShake(animatableData: 0))
            Text("Try again")
                .modifier(FieldShake(animatableData: CGFloat(attempts)))
            Button("Log in") {
                withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.3)) { rejected.toggle() }
                withAnimation(reduceMotion ? nil : .default) { attempts += 1 }
            }
        }
    }
}

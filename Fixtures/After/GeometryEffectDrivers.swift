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

/// A check mark drawn by helpers that return its sizes and angles: the reads in them count where
/// the helpers are called (a frame, a rotation), so the parent's animation that toggles the
/// binding slides and turns the strokes, and is turned off.
struct StrokeCheck: View {
    @Binding var isChecked: Bool

    var body: some View {
        Capsule()
            .frame(width: strokeWidth(in: 40), height: 4)
            .rotationEffect(strokeAngle())
    }

    func strokeWidth(in size: CGFloat) -> CGFloat {
        size * (isChecked ? 0.3 : 0.6)
    }

    func strokeAngle() -> Angle {
        .degrees(isChecked ? 45 : -45)
    }
}

struct StrokeCheckRow: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var done = false

    var body: some View {
        StrokeCheck(isChecked: $done)
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.7)) { done.toggle() }
            }
    }
}

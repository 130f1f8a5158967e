import SwiftUI

struct AnimatorViewFormsWiggle {
    var angle = 0.0
    var lift: CGFloat = 0
}

/// PhaseAnimator and KeyframeAnimator written as views, with trailing closures. The animator is
/// the motion: a PhaseAnimator keeps its first phase, a KeyframeAnimator is reported for a person,
/// and what its content does with the phase or value is never rewritten on its own. The text
/// below them is fixed as usual.
struct AnimatorViewFormsReactions: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var likes = 0
    @State private var cardShown = false

    var body: some View {
        VStack(spacing: 16) {
            PhaseAnimator(reduceMotion ? [0.0] : [0.0, 1.0]) { phase in
                Image(systemName: "bell.fill")
                    .offset(y: phase * -6)
                    .rotationEffect(.degrees(phase * 12))
            }
            PhaseAnimator(reduceMotion ? [false] : [false, true], trigger: likes) { popped in
                Text("\(likes)")
                    .scaleEffect(popped ? 1.3 : 1)
                    .offset(y: popped ? -8 : 0)
            } animation: { popped in
                popped ? .bouncy : .spring()
            }
            KeyframeAnimator(initialValue: 1.0) { scale in
                Image(systemName: "heart.fill")
                    .scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(1.2, duration: 0.4)
                LinearKeyframe(1.0, duration: 0.4)
            }
            KeyframeAnimator(initialValue: AnimatorViewFormsWiggle(), trigger: likes) { value in
                Image(systemName: "hand.thumbsup.fill")
                    .rotationEffect(.degrees(value.angle))
                    .offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(-15, duration: 0.15)
                    CubicKeyframe(0, duration: 0.15)
                }
                KeyframeTrack(\.lift) {
                    SpringKeyframe(-12, duration: 0.2)
                    LinearKeyframe(0, duration: 0.2)
                }
            }
            Button("Like") { likes += 1 }
            Text("Thanks!")
                .offset(y: reduceMotion ? 0 : (cardShown ? 0 : 30))
                .animation(.spring(), value: cardShown)
        }
        .onAppear { cardShown = true }
    }
}

/// Only animator views: the triggered PhaseAnimator keeps its first phase, so the property is added.
struct AnimatorViewFormsLoader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var attempts = 0

    var body: some View {
        HStack {
            PhaseAnimator(reduceMotion ? [0.6] : [0.6, 1.0], trigger: attempts) { scale in
                Circle()
                    .frame(width: 12, height: 12)
                    .scaleEffect(scale)
            }
            KeyframeAnimator(initialValue: 0.0, repeating: true) { angle in
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(angle))
            } keyframes: { _ in
                LinearKeyframe(360.0, duration: 1)
            }
            Button("Retry") { attempts += 1 }
        }
    }
}

import SwiftUI

/// A heart that beats forever, and one that beats once per like.
struct KeyframeAnimatorRepeatingHeart: View {
    let likes: Int

    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .keyframeAnimator(initialValue: 1.0, repeating: true) { view, scale in
                    view.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.2, duration: 0.4)
                    LinearKeyframe(1.0, duration: 0.4)
                }
            Image(systemName: "heart")
                .keyframeAnimator(initialValue: 1.0) { view, scale in
                    view.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.1, duration: 0.3)
                }
            Image(systemName: "hand.thumbsup")
                .keyframeAnimator(initialValue: 1.0, trigger: likes) { view, scale in
                    view.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.3, duration: 0.2)
                }
        }
    }
}

import SwiftUI

/// A close button whose dismissal waits for its animation to end: with no animation the value
/// never arrives through the animation and the screen would never close, so it is left for a person.
struct AnimationCompletionObservedDetail: View {
    @State private var lift: CGFloat = 0
    @State private var closed: Double = 0
    let onClose: () -> Void

    var body: some View {
        Color.orange
            .frame(height: 200)
            .offset(y: lift)
            .onAnimationCompletedForDetail(for: closed) {
                onClose()
            }
            .onTapGesture {
                withAnimation(.spring()) {
                    lift = 300
                    closed = 1
                }
            }
    }
}

extension View {
    /// Stands in for the common helper that calls `completion` when an animated value arrives.
    func onAnimationCompletedForDetail(for value: Double, completion: @escaping () -> Void) -> some View {
        self
    }
}

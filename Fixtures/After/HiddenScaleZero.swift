import SwiftUI

/// A heart that pops in on a double tap. `liked` is a lasting state and a scale of 0 hides the
/// heart, so the value is kept (neutralising it would show a heart that is not there) and the
/// spring is gated to nil.
struct HiddenScaleZeroPhoto: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var liked = false

    var body: some View {
        ZStack {
            Image("photo")
                .resizable()
            Image(systemName: "heart.fill")
                .foregroundStyle(.white)
                .scaleEffect(liked ? 1 : 0)
        }
        .onTapGesture(count: 2) {
            withAnimation(reduceMotion ? nil : .spring()) {
                liked.toggle()
            }
        }
    }
}

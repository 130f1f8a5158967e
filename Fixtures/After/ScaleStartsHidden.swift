import SwiftUI

/// Orbs that burst out of a like button: they rest at a scale of 0, hidden. Pinning the scale at
/// the neutral 1 would leave them on screen for good; the value is kept and its animations are
/// turned off, so they flash once in place.
struct ScaleStartsHiddenLikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var orbScale: CGFloat = 0
    @State private var liked = false

    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { index in
                Circle()
                    .frame(width: 6, height: 6)
                    .offset(y: -40)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .scaleEffect(orbScale)
            }
            Image(systemName: liked ? "heart.fill" : "heart")
        }
        .onTapGesture {
            liked.toggle()
            withAnimation(reduceMotion ? nil : .linear(duration: 0.3)) { orbScale = 1 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(reduceMotion ? nil : .linear(duration: 0.3)) { orbScale = 0 }
            }
        }
    }
}

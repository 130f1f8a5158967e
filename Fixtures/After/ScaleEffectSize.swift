import SwiftUI

/// A photo that stretches non-uniformly, using the CGSize overload.
struct ScaleEffectSizePhoto: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var stretch: CGSize = CGSize(width: 1, height: 1)
    @State private var grow: CGFloat = 1
    @State private var squeeze = CGSize(width: 1, height: 1)

    var body: some View {
        VStack {
            Image("photo")
                .scaleEffect(reduceMotion ? CGSize(width: 1, height: 1) : stretch)
            Image("thumbnail")
                .scaleEffect(reduceMotion ? CGSize(width: 1, height: 1) : CGSize(width: grow, height: grow), anchor: .top)
            Image("banner")
                .scaleEffect(reduceMotion ? CGSize(width: 1, height: 1) : squeeze)
        }
        .onAppear {
            stretch = CGSize(width: 1.2, height: 0.8)
            grow = 1.1
            squeeze = CGSize(width: 0.9, height: 1.1)
        }
    }
}

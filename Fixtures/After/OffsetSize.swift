import SwiftUI

/// A card pushed by a stored CGSize, and a shape moved by a CGPoint.
struct OffsetSizeCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shake: CGSize = .zero
    @State private var dotPosition = CGPoint(x: 0, y: 0)

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .offset(reduceMotion ? .zero : shake)
            Circle()
                .offset(reduceMotion ? .zero : dotPosition)
                .frame(width: 8, height: 8)
            Rectangle()
                .offset(CGSize(width: 4, height: 0))
        }
        .onAppear {
            shake = CGSize(width: 6, height: 0)
            dotPosition = CGPoint(x: 4, y: 4)
        }
    }
}

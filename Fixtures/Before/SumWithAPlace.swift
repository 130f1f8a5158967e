import SwiftUI

/// Badges placed by constants that slide in from a little way off when the screen appears: only
/// the sliding term is pinned at 0, so each badge keeps its place.
struct SumWithAPlaceBadges: View {
    @State private var rise: CGFloat = 30
    @State private var tilt = 12.0

    var body: some View {
        ZStack {
            Circle()
                .offset(x: -30 + rise, y: 120 + rise)
            Capsule()
                .offset(x: CGFloat(20 + Double(rise) * 2), y: CGFloat(-38 + (Double(rise) * 4)))
            Rectangle()
                .rotationEffect(.degrees(45 + tilt))
            // Always zero, whatever `rise` is: nothing moves.
            Text("Still")
                .offset(x: CGFloat(rise * 0))
        }
        .onAppear {
            withAnimation(.easeOut(duration: 0.6)) {
                rise = 0
                tilt = 0
            }
        }
    }
}

/// A term that ends away from 0 (`100 * shown` ends at 100): the whole value is pinned at the
/// neutral, as before.
struct SumWithAPlaceSheet: View {
    @State private var shown: CGFloat = 0

    var body: some View {
        Text("Sheet")
            .offset(y: 100 - 100 * shown)
            .onAppear {
                withAnimation(.spring()) { shown = 1 }
            }
    }
}

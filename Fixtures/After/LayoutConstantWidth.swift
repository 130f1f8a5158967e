import SwiftUI

/// Offsets computed from a `let` and from a `@State` that is never assigned are layout.
struct LayoutConstantWidthBanner: View {
    private let width: CGFloat = 320
    @State private var inset: CGFloat = 24

    var body: some View {
        VStack(alignment: .leading) {
            Text("New")
                .offset(x: (width - 100) / 2)
            Text("Updated today")
                .offset(x: inset)
        }
        .frame(width: width)
    }
}

/// The same layout next to a real entrance: only the entrance is gated.
struct LayoutConstantWidthCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private let width: CGFloat = 280
    @State private var indent: CGFloat = 16
    @State private var isShown = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekly summary")
                .offset(x: (width - 100) / 2)
            Text("3 new items")
                .offset(x: indent)
        }
        .offset(y: reduceMotion ? 0 : (isShown ? 0 : 40))
        .onAppear {
            withAnimation(.easeOut(duration: 0.3)) {
                isShown = true
            }
        }
    }
}

import SwiftUI

/// Already reads the setting under another name: that name is used, nothing is inserted.
struct ExistingPropertyCarousel: View {
    @Environment(\.accessibilityReduceMotion) var isReduced
    @State private var page = 0

    var body: some View {
        HStack {
            Text("Page").offset(x: CGFloat(page) * -20)
            Text("Dot").animation(isReduced ? nil : .bouncy, value: page)
        }
        .onAppear { page = 1 }
    }
}

import SwiftUI

struct LayoutMeasuredHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A subtitle placed below a title whose height is measured: layout, untouched.
struct LayoutMeasuredHeightHeader: View {
    let title: String
    @State private var titleHeight: CGFloat = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            Text(title)
                .font(.largeTitle)
                .background(
                    GeometryReader { proxy in
                        Color.clear
                            .preference(key: LayoutMeasuredHeightKey.self, value: proxy.size.height)
                    }
                )
            Text("Updated just now")
                .font(.caption)
                .offset(y: titleHeight)
        }
        .onPreferenceChange(LayoutMeasuredHeightKey.self) { height in
            titleHeight = height
        }
    }
}

/// A static helper has no environment, but its offset is made of the reader's size and
/// constants: it centres the view, a note, not a warning.
struct CentredBadge: View {
    var body: some View {
        Text("Badge")
    }

    @ViewBuilder
    static func centred() -> some View {
        GeometryReader { geo in
            CentredBadge()
                .offset(x: (geo.size.width - min(geo.size.width, geo.size.height)) / 2)
        }
    }
}

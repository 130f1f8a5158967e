import SwiftUI

/// A stretchy header and a parallax image that follow the scroll position: direct manipulation,
/// kept. Nothing here animates, so the view gets no property.
struct GestureScrollFollowHeader: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                let minY = proxy.frame(in: .global).minY
                ZStack {
                    Image("cover")
                        .resizable()
                        .offset(y: minY > 0 ? -minY : -minY / 3)
                    Text("Title")
                        .offset(y: max(0, -minY))
                }
            }
            .frame(height: 240)
            Text("Body")
        }
    }
}

struct GestureScrollFollowOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// The scroll position carried out through a preference key into a `@State`: still the scroll.
struct GestureScrollFollowToolbar: View {
    @State private var scrollY: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                GeometryReader { proxy in
                    Color.clear
                        .preference(key: GestureScrollFollowOffsetKey.self, value: proxy.frame(in: .global).minY)
                }
                .frame(height: 0)
                Text("Feed")
            }
            Text("Toolbar")
                .offset(y: min(0, scrollY / 2))
        }
        .onPreferenceChange(GestureScrollFollowOffsetKey.self) { y in
            scrollY = y
        }
    }
}

import SwiftUI

enum InformationSelectedTabTab: Int, CaseIterable {
    case home, search, profile
}

/// A selected-tab highlight and the selected page: information, kept; the spring is gated to nil.
struct InformationSelectedTabBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var selected: InformationSelectedTabTab = .home
    private let tabWidth: CGFloat = 90
    private let pageWidth: CGFloat = 390

    var body: some View {
        VStack {
            ZStack {
                ForEach(InformationSelectedTabTab.allCases, id: \.self) { tab in
                    Text("Page \(tab.rawValue)")
                        .offset(x: selected == tab ? 0 : pageWidth)
                }
            }
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.blue)
                    .frame(width: tabWidth, height: 3)
                    .offset(x: CGFloat(selected.rawValue) * tabWidth)
                HStack(spacing: 0) {
                    ForEach(InformationSelectedTabTab.allCases, id: \.self) { tab in
                        Button {
                            withAnimation(reduceMotion ? nil : .spring()) {
                                selected = tab
                            }
                        } label: {
                            Text("Tab \(tab.rawValue)")
                                .frame(width: tabWidth)
                        }
                    }
                }
            }
        }
    }
}

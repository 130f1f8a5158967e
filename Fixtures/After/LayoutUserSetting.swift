import SwiftUI

enum LayoutUserSettingEdge: String {
    case leading, trailing
}

/// A badge nudged toward the edge the user chose in Settings: a setting, untouched.
struct LayoutUserSettingAvatar: View {
    @AppStorage("badgeEdge") private var edge: LayoutUserSettingEdge = .leading

    var body: some View {
        HStack {
            Circle()
                .frame(width: 40, height: 40)
            Circle()
                .fill(.red)
                .frame(width: 10, height: 10)
                .offset(x: edge == .leading ? 4 : -4)
            LayoutUserSettingTag(edge: .trailing)
        }
    }
}

/// A parameter whose only caller passes a constant: layout, untouched.
struct LayoutUserSettingTag: View {
    let edge: LayoutUserSettingEdge

    var body: some View {
        Text("Pro")
            .offset(x: edge == .leading ? 4 : -4)
    }
}

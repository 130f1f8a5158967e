import SwiftUI

/// `reduceMotion` is already a member here (a user preference), so another name is chosen.
struct NameClashSettingsPreview: View {
    @Environment(\.accessibilityReduceMotion) private var isReduceMotionEnabled
    let reduceMotion: String = "Reduce motion in the app"
    @State private var shown = false

    var body: some View {
        VStack {
            Text(reduceMotion)
            Text("Preview").offset(y: isReduceMotionEnabled ? 0 : (shown ? 0 : 12))
        }
        .onAppear { shown = true }
    }
}

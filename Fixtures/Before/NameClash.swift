import SwiftUI

/// `reduceMotion` is already a member here (a user preference), so another name is chosen.
struct NameClashSettingsPreview: View {
    let reduceMotion: String = "Reduce motion in the app"
    @State private var shown = false

    var body: some View {
        VStack {
            Text(reduceMotion)
            Text("Preview").offset(y: shown ? 0 : 12)
        }
        .onAppear { shown = true }
    }
}

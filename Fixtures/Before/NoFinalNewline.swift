import SwiftUI

/// The last line has no line break, and still has none afterwards.
struct NoFinalNewlineTag: View {
    @State private var lifted = false

    var body: some View {
        Text("Tag").offset(y: lifted ? 0 : -4)
            .onAppear { lifted = true }
    }
}
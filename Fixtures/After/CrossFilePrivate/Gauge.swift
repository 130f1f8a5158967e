import SwiftUI

/// Already has a private Reduce Motion property: usable in this file only.
struct CrossFilePrivateGauge: View {
    @Environment(\.accessibilityReduceMotion) private var lessMotion
    @State var level = 0.0

    var body: some View {
        VStack {
            needle
            Text("Level").offset(y: lessMotion ? 0 : (level > 0.5 ? -4 : 0))
        }
        .onAppear { level = 1 }
    }
}

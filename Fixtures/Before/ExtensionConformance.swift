import SwiftUI

/// Conforms to View in an extension: still a host.
struct ExtensionConformanceMeter {
    @State private var level = 0.8
}

extension ExtensionConformanceMeter: View {
    var body: some View {
        Capsule()
            .scaleEffect(level)
            .onAppear { level = 1 }
    }
}

import SwiftUI

/// Conforms to View in an extension: still a host.
struct ExtensionConformanceMeter {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var level = 0.8
}

extension ExtensionConformanceMeter: View {
    var body: some View {
        Capsule()
            .scaleEffect(reduceMotion ? 1 : level)
            .onAppear { level = 1 }
    }
}

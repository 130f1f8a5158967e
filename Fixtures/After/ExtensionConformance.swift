import SwiftUI

/// Conforms to View in an extension: still a host.
struct ExtensionConformanceMeter {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let level: Double
}

extension ExtensionConformanceMeter: View {
    var body: some View {
        Capsule()
            .scaleEffect(x: reduceMotion ? 1 : level, y: 1, anchor: .leading)
    }
}

import SwiftUI

/// Conforms to View in an extension: still a host.
struct ExtensionConformanceMeter {
    let level: Double
}

extension ExtensionConformanceMeter: View {
    var body: some View {
        Capsule()
            .scaleEffect(x: level, y: 1, anchor: .leading)
    }
}

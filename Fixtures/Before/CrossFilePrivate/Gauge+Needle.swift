import SwiftUI

/// Cannot read the private property from here: reported for a person, not changed.
extension CrossFilePrivateGauge {
    var needle: some View {
        Rectangle()
            .rotationEffect(.degrees(level * 180))
    }
}

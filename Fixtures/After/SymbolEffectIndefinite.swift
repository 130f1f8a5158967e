import SwiftUI

/// Symbols that animate for as long as they are shown.
struct SymbolEffectIndefiniteStatus: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let isSyncing: Bool
    let unread: Int

    var body: some View {
        HStack {
            Image(systemName: "wifi").symbolEffect(.variableColor, isActive: !reduceMotion)
            Image(systemName: "bell").symbolEffect(.pulse, options: .repeating, isActive: !reduceMotion)
            Image(systemName: "arrow.triangle.2.circlepath").symbolEffect(.pulse, isActive: isSyncing)
            Image(systemName: "envelope").symbolEffect(.bounce, value: unread)
        }
    }
}

import SwiftUI

/// Symbols that animate for as long as they are shown. A pulse and a variable colour only change
/// the opacity of the symbol's layers, which may stay; a symbol that grows and shrinks stops.
struct SymbolEffectIndefiniteStatus: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let isSyncing: Bool
    let unread: Int

    var body: some View {
        HStack {
            Image(systemName: "wifi").symbolEffect(.variableColor)
            Image(systemName: "bell").symbolEffect(.pulse, options: .repeating)
            Image(systemName: "speaker.wave.3").symbolEffect(.scale.byLayer, isActive: !reduceMotion)
            Image(systemName: "arrow.triangle.2.circlepath").symbolEffect(.pulse, isActive: isSyncing)
            Image(systemName: "envelope").symbolEffect(.bounce, value: unread)
        }
    }
}

import SwiftUI

/// One style declared once per platform branch: each declaration that is gated declares the
/// property itself, so every platform still builds.
#if os(tvOS)
struct IfConfigDuplicateHostPress: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 1.1 : 1)
            .animation(.spring(), value: configuration.isPressed)
    }
}
#else
struct IfConfigDuplicateHostPress: ButtonStyle {
    @State private var pressCount = 0

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.spring(), value: configuration.isPressed)
    }
}

extension IfConfigDuplicateHostPress {
    /// An extension in the same branch extends that branch's declaration.
    func pressedBadge(_ isPressed: Bool) -> some View {
        Text("Pressed").offset(y: isPressed ? -4 : 0).animation(.bouncy, value: isPressed)
    }
}
#endif

/// A view declared in both branches, read by an extension outside them: which declaration it
/// extends depends on the platform, so the site is left for a person.
#if os(macOS)
struct IfConfigDuplicateHostCard: View {
    @State var lifted = false
    var body: some View { Text("Card").onTapGesture { lifted.toggle() } }
}
#else
struct IfConfigDuplicateHostCard: View {
    @State var lifted = false
    var body: some View { Text("Card").onTapGesture { lifted.toggle() } }
}
#endif

extension IfConfigDuplicateHostCard {
    var liftedCard: some View {
        Text("Card").offset(y: lifted ? -8 : 0).animation(.spring(), value: lifted)
    }
}

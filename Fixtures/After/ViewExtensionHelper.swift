import SwiftUI

extension View {
    /// A helper with no environment of its own: reported, not changed.
    func viewExtensionHelperWiggle(_ active: Bool) -> some View {
        rotationEffect(.degrees(active ? 4 : 0))
            .offset(x: active ? 2 : 0)
    }
}

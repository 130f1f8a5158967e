import SwiftUI

enum LineWidthProjectConstants {
    static let pressDuration = 0.15
}

/// The project's SwiftFormat keeps lines within 110 columns: a gate that would push a line past
/// that puts the call's arguments one per line; one that still fits stays on its line. Its
/// SwiftLint enables `attributes`, so the property's attribute goes on a line of its own.
struct LineWidthProjectButton: View {
    @State private var isPressed = false
    @State private var isHovering = false

    var body: some View {
        Text("Press")
            .scaleEffect(isPressed ? 0.95 : 1)
            .offset(y: isHovering ? -2 : 0)
            .animation(.easeInOut(duration: LineWidthProjectConstants.pressDuration), value: isPressed)
            .animation(.spring(), value: isHovering)
            .onTapGesture { isPressed.toggle() }
            .onAppear { isHovering.toggle() }
    }
}

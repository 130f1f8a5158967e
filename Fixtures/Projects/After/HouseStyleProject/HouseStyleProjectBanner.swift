import SwiftUI

/// No property wrappers here: the project's evidence (HouseStyleProjectForm.swift) decides, so the
/// property takes two lines; the body opens with a blank line, which stays before it.
struct HouseStyleProjectBanner: View {

    @Environment(\.accessibilityReduceMotion)
    private var reduceMotion
    let isVisible: Bool

    var body: some View {
        Text("Saved")
            .offset(y: isVisible ? 0 : -60)
            .animation(reduceMotion ? nil : .spring(), value: isVisible)
    }
}

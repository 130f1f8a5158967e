import SwiftUI

/// No property wrappers here: the project's evidence (HouseStyleProjectForm.swift) decides, so the
/// property takes two lines; the body opens with a blank line, which stays before it.
struct HouseStyleProjectBanner: View {

    @Environment(\.accessibilityReduceMotion)
    private var reduceMotion
    let isVisible: Bool

    var body: some View {
        Text("Saved")
            .offset(y: reduceMotion ? 0 : (isVisible ? 0 : -60))
            .animation(reduceMotion ? .easeInOut(duration: 0.15) : .spring(), value: isVisible)
    }
}

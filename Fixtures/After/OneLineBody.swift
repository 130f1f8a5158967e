import SwiftUI

/// A host written on one line is broken open after its brace.
struct OneLineBodyDot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let on: Bool; var body: some View { Circle().offset(x: reduceMotion ? 0 : (on ? 0 : 8)) } }

/// Slides its dot in once it appears.
struct OneLineBodyRow: View {
    @State private var shown = false

    var body: some View {
        OneLineBodyDot(on: shown)
            .onAppear { shown = true }
    }
}

import SwiftUI

/// A host written on one line is broken open after its brace.
struct OneLineBodyDot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let on: Bool; var body: some View { Circle().offset(x: reduceMotion ? 0 : (on ? 8 : 0)) } }

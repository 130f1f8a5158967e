import SwiftUI

/// Opting out with directives, with and without rule ids.
struct DirectivesDashboard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var live = false

    var body: some View {
        VStack {
            // motionfix:disable:next
            Text("Next").offset(y: live ? 0 : 10)
            Text("This").scaleEffect(live ? 1 : 1.1) // motionfix:disable:this scale-effect
            // motionfix:disable offset
            Text("Region").offset(x: live ? 0 : 10).scaleEffect(reduceMotion ? 1 : (live ? 1 : 1.1))
            // motionfix:enable offset
            Text("After").offset(x: reduceMotion ? 0 : (live ? 0 : 10))
            // motionfix:disable:next transition
            Text("Other rule").offset(x: reduceMotion ? 0 : (live ? 0 : 10))
        }
        .onAppear { live = true }
    }
}

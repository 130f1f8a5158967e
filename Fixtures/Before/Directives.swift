import SwiftUI

/// Opting out with directives, with and without rule ids.
struct DirectivesDashboard: View {
    @State private var live = false

    var body: some View {
        VStack {
            // motionfix:disable:next
            Text("Next").offset(y: live ? 0 : 10)
            Text("This").scaleEffect(live ? 1 : 1.1) // motionfix:disable:this scale-effect
            // motionfix:disable offset
            Text("Region").offset(x: live ? 0 : 10).scaleEffect(live ? 1 : 1.1)
            // motionfix:enable offset
            Text("After").offset(x: live ? 0 : 10)
            // motionfix:disable:next transition
            Text("Other rule").offset(x: live ? 0 : 10)
        }
        .onAppear { live = true }
    }
}

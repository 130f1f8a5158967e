import SwiftUI

/// Directives without rule ids switch off every rule; several ids may follow one directive.
struct DirectivesRegionOnboarding: View {
    @State private var page = 0

    var body: some View {
        VStack {
            // motionfix:disable
            Text("Welcome").offset(x: CGFloat(page) * -40)
            Text("Tour").transition(.slide)
            // motionfix:enable
            Text("Step").offset(x: CGFloat(page) * -40) // motionfix:disable:this
            // motionfix:disable:next offset scale-effect
            Text("Dots").offset(y: page == 0 ? 8 : 0).scaleEffect(page == 0 ? 0.9 : 1)
            Text("Next").animation(.bouncy, value: page) // motionfix:disable:this spring-animation
            Text("Skip").offset(x: CGFloat(page) * -40).animation(.bouncy, value: page) // motionfix:disable:this offset
        }
    }
}

import SwiftUI
import UIKit

/// An app's own helper that turns an animation off under Reduce Motion: what it makes already
/// respects the setting, through a call to another such helper too. Only the animation made
/// without it is gated.
extension Animation {
    func animationHelperReadsSettingGentle() -> Animation {
        animationHelperReadsSettingOffIfReduced()
    }

    private func animationHelperReadsSettingOffIfReduced() -> Animation {
        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
    }
}

struct AnimationHelperReadsSettingPanel: View {
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                Text("Panel")
            }
            Button("Toggle") {
                withAnimation(.spring().animationHelperReadsSettingGentle()) { open.toggle() }
            }
            Button("Close") {
                withAnimation(.spring()) { open = false }
            }
            Text("Status")
                .frame(width: open ? 120 : 80)
                .animation(.easeInOut.animationHelperReadsSettingGentle(), value: open)
        }
    }
}

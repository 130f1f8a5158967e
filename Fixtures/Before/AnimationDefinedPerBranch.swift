import SwiftUI

/// A named animation defined once per `#if` branch is one choice between its definitions: a
/// spring in one branch makes it a spring, so its uses are turned off (not reported as a name
/// whose definition is missing).
enum AnimationDefinedPerBranchMotion {
    #if swift(>=5.9)
    static let change: Animation = .snappy(duration: 0.3)
    #else
    static let change: Animation = .easeInOut(duration: 0.3)
    #endif
}

struct AnimationDefinedPerBranchTiers: View {
    @State private var selected = 0

    var body: some View {
        HStack {
            ForEach(0..<3) { tier in
                Button("Tier \(tier)") {
                    withAnimation(AnimationDefinedPerBranchMotion.change) { selected = tier }
                }
            }
        }
        .overlay(alignment: .bottomLeading) {
            Capsule()
                .frame(width: 60, height: 3)
                .offset(x: CGFloat(selected) * 80)
        }
    }
}

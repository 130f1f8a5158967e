import SwiftUI

/// Every view that reads `loved` has its own `.animation(_, value: loved)`, which overrides the
/// transaction: the spring around the toggle animates nothing and is left alone. The modifier
/// itself resizes the heart's frame, so it is the one turned off.
struct AnimationOverridesAndDelaysHeart: View {
    @State private var loved = false

    var body: some View {
        Button {
            withAnimation(.spring()) {
                loved.toggle()
            }
        } label: {
            Image(systemName: "heart.fill")
                .frame(width: loved ? 64 : 44)
                .animation(.snappy, value: loved)
        }
    }
}

/// A banner meant to stay for a second before it folds away: turned off, the change still waits
/// for its delay, so the banner is seen.
struct AnimationOverridesAndDelaysBanner: View {
    @State private var bannerShown = true

    var body: some View {
        Text("Saved")
            .frame(height: bannerShown ? 60 : 0)
            .onAppear {
                withAnimation(.easeIn(duration: 0.3).delay(1)) {
                    bannerShown = false
                }
            }
    }
}

/// A phase animator whose content never reads its phase moves nothing.
struct AnimationOverridesAndDelaysBadge: View {
    var body: some View {
        Text("New")
            .phaseAnimator([0.0, 1.0]) { content, _ in
                content
            }
    }
}

import SwiftUI

/// Banners that slide, zoom and push in.
struct TransitionMovingBanners: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showsBanner = false

    var body: some View {
        VStack {
            if showsBanner {
                Text("Slide").transition(reduceMotion ? .opacity : .slide)
                Text("Move").transition(reduceMotion ? .opacity : .move(edge: .top))
                Text("Scale").transition(reduceMotion ? .opacity : .scale.combined(with: .opacity))
                Text("Push").transition(reduceMotion ? .opacity : .push(from: .leading))
                Text("Offset").transition(reduceMotion ? .opacity : .offset(x: 0, y: 40))
                Text("Asymmetric")
                    .transition(reduceMotion ? .opacity : .asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
                Text("Qualified").transition(reduceMotion ? .opacity : AnyTransition.scale(scale: 0.8, anchor: .top))
            }
        }
    }
}

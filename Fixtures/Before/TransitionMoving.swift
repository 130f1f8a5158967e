import SwiftUI

/// Banners that slide, zoom and push in.
struct TransitionMovingBanners: View {
    @State private var showsBanner = false

    var body: some View {
        VStack {
            if showsBanner {
                Text("Slide").transition(.slide)
                Text("Move").transition(.move(edge: .top))
                Text("Scale").transition(.scale.combined(with: .opacity))
                Text("Push").transition(.push(from: .leading))
                Text("Offset").transition(.offset(x: 0, y: 40))
                Text("Asymmetric")
                    .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
                Text("Qualified").transition(AnyTransition.scale(scale: 0.8, anchor: .top))
            }
        }
    }
}

import SwiftUI

/// Motion APIs with no safe automatic rewrite: reported, never changed (but the phase animator,
/// kept at its first phase).
struct ManualMotionAPIsGallery: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Namespace private var heroSpace
    @State private var selected = false

    var body: some View {
        VStack {
            Text("Phases")
                .phaseAnimator(reduceMotion ? [0.0] : [0.0, 1.0]) { view, phase in
                    view.offset(y: phase * -6)
                }
            Circle()
                .matchedGeometryEffect(id: "hero", in: heroSpace)
            Text("Row")
                .scrollTransition { content, phase in
                    content.scaleEffect(phase.isIdentity ? 1 : 0.9)
                }
            Text("Parallax")
                .visualEffect { content, proxy in
                    content.offset(y: proxy.size.height / 10)
                }
            Text("Detail")
                .navigationTransition(.zoom(sourceID: "hero", in: heroSpace))
        }
    }
}

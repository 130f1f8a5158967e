import SwiftUI

/// A library's window animation behaviour, set with a `.transition` modifier on a scene.
enum SceneTransitionWindowBehavior {
    case documentWindow
    case none
}

extension Scene {
    func transition(_ behavior: SceneTransitionWindowBehavior) -> some Scene { self }
}

struct SceneTransitionBanner: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                Text("Saved")
                    .transition(.move(edge: .top))
            }
            Button("Save") { withAnimation(.easeOut) { shown = true } }
        }
    }
}

/// `.transition` on a scene is not a view's transition (`.opacity` would not compile there): left
/// alone. Inside a window, a view's transition is gated as usual.
struct SceneTransitionApp: App {
    var body: some Scene {
        WindowGroup {
            SceneTransitionBanner()
        }
        .transition(.documentWindow)
    }
}

import SwiftUI

struct SceneHostInspector: View {
    var body: some View {
        Text("Inspector")
    }
}

/// A custom Scene is a host: its content is gated like a view's.
struct SceneHostInspectorScene: Scene {
    @State private var docked = false

    var body: some Scene {
        WindowGroup {
            SceneHostInspector()
                .offset(x: docked ? 0 : 40)
                .onAppear { docked = true }
        }
    }
}

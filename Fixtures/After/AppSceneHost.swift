import SwiftUI

struct AppSceneHostRoot: View {
    var body: some View {
        Text("Root")
    }
}

/// An App is a host too.
struct AppSceneHostApp: App {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some Scene {
        WindowGroup {
            AppSceneHostRoot()
                .transition(reduceMotion ? .opacity : .slide)
        }
    }
}

import SwiftUI

struct AppSceneHostRoot: View {
    var body: some View {
        Text("Root")
    }
}

/// An App is a host too.
struct AppSceneHostApp: App {
    var body: some Scene {
        WindowGroup {
            AppSceneHostRoot()
                .transition(.slide)
        }
    }
}

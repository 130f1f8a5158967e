import SwiftUI

/// A protocol that refines View, declared in the project.
protocol RefiningProtocolScreen: View {
    var title: String { get }
}

extension RefiningProtocolScreen {
    /// A helper in an extension of the protocol has no environment of its own.
    func refiningProtocolLift(_ up: Bool) -> some View {
        Text(title).offset(y: up ? -8 : 0)
    }
}

/// Conforms through the protocol: a host.
struct RefiningProtocolInbox: RefiningProtocolScreen {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let title = "Inbox"
    @State private var loaded = false

    var body: some View {
        Text(title).offset(y: reduceMotion ? 0 : (loaded ? 0 : 20))
            .onAppear { loaded = true }
    }
}

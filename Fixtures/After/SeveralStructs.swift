import SwiftUI

/// A row that slides in.
struct SeveralStructsRow: View {
    let appeared: Bool

    var body: some View {
        Text("Row").offset(x: appeared ? 0 : 30)
    }
}

/// A plain model: not a view, nothing to host.
struct SeveralStructsModel {
    var title = "Inbox"
}

/// A header with no motion: gets no property.
struct SeveralStructsHeader: View {
    var body: some View {
        Text("Header")
    }
}

/// A footer that pops.
struct SeveralStructsFooter: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var bump = false

    var body: some View {
        Text("Footer")
            .scaleEffect(reduceMotion ? 1 : (bump ? 1 : 1.1))
            .animation(.snappy, value: bump)
            .onAppear { bump = true }
    }
}

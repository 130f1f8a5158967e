import SwiftUI

/// The body opens with a section header: the property goes under it, with the other properties.
struct HouseStyleMarkHeaderBanner: View {
    // MARK: - Properties

    @State private var shown = false

    // MARK: - Body

    var body: some View {
        Text("Saved")
            .offset(y: shown ? 0 : 24)
            .onAppear { shown = true }
    }
}

import SwiftUI

/// The primary declaration has an empty body; the view is built in an extension.
struct EmptyBodyHostSpinner {}

extension EmptyBodyHostSpinner: View {
    var body: some View {
        ProgressView()
            .transition(.scale)
    }
}

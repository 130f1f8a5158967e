import SwiftUI

/// A file that starts with a UTF-8 byte-order mark keeps it.
struct ByteOrderMarkPill: View {
    @State private var grown = false

    var body: some View {
        Capsule().scaleEffect(grown ? 1 : 1.2)
            .onAppear { grown = true }
    }
}

import SwiftUI

/// `reduceMotion` is a parameter in an extension of the host, so another name is chosen.
struct NameClashLocalTile: View {
    @State private var selected = false

    var body: some View {
        tile(reduceMotion: false)
            .onAppear { selected = true }
    }
}

extension NameClashLocalTile {
    func tile(reduceMotion: Bool) -> some View {
        RoundedRectangle(cornerRadius: 8)
            .scaleEffect(selected ? 1 : 1.08)
    }
}

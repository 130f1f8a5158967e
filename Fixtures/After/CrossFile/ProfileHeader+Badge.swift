import SwiftUI

/// The motion lives in an extension in another file.
extension CrossFileProfileHeader {
    var followBadge: some View {
        Text("Following")
            .scaleEffect(reduceMotion ? 1 : (following ? 1 : 0.6))
            .transition(reduceMotion ? .opacity : .scale)
    }
}

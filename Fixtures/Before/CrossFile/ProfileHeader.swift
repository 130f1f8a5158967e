import SwiftUI

/// The host's primary declaration: the property goes here.
struct CrossFileProfileHeader: View {
    @State var following = false

    var body: some View {
        VStack {
            Text("Profile")
            followBadge
        }
        .onAppear { following = true }
    }
}

import SwiftUI

/// A view whose author keeps motionfix from adding the Reduce Motion property (a directive on
/// its `{` line): the entrance offset that would read it is not rewritten; it is left for a
/// person instead, saying why.
struct PropertyDisabledBanner: View { // motionfix:disable:this environment-property
    @State private var shown = false

    var body: some View {
        Text("Saved")
            .offset(y: shown ? 0 : -40)
            .onAppear { shown = true }
    }
}

import SwiftUI

/// A side drawer and a hamburger that turns into a cross while it is open: both states are
/// resting states (information), so the values are kept and the animation is gated to nil.
struct InformationDrawerScreen: View {
    @State private var open = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            VStack(alignment: .leading) {
                Text("Inbox")
                Text("Archive")
            }
            .frame(width: 260)
            .background(Color.gray)
            .offset(x: open ? 0 : -260)
            Button {
                withAnimation(.easeInOut(duration: 0.25)) {
                    open.toggle()
                }
            } label: {
                ZStack {
                    Rectangle()
                        .frame(width: 24, height: 2)
                        .rotationEffect(.degrees(open ? 45 : 0))
                        .offset(y: open ? 0 : -6)
                    Rectangle()
                        .frame(width: 24, height: 2)
                        .opacity(open ? 0 : 1)
                    Rectangle()
                        .frame(width: 24, height: 2)
                        .rotationEffect(.degrees(open ? -45 : 0))
                        .offset(y: open ? 0 : 6)
                }
            }
        }
    }
}

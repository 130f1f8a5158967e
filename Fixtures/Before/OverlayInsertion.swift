import SwiftUI

/// A star shown in an overlay fades in place: its spring moves nothing and is left alone. A row
/// inserted into the stack below pushes its neighbours: that spring is turned off.
struct OverlayInsertionMessage: View {
    @State private var liked = false
    @State private var showsReplies = false

    var body: some View {
        VStack {
            Text("Hello")
                .overlay(alignment: .topTrailing) {
                    if liked { Image(systemName: "star.fill") }
                }
                .onTapGesture(count: 2) {
                    withAnimation(.spring()) { liked.toggle() }
                }
            if showsReplies { Text("Replies") }
            Button("Replies") {
                withAnimation(.spring()) { showsReplies.toggle() }
            }
        }
    }
}

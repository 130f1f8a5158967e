import SwiftUI

/// Programmatic scrolls inside `withAnimation`: the scroll position stays, so the animation is
/// gated to nil (the list jumps instead of travelling).
struct ScrollToAnimatedChat: View {
    let messages: [String]

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                ScrollView {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .id(message)
                    }
                }
                HStack {
                    Button("Latest") {
                        withAnimation {
                            proxy.scrollTo(messages.last)
                        }
                    }
                    Button("First") {
                        withAnimation(.easeInOut) {
                            proxy.scrollTo(messages.first, anchor: .top)
                        }
                    }
                }
            }
        }
    }
}

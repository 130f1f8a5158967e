import SwiftUI

/// `.animation(A)` with no value animates every change below it: here a list's rows come and go
/// and a section swaps a loader for taller rows, so both are turned off. One on a view that holds
/// no rows or choices of its own is left for a person.
struct AnimationWithoutValueRowsComments: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var comments: [String] = []
    @State private var loaded = false

    var body: some View {
        VStack {
            List {
                ForEach(comments, id: \.self) { comment in
                    Text(comment)
                }
            }
            .animation(reduceMotion ? nil : .interactiveSpring())
            VStack {
                if loaded {
                    Text("Five rows")
                } else {
                    ProgressView()
                }
            }
            .padding(.vertical, 12)
            .animation(reduceMotion ? nil : .easeInOut)
            AnimationWithoutValueRowsBadge()
                .animation(.spring())
        }
    }
}

struct AnimationWithoutValueRowsBadge: View {
    var body: some View {
        Text("New")
    }
}

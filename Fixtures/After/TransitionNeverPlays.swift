import SwiftUI

/// A transition plays only on the view that is inserted or removed. The banner an `if` shows
/// slides in; the icon inside it, there whenever the banner is, never runs its own transition,
/// and neither does a button's label.
struct TransitionNeverPlaysBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                HStack {
                    Image(systemName: "bell")
                        .transition(.scale)
                    Text("Saved")
                }
                .transition(reduceMotion ? .opacity : .move(edge: .top))
            }
            Button {
                withAnimation(reduceMotion ? nil : .spring()) { shown.toggle() }
            } label: {
                HStack {
                    Text(shown ? "Hide" : "Show")
                }
                .transition(.slide)
            }
        }
    }
}

/// A view whose identity changes (`.id`) is inserted anew each time: its transition plays. A
/// view its only parent always shows never is inserted on its own: its transition never plays.
struct TransitionNeverPlaysCounter: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
                .id(count)
                .transition(reduceMotion ? .opacity : .move(edge: .bottom))
            TransitionNeverPlaysFooter()
                .padding()
            Button("Add") { count += 1 }
        }
    }
}

struct TransitionNeverPlaysFooter: View {
    var body: some View {
        HStack {
            Text("Footer")
        }
        .transition(.slide)
    }
}

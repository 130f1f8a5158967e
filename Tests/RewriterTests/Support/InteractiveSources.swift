/// Small views for the interactive tests, each with changes the engine really makes.
enum InteractiveSources {
    /// Three hunks far apart: an entrance offset, a transition, and a spring that changes a frame.
    static let card = """
    import SwiftUI

    struct CardView: View {
        @State private var shown = false
        @State private var open = false

        var body: some View {
            VStack {
                Text("Hello")
                    .offset(y: shown ? 0 : 40)
                    .onAppear { shown = true }
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                if shown {
                    Text("Banner")
                        .transition(.move(edge: .top))
                }
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Spacer()
                Text("Detail")
                    .frame(height: open ? 80 : 40)
                Button("Toggle") {
                    withAnimation(.spring()) { open.toggle() }
                }
            }
        }
    }

    """

    /// One hunk of two changes separated by unchanged lines: `s` splits it in two.
    static let compact = """
    import SwiftUI

    struct Compact: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Text("Hello")
                    .offset(y: shown ? 0 : 40)
                    .onAppear { shown = true }
                if shown {
                    Text("Banner")
                        .transition(.move(edge: .top))
                }
            }
        }
    }

    """

    /// A gate whose `(` and `)` are on lines with an unchanged line between: one change, not splittable.
    static let multiLine = """
    import SwiftUI

    struct MultiLine: View {
        @State private var shown = false

        var body: some View {
            Text("Hi")
                .offset(y: shown
                    ? 0
                    : 40)
                .onAppear { shown = true }
        }
    }

    """

    /// A view whose own file has an offset, extended in another file with a transition.
    static let profile = """
    import SwiftUI

    struct Profile: View {
        @State private var shown = false

        var body: some View {
            badge
                .offset(y: shown ? 0 : 40)
                .onAppear { shown = true }
        }
    }

    """

    static let profileBadge = """
    import SwiftUI

    extension Profile {
        var badge: some View {
            Text("New")
                .transition(.move(edge: .bottom))
        }
    }

    """
}

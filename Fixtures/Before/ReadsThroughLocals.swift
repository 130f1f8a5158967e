import SwiftUI

struct ReadsThroughLocalsItem: Identifiable, Equatable {
    let id: Int
    let category: Int
}

final class ReadsThroughLocalsModel: ObservableObject {
    @Published var items: [ReadsThroughLocalsItem] = []
    @Published var category = 0
    @Published var collapsed: Set<Int> = []
    @Published var loading = false

    func toggle(_ section: Int) {
        if collapsed.contains(section) { collapsed.remove(section) } else { collapsed.insert(section) }
    }
}

/// A model's value reaches the grid through a local constant: choosing a category reflows the
/// cards, so the spring is turned off.
struct ReadsThroughLocalsGrid: View {
    @StateObject private var model = ReadsThroughLocalsModel()

    var body: some View {
        VStack {
            let shown = model.items.filter { $0.category == model.category }
            VStack {
                ForEach(shown) { item in
                    Text("\(item.id)")
                }
            }
            .animation(.spring(response: 0.4, dampingFraction: 0.8), value: model.category)
        }
    }
}

/// Collapsing a section calls the model's method: what the method changes is read through a
/// local that removes the rows below, so the animation is turned off.
struct ReadsThroughLocalsSections: View {
    @ObservedObject var model: ReadsThroughLocalsModel

    var body: some View {
        List {
            ForEach([1, 2, 3], id: \.self) { section in
                let isCollapsed = model.collapsed.contains(section)
                VStack {
                    if !isCollapsed {
                        Text("Rows of \(section)")
                    }
                    Button("Section \(section)") {
                        withAnimation { model.toggle(section) }
                    }
                }
            }
        }
    }
}

/// A state handed to the host's own method is drawn there: its rows come and go, so the
/// animation is turned off. The error is shown in place by an overlay that fades: left alone.
struct ReadsThroughLocalsHome: View {
    @State private var sections: [Int]? = nil
    @State private var failure: String? = nil

    var body: some View {
        ScrollView {
            if let sections {
                homeView(for: sections)
            }
        }
        .overlay {
            if let failure {
                ReadsThroughLocalsErrorView(message: failure)
                    .transition(.opacity)
            }
        }
        .task { await load() }
    }

    func homeView(for sections: [Int]) -> some View {
        VStack {
            ForEach(sections, id: \.self) { section in
                Text("\(section)")
            }
        }
    }

    func load() async {
        if sections == nil {
            withAnimation(.spring()) {
                sections = [1, 2, 3]
            }
        } else {
            withAnimation(.spring()) {
                failure = "Offline"
            }
        }
    }
}

struct ReadsThroughLocalsErrorView: View {
    let message: String

    var body: some View {
        VStack {
            Text(message)
            Text("Try again later").padding(.top, message.isEmpty ? 0 : 8)
        }
    }
}

/// Either branch of a nested choice always shows one view: switching swaps them in place.
struct ReadsThroughLocalsSwap: View {
    @State private var loading = true
    @State private var selection = 0
    @State private var detail: Int? = nil

    var body: some View {
        Group {
            if loading {
                Text("Loading")
            } else if selection > 0 {
                if let detail {
                    Text("\(detail)")
                } else {
                    Text("None")
                }
            } else {
                Text("Home")
            }
        }
        .onTapGesture {
            withAnimation(.spring()) {
                selection = 1
            }
        }
    }
}

/// An animation of one member of a model is judged by what reads that member: the loader only
/// fades the list, whose rows come from another member. Left alone.
struct ReadsThroughLocalsLoader: View {
    @ObservedObject var model: ReadsThroughLocalsModel

    var body: some View {
        VStack {
            ForEach(model.items) { item in
                Text("\(item.id)")
            }
            .opacity(model.loading ? 0 : 1)
            .animation(.easeInOut, value: model.loading)
        }
    }
}

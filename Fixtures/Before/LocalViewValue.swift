import SwiftUI

/// A view built in a local of `body` says itself what its reads do there.
struct LocalViewValueList: View {
    @State private var sortedByName = false
    @State private var query = ""
    let names: [String]

    var body: some View {
        // Sorting reorders the rows of the list held in the local: they slide.
        let list = List {
            Button("Sort") {
                withAnimation {
                    sortedByName.toggle()
                }
            }
            ForEach(ordered(byName: sortedByName), id: \.self) { name in
                Text(name)
            }
        }
        // A value chosen by a condition is followed to where it is read: rows come and go.
        let shown = if query.isEmpty { names } else { names.filter { $0.contains(query) } }
        VStack {
            list
            ForEach(shown, id: \.self) { name in
                Text(name)
            }
        }
        .animation(.default, value: query)
    }

    private func ordered(byName: Bool) -> [String] {
        byName ? names.sorted() : names
    }
}

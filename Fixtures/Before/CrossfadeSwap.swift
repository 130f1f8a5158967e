import SwiftUI

/// A condition that always shows one of two views swaps them in place, and SwiftUI fades from
/// one to the other: the animation moves nothing, so it is left alone and no property is added.
struct CrossfadeSwapCopyButton: View {
    @State private var copied = false

    var body: some View {
        HStack {
            Spacer()
            Button {
                withAnimation(.spring()) { copied = true }
            } label: {
                if copied {
                    Label("Copied", systemImage: "checkmark")
                } else {
                    Image(systemName: "doc.on.doc")
                }
            }
        }
    }
}

enum CrossfadeSwapPhase { case loading, loaded }

struct CrossfadeSwapStatus: View {
    @State private var phase = CrossfadeSwapPhase.loading

    var body: some View {
        VStack {
            switch phase {
            case .loading:
                ProgressView()
            case .loaded:
                Text("Done")
            }
        }
        .animation(.spring(), value: phase)
        .task { phase = .loaded }
    }
}

/// Not a swap in place: a list's rows (one view may be many rows, and the rows after them move),
/// and views that fly a matched geometry between the branches. Their animations are turned off.
struct CrossfadeSwapRows: View {
    @Namespace private var space
    @State private var searching = false
    @State private var expanded = false

    var body: some View {
        List {
            if searching {
                Text("Results")
            } else {
                Text("Recent")
            }
            Button("Search") { withAnimation(.spring()) { searching.toggle() } }
        }
        VStack {
            if expanded {
                Rectangle().matchedGeometryEffect(id: "card", in: space).frame(height: 300)
            } else {
                Rectangle().matchedGeometryEffect(id: "card", in: space).frame(height: 60)
            }
        }
        .onTapGesture { withAnimation(.spring()) { expanded.toggle() } }
    }
}

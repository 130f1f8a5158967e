import SwiftUI

/// Animations that move nothing are left alone, and a view with nothing else to gate gets no
/// property: a state only ever set to the value it starts with, the order views are drawn in
/// (`zIndex`), a spinner inserted as all of an overlay's stack, and `.none`.
struct NothingMovesCard: View {
    @State private var scale: CGFloat = 1
    @State private var isFront = false
    @State private var loading = false
    @State private var items = [1, 2, 3]

    var body: some View {
        ZStack {
            Rectangle()
                .scaleEffect(scale)
                .zIndex(isFront ? 1 : 0)
                .opacity(isFront ? 1 : 0.5)
                .onAppear {
                    withAnimation(.spring()) { scale = 1 }
                }
                .onTapGesture {
                    withAnimation(.spring()) { isFront.toggle() }
                }
            VStack {
                ForEach(items, id: \.self) { Text("\($0)") }
            }
            .animation(.none, value: items)
            .onTapGesture { items = [4, 5] }
        }
        .overlay {
            VStack {
                if loading {
                    ProgressView()
                        .transition(.opacity)
                }
            }
            .animation(.easeOut(duration: 0.1), value: loading)
        }
        .task { loading = true }
    }
}

/// A view inserted beside others in a stack still pushes them: that animation is turned off.
struct NothingMovesList: View {
    @State private var loading = false

    var body: some View {
        VStack {
            if loading {
                ProgressView()
            }
            Text("Items")
        }
        .animation(.easeOut(duration: 0.1), value: loading)
        .task { loading = true }
    }
}

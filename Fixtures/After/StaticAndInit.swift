import SwiftUI

/// Static members and initializers cannot read the environment: reported, not changed.
struct StaticAndInitBadge: View {
    let label: AnyView

    init(lifted: Bool) {
        label = AnyView(Text("New").offset(y: lifted ? -4 : 0))
    }

    static func makeTransition(edge: Edge) -> some View {
        Text("Edge").transition(.move(edge: edge))
    }

    var body: some View {
        label
    }
}

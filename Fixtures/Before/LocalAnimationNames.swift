import SwiftUI

// Animations named where they are used: a local `let` above the modifier, and a member of the
// model the view holds. Each is followed to its definition like a named animation of the run.
final class PanelModel: ObservableObject {
    let animation: Animation = .spring(response: 0.4, dampingFraction: 0.8)
    let fade: Animation = .easeInOut(duration: 0.2)
    @Published var isOpen = false
    @Published var isHighlighted = false
}

struct PanelView: View {
    @StateObject var model = PanelModel()
    @State private var expanded = false

    var body: some View {
        VStack {
            Text("Details")
                .frame(height: model.isOpen ? 200 : 44)
                .animation(model.animation, value: model.isOpen)
            Text("Status")
                .opacity(model.isHighlighted ? 1 : 0.6)
                .animation(model.fade, value: model.isHighlighted)
            card
        }
    }

    private var card: some View {
        let opening = Animation.spring(response: 0.42, dampingFraction: 0.8)
        let closing = Animation.spring(response: 0.45, dampingFraction: 1.0)
        return Color.blue
            .frame(height: expanded ? 240 : 80)
            .animation(expanded ? opening : closing, value: expanded)
            .onTapGesture { expanded.toggle() }
    }
}

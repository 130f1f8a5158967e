import SwiftUI

/// Values that need parentheses once they become the else-branch of a ternary.
struct ParenthesizedValuesCard: View {
    @State private var isOn = false
    @State private var customLift: CGFloat? = nil
    @State private var lift: CGFloat = 0
    private func liftForIndex(_ index: Int) -> CGFloat { CGFloat(index) * 2 }

    private func measuredLift() throws -> CGFloat { 4 }

    var body: some View {
        VStack {
            Text("ternary").scaleEffect(isOn ? 1 : 1.05)
            Text("coalescing").offset(y: customLift ?? lift)
            Text("closure").offset(y: { liftForIndex(3) + lift }())
            Text("arithmetic").offset(y: isOn.hashValue == 0 ? 0 : -2 * 4)
            Text("try").offset(y: try! measuredLift() + lift)
            Text("plain").offset(x: liftForIndex(1) * lift)
        }
        .onAppear {
            isOn = true
            lift = 4
        }
    }
}

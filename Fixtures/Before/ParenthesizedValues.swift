import SwiftUI

/// Values that need parentheses once they become the else-branch of a ternary.
struct ParenthesizedValuesCard: View {
    @State private var isOn = false
    @State private var customLift: CGFloat? = nil
    let liftForIndex: (Int) -> CGFloat = { index in CGFloat(index) * 2 }

    private func measuredLift() throws -> CGFloat { 4 }

    var body: some View {
        VStack {
            Text("ternary").scaleEffect(isOn ? 1.05 : 1)
            Text("coalescing").offset(y: customLift ?? 8)
            Text("closure").offset(y: { liftForIndex(3) }())
            Text("arithmetic").offset(y: isOn.hashValue == 0 ? 0 : -2 * 4)
            Text("try").offset(y: try! measuredLift())
            Text("plain").offset(x: liftForIndex(1) * 2)
        }
    }
}

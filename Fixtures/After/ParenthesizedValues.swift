import SwiftUI

/// Values that need parentheses once they become the else-branch of a ternary.
struct ParenthesizedValuesCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOn = false
    @State private var customLift: CGFloat? = nil
    let liftForIndex: (Int) -> CGFloat = { index in CGFloat(index) * 2 }

    private func measuredLift() throws -> CGFloat { 4 }

    var body: some View {
        VStack {
            Text("ternary").scaleEffect(reduceMotion ? 1 : (isOn ? 1.05 : 1))
            Text("coalescing").offset(y: reduceMotion ? 0 : (customLift ?? 8))
            Text("closure").offset(y: reduceMotion ? 0 : ({ liftForIndex(3) }()))
            Text("arithmetic").offset(y: reduceMotion ? 0 : (isOn.hashValue == 0 ? 0 : -2 * 4))
            Text("try").offset(y: reduceMotion ? 0 : (try! measuredLift()))
            Text("plain").offset(x: reduceMotion ? 0 : liftForIndex(1) * 2)
        }
    }
}

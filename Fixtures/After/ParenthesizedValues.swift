import SwiftUI

/// Values that need parentheses once they become the else-branch of a ternary.
struct ParenthesizedValuesCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOn = false
    @State private var customLift: CGFloat? = nil
    @State private var lift: CGFloat = 0
    private func liftForIndex(_ index: Int) -> CGFloat { CGFloat(index) * 2 }

    private func measuredLift() throws -> CGFloat { 4 }

    var body: some View {
        VStack {
            Text("ternary").scaleEffect(reduceMotion ? 1 : (isOn ? 1 : 1.05))
            Text("coalescing").offset(y: reduceMotion ? 0 : (customLift ?? lift))
            Text("closure").offset(y: reduceMotion ? 0 : ({ liftForIndex(3) + lift }()))
            Text("arithmetic").offset(y: reduceMotion ? 0 : (isOn.hashValue == 0 ? 0 : -2 * 4))
            Text("try").offset(y: reduceMotion ? 0 : (try! measuredLift() + lift))
            Text("plain").offset(x: reduceMotion ? 0 : liftForIndex(1) * lift)
        }
        .onAppear {
            isOn = true
            lift = 4
        }
    }
}

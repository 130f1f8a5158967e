import Observation
import SwiftUI

/// An `@Observable` model cannot read the environment: its animation is reported, not changed.
@Observable
final class ObservableModelCart {
    var itemCount = 0

    func add() {
        withAnimation(.bouncy) { itemCount += 1 }
    }
}

/// The view that shows the model is a host.
struct ObservableModelCartButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let cart: ObservableModelCart

    var body: some View {
        Image(systemName: "cart")
            .scaleEffect(cart.itemCount.isMultiple(of: 2) ? 1 : 1.15)
            .animation(reduceMotion ? nil : .spring(duration: 0.3, bounce: 0.5), value: cart.itemCount)
    }
}

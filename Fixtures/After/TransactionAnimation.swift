import SwiftUI

/// A transaction created with a spring animation.
struct TransactionAnimationDrawer: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false

    var body: some View {
        Button("Open") {
            let transaction = Transaction(animation: reduceMotion ? nil : .spring(duration: 0.4))
            withTransaction(transaction) {
                isOpen = true
            }
        }
    }
}

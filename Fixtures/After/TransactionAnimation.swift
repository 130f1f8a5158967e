import SwiftUI

/// A transaction created with a spring animation.
struct TransactionAnimationDrawer: View {
    @State private var isOpen = false

    var body: some View {
        Button("Open") {
            let transaction = Transaction(animation: .spring(duration: 0.4))
            withTransaction(transaction) {
                isOpen = true
            }
        }
    }
}

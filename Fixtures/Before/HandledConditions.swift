import SwiftUI
import UIKit

/// Sites inside branches that already test Reduce Motion are left alone.
struct HandledConditionsHero: View {
    @Environment(\.accessibilityReduceMotion) private var prefersLessMotion
    @State private var entered = false

    var body: some View {
        VStack {
            if prefersLessMotion {
                Text("Hero")
            } else {
                Text("Hero").offset(y: entered ? 0 : 60)
            }
        }
        .onAppear(perform: enter)
    }

    private func enter() {
        guard !UIAccessibility.isReduceMotionEnabled else {
            entered = true
            return
        }
        withAnimation(.spring()) { entered = true }
    }
}

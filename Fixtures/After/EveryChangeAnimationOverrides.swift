import SwiftUI

/// `.animation(A)` without `value:` animates every change of its chain with `A`, whatever
/// transaction made it: the `withAnimation` calls that open and close this menu animate nothing
/// there, so they are left alone, and the chain's own animation is turned off.
struct EveryChangeAnimationOverridesMenu: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var open = false

    var body: some View {
        ZStack(alignment: .leading) {
            Button("Menu") {
                withAnimation { open.toggle() }
            }
            Color.gray
                .frame(width: 260)
                .offset(x: open ? 0 : -260)
                .onTapGesture {
                    withAnimation(.spring()) { open = false }
                }
        }
        .animation(reduceMotion ? nil : .linear(duration: 0.3))
    }
}

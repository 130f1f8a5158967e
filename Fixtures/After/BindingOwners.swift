import SwiftUI

/// A child that animates a change of its binding: what moves is decided by the views that pass
/// `$state` to it. Here the parent slides a panel with it: the spring is turned off.
struct BindingOwnersSwitch: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var isOpen: Bool

    var body: some View {
        Button("Toggle") {
            withAnimation(reduceMotion ? nil : .spring()) { isOpen.toggle() }
        }
    }
}

struct BindingOwnersDrawer: View {
    @State private var drawerOpen = false

    var body: some View {
        VStack {
            BindingOwnersSwitch(isOpen: $drawerOpen)
            Text("Drawer")
                .offset(x: drawerOpen ? 0 : -240)
        }
    }
}

/// The same kind of child, whose only parent shows a text in an `if` (a fade): nothing moves,
/// so the spring is left alone, with no warning.
struct BindingOwnersBadgeSwitch: View {
    @Binding var showsBadge: Bool

    var body: some View {
        Button("Badge") {
            withAnimation(.bouncy) { showsBadge.toggle() }
        }
    }
}

struct BindingOwnersInbox: View {
    @State private var badgeShown = false

    var body: some View {
        ZStack {
            BindingOwnersBadgeSwitch(showsBadge: $badgeShown)
            if badgeShown {
                Text("3")
            }
        }
    }
}

/// A child that sets its binding in its own initializer (`self._isRaised = isRaised`): the
/// initializer reads its parameter, not the property, so the spring is followed to the parent's
/// offset and turned off there as well.
struct BindingOwnersRaiseButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var isRaised: Bool

    init(isRaised: Binding<Bool>) {
        self._isRaised = isRaised
    }

    var body: some View {
        Button("Raise") {
            withAnimation(reduceMotion ? nil : .linear(duration: 0.3)) { isRaised = true }
        }
    }
}

struct BindingOwnersCard: View {
    @State private var raised = false

    var body: some View {
        VStack {
            Text("Card")
                .offset(y: raised ? -40 : 0)
            BindingOwnersRaiseButton(isRaised: $raised)
        }
    }
}

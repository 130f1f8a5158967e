import SwiftUI

/// The file writes its property wrappers with the attribute on a line of its own, so the
/// inserted property does the same — also where a one-line body is broken open.
struct HouseStyleAttributeOwnLineSheet: View {
    @Environment(\.dismiss)
    private var dismiss
    @Environment(\.accessibilityReduceMotion)
    private var reduceMotion
    @State
    private var isShown = false

    var body: some View {
        Button("Done") { dismiss() }
            .offset(y: reduceMotion ? 0 : (isShown ? 0 : 40))
            .onAppear {
                withAnimation(.spring()) { isShown = true }
            }
    }
}

struct HouseStyleAttributeOwnLineDot: View {
    @Environment(\.accessibilityReduceMotion)
    private var reduceMotion
    let lifted: Bool; var body: some View { Circle().offset(y: reduceMotion ? 0 : (lifted ? 0 : -4)) } }

struct HouseStyleAttributeOwnLineRow: View {
    @State
    private var landed = false

    var body: some View {
        HouseStyleAttributeOwnLineDot(lifted: landed)
            .onAppear { landed = true }
    }
}

import Foundation
import SwiftUI

/// A view model cannot read the environment. Where a view moves with what its animation writes,
/// the animation is turned off with the system's setting, through a file-private property
/// motionfix adds once (this file is built for every platform, so it picks the setting per `#if`).
@MainActor
final class ViewModelAnimationTray: ObservableObject {
    @Published var trayShift: CGFloat = 80
    @Published var trayRows: [String] = []
    @Published var trayTitle = "Tray"

    func open() {
        withAnimation(.spring()) { trayShift = 0 }
    }

    func remove(_ row: String) {
        withAnimation(.easeIn.delay(0.2)) { trayRows.removeAll { $0 == row } }
    }

    func close() {
        withAnimation { settle() }
    }

    private func settle() { trayShift = 80 }

    /// Only the title changes: no view moves with it, and a plain curve is left alone.
    func rename() {
        withAnimation(.easeInOut) { trayTitle = "Done" }
    }

    /// Runs as the finger moves: the animation smooths the drag and stays.
    func handleDragChange(_ value: DragGesture.Value) {
        withAnimation(.interactiveSpring()) { trayShift = value.translation.height }
    }
}

/// Not `@MainActor`: the setting may not be read here, so the animation is left for a person.
final class ViewModelAnimationBadge: ObservableObject {
    @Published var badgeLift: CGFloat = 0

    func bump() {
        withAnimation(.bouncy) { badgeLift = -12 }
    }
}

struct ViewModelAnimationTrayView: View {
    @StateObject private var tray = ViewModelAnimationTray()
    @StateObject private var badge = ViewModelAnimationBadge()

    var body: some View {
        VStack {
            Text(tray.trayTitle)
            List {
                ForEach(tray.trayRows, id: \.self) { row in
                    Text(row)
                }
            }
            .offset(y: tray.trayShift)
            Image(systemName: "bell")
                .offset(y: badge.badgeLift)
        }
    }
}

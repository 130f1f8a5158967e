import AppKit

/// Rows that slide in or out of a table or outline view fade instead under Reduce Motion; a
/// removal that already fades is left alone.
@MainActor final class AppKitTableSlidesSidebar: NSObject {
    let outline = NSOutlineView()
    let table = NSTableView()

    func remove(_ rows: IndexSet, from parent: Any?) {
        outline.removeItems(at: rows, inParent: parent, withAnimation: [.slideDown])
    }

    func insert(_ rows: IndexSet) {
        table.insertRows(at: rows, withAnimation: .slideUp)
    }

    func clear(_ rows: IndexSet) {
        table.removeRows(at: rows, withAnimation: .effectFade)
    }
}

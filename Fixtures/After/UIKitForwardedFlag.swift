import UIKit

/// A list whose callers decide whether it animates: the flag they pass is forwarded to UIKit.
final class ForwardedFlagListController: UIViewController {
    let tableView = UITableView()
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    // Scrolls move content: the caller's `true` is kept only when Reduce Motion is off.
    func scrollToTop(animated: Bool) {
        tableView.setContentOffset(.zero, animated: animated && !UIAccessibility.isReduceMotionEnabled)
    }

    func reveal(_ row: IndexPath, animated: Bool = true) {
        tableView.scrollToRow(at: row, at: .middle, animated: animated && !UIAccessibility.isReduceMotionEnabled)
    }

    // Rows inserted and removed by the snapshot slide the others.
    func show(_ items: [String], animated: Bool) {
        let snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    // The system's presentation follows Reduce Motion itself.
    func open(_ detail: UIViewController, animated: Bool) {
        present(detail, animated: animated)
    }

    // The app's own method: what it animates is handled where it is written.
    func refresh(animated: Bool) {
        scrollToTop(animated: animated)
    }

    // Already gated by hand.
    func scrollToTopGently(animated: Bool) {
        tableView.setContentOffset(.zero, animated: animated && !UIAccessibility.isReduceMotionEnabled)
    }

    // Every call of this method passes `false`: the flag it forwards never animates.
    func resetOffset(animated: Bool) {
        tableView.setContentOffset(.zero, animated: animated)
    }

    func prepareForReuse() {
        resetOffset(animated: false)
    }
}

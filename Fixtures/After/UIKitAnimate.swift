import UIKit

/// UIKit code reads the platform's setting: a block that moves a view takes no time, one that
/// only fades is left alone, and one already under a Reduce Motion test is handled.
final class UIKitAnimateBanner: UIView {
    func reveal() {
        UIView.animate(withDuration: 0.3) {
            self.alpha = 1
        }
    }

    func pop() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
                       options: [.allowUserInteraction], animations: { self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) })
    }

    func revealIfAllowed() {
        if UIAccessibility.isReduceMotionEnabled {
            alpha = 1
        } else {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: { self.alpha = 1 })
        }
    }
}

/// An animated scroll moves content: it is animated only when Reduce Motion is off. Pushing a
/// screen is the system's own transition, which follows the setting by itself.
final class UIKitAnimateFeedController: UIViewController {
    let feed = UIScrollView()

    func scrollToTop() {
        feed.setContentOffset(.zero, animated: !UIAccessibility.isReduceMotionEnabled)
    }

    func openDetail() {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// A diffable data source slides the rows that make room for new ones.
final class UIKitAnimateListController: UIViewController {
    let source = UIKitAnimateRowSource()

    func show(_ rows: [Int]) {
        source.apply(rows, animatingDifferences: !UIAccessibility.isReduceMotionEnabled)
    }
}

/// Stands in for `UICollectionViewDiffableDataSource` (its `apply` has the same labels).
final class UIKitAnimateRowSource {
    func apply(_ rows: [Int], animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
}

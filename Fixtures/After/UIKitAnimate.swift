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

/// Selecting a row scrolls the table to it (gated); clearing the selection, or selecting without
/// scrolling, only fades the highlight (left alone).
final class UIKitAnimateSettingsController: UIViewController {
    let table = UITableView()

    func reveal(_ path: IndexPath) {
        table.selectRow(at: path, animated: !UIAccessibility.isReduceMotionEnabled, scrollPosition: .middle)
    }

    func clearSelection() {
        table.selectRow(at: nil, animated: true, scrollPosition: .none)
    }

    func highlight(_ path: IndexPath) {
        table.selectRow(at: path, animated: true, scrollPosition: .none)
    }
}

/// A cross-dissolve only fades from one content to the next (left alone); a flip turns the view
/// over (left for a person).
final class UIKitAnimateCoverView: UIView {
    let cover = UIView()

    func show(_ color: UIColor) {
        UIView.transition(with: cover, duration: 0.3, options: .transitionCrossDissolve) {
            self.cover.backgroundColor = color
        }
    }

    func flip() {
        UIView.transition(with: cover, duration: 0.4, options: [.transitionFlipFromLeft, .allowUserInteraction], animations: nil)
    }
}

/// A diffable data source slides the rows that make room for new ones.
final class UIKitAnimateListController: UIViewController {
    let source = UIKitAnimateRowSource()

    func show(_ rows: [Int]) {
        source.apply(rows, animatingDifferences: !UIAccessibility.isReduceMotionEnabled)
    }
}

/// `apply` animates by default (`animatingDifferences` defaults to `true`): the cells that make
/// room slide, so it is animated only when Reduce Motion is off.
final class UIKitAnimateLibraryController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func reload() {
        let snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        dataSource.apply(snapshot)
    }
}

/// Stands in for `UICollectionViewDiffableDataSource` (its `apply` has the same labels).
final class UIKitAnimateRowSource {
    func apply(_ rows: [Int], animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
}

/// A pager that switches input back on when its animated scroll ends: without animation the
/// delegate is never called, so the scroll is left for a person. A hint shown, then hidden in the
/// completion, would never be seen with no time: left for a person too.
final class UIKitAnimatePagerController: UIViewController {
    let strip = UIScrollView()
    let hint = UIView()

    func move(to offset: CGPoint) {
        strip.setContentOffset(offset, animated: true)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        view.isHidden = false
    }

    func showHint() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, animations: { self.hint.frame = .zero }) { _ in
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { self.hint.transform = .identity }
        }
    }
}

/// A coordinator's own `start(animated:)` and `show(page:animated:)`: what they animate is in their
/// bodies (the zoom there is fixed), so the calls that pass `animated: true` are left alone.
@MainActor
final class UIKitAnimateGalleryCoordinator {
    let photo = UIScrollView()

    func start(animated: Bool) {
        show(page: 0, animated: animated)
    }

    func show(page: Int, animated: Bool) {
        photo.zoom(to: .zero, animated: !UIAccessibility.isReduceMotionEnabled)
    }

    func restart() {
        start(animated: true)
        self.show(page: 1, animated: true)
    }
}

/// A progress bar filling inside an animation block shows how far work has come: information,
/// left animated.
final class UIKitAnimateDownloadBar: UIView {
    let bar = UIProgressView()

    func advance(to fraction: Float) {
        UIView.animate(withDuration: 0.6) {
            self.bar.setProgress(fraction, animated: true)
        }
    }
}

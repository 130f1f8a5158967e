import UIKit

/// A block handed over as a local closure is read where it is written: this one turns the
/// chevron, so it takes no time when Reduce Motion is on.
final class UIKitAnimateFollowedFolderCell: UIView {
    let chevron = UIView()
    var isExpanded = false

    func updateExpandedState(animate: Bool) {
        let angle: CGFloat = isExpanded ? 0 : -.pi / 2
        let transform = CGAffineTransform(rotationAngle: angle)
        let animations = {
            self.chevron.transform = transform
        }
        if animate {
            UIView.animate(withDuration: 0.3, animations: animations)
        } else {
            animations()
        }
    }
}

/// Showing or hiding the status bar and the home indicator is the system's own, and so is a
/// bar's look set by the controller's own method: both blocks are left alone.
final class UIKitAnimateFollowedReaderController: UIViewController {
    var barsHidden = false
    let overlay = UIView()

    override var prefersStatusBarHidden: Bool { barsHidden }

    func hideBars() {
        UIView.animate(withDuration: 0.25) {
            self.barsHidden = true
            self.setNeedsStatusBarAppearanceUpdate()
            self.setNeedsUpdateOfHomeIndicatorAutoHidden()
        }
    }

    func showSearch() {
        UIView.animate(withDuration: 0.2) {
            self.overlay.alpha = 1
            self.setBarOpaque(true)
        }
    }

    private func setBarOpaque(_ opaque: Bool) {
        guard let bar = navigationController?.navigationBar else { return }
        let appearance = UINavigationBarAppearance()
        if opaque {
            appearance.configureWithOpaqueBackground()
        } else {
            appearance.configureWithTransparentBackground()
        }
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
    }
}

/// A bar that rises with the keyboard, for the keyboard's own duration: movement that follows the
/// keyboard is left alone (taking no time, the bar would jump ahead of the keyboard).
final class UIKitAnimateFollowedComposer: UIView {
    let bar = UIView()

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        UIView.animate(withDuration: duration) {
            self.bar.center = CGPoint(x: 0, y: 100)
        }
    }
}

import UIKit

/// UIKit code cannot read the SwiftUI environment: reported for a person.
final class UIKitAnimateBanner: UIView {
    func reveal() {
        UIView.animate(withDuration: 0.3) {
            self.alpha = 1
        }
    }

    func pop() {
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
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

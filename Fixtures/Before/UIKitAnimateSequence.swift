import UIKit

/// Steps of one `UIView.animate` sequence. One that only moves (a squeeze, then a spring back)
/// ends where it rests, so each step takes no time; one that shows a hint and hides it again
/// keeps its timing, or the hint would never be seen.
final class UIKitAnimateSequenceCard: UIView {
    let badge = UIView()
    let photo = UIScrollView()

    func bounce() {
        UIView.animate(withDuration: 0.2, delay: 0, options: [], animations: {
            self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }) { _ in
            UIView.animate(withDuration: 0.4, animations: {
                self.transform = .identity
            })
        }
    }

    func flashBadge() {
        UIView.animate(withDuration: 0.3, animations: {
            self.badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            self.badge.alpha = 1
        }) { _ in
            UIView.animate(withDuration: 0.3, delay: 1, options: [], animations: {
                self.badge.transform = .identity
                self.badge.alpha = 0
            })
        }
    }

    // Zooming a photo back out moves its content.
    func resetZoom() {
        UIView.animate(withDuration: 0.3) {
            self.photo.zoomScale = 1
        }
    }
}

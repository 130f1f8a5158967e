#if os(iOS)

import UIKit

/// The whole file is built for iOS only, inside `#if os(iOS)`: UIKit's setting is read inline.
extension UIScrollView {
    func uikitOnlyBranchScrollToTop() {
        setContentOffset(.zero, animated: true)
    }
}

#endif

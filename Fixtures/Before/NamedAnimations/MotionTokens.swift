import SwiftUI

/// A design system's animation tokens.
enum NamedAnimationsMotion {
    static let bouncy = Animation.spring(response: 0.4, dampingFraction: 0.6)
    static let gentle = Animation.easeInOut(duration: 0.3)
    static let emphasized = bouncy
}

extension Animation {
    static let namedAnimationsPulse = Animation.easeInOut(duration: 0.9).repeatForever()
    static var namedAnimationsSnappy: Animation { .snappy(duration: 0.25) }
}

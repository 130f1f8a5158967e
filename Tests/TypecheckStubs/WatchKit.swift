// Linux type-checking stub of the WatchKit declaration the golden fixtures read: the system's
// Reduce Motion setting on watchOS. The signature follows the watchOS 10 SDK; the body never runs.
@_exported import Foundation

public func WKAccessibilityIsReduceMotionEnabled() -> Bool { false }

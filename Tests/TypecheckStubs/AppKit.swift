// Linux type-checking stub of the AppKit declaration the golden fixtures read: the system's
// Reduce Motion setting on macOS. The signature follows the macOS 14 SDK; the body never runs.
@_exported import Foundation

open class NSWorkspace: NSObject, @unchecked Sendable {
    public static let shared = NSWorkspace()
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
}

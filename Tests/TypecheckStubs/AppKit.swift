// Linux type-checking stub of the AppKit declaration the golden fixtures read: the system's
// Reduce Motion setting on macOS. The signature follows the macOS 14 SDK; the body never runs.
@_exported import Foundation

open class NSWorkspace: NSObject, @unchecked Sendable {
    public static let shared = NSWorkspace()
    open var accessibilityDisplayShouldReduceMotion: Bool { false }
}

@MainActor open class NSView: NSObject {
    public override init() {}
}

@MainActor open class NSTableView: NSView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let effectFade = AnimationOptions(rawValue: 0x1)
        public static let effectGap = AnimationOptions(rawValue: 0x2)
        public static let slideUp = AnimationOptions(rawValue: 0x10)
        public static let slideDown = AnimationOptions(rawValue: 0x20)
        public static let slideLeft = AnimationOptions(rawValue: 0x30)
        public static let slideRight = AnimationOptions(rawValue: 0x40)
    }
    open func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}
}

@MainActor open class NSOutlineView: NSTableView {
    open func insertItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}
    open func removeItems(at indexes: IndexSet, inParent parent: Any?, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}
}

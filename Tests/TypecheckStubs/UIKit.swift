// Linux type-checking stub of the few UIKit declarations the golden fixtures use.
// Signatures follow the iOS 17 SDK (UIKit.UIView, UIKit.UIAccessibility); bodies never run.
@_exported import Foundation

// MARK: - Geometry (CoreGraphics, re-exported by UIKit)

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

// MARK: - Colours

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var tintColor: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

// MARK: - Views and animation

@MainActor open class UIResponder: NSObject {
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

@MainActor open class UIView: UIResponder {
    public override init() {}
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    open var transform: CGAffineTransform = .identity
    open var center: CGPoint = .zero
    open var frame: CGRect = .zero
    open var backgroundColor: UIColor?
    open func addSubview(_ view: UIView) {}
    open func layoutIfNeeded() {}

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

@MainActor open class UIProgressView: UIView {
    open var progress: Float = 0
    open func setProgress(_ progress: Float, animated: Bool) {}
}

@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var zoomScale: CGFloat = 1
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func zoom(to rect: CGRect, animated: Bool) {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {}
}

@MainActor open class UITableView: UIScrollView {
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public init() {}
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
}

@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {}
}

@MainActor open class UIViewController: UIResponder {
    public override init() {}
    open var view: UIView! = UIView()
    open var navigationController: UINavigationController? { nil }
    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
}

@MainActor open class UIBarAppearance: NSObject {
    public override init() {}
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
}

@MainActor open class UINavigationBarAppearance: UIBarAppearance {}

@MainActor open class UINavigationBar: UIView {
    open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
}

@MainActor open class UINavigationController: UIViewController {
    open var navigationBar: UINavigationBar { UINavigationBar() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

// MARK: - Accessibility

public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

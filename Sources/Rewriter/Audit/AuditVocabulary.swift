/// The words of `motionfix audit` (docs/BEHAVIOUR.md §5; docs/AUDIT.md): how severe a motion site is for a
/// motion-sensitive user, what kind of motion it is, and what motionfix does about it.

/// docs/BEHAVIOUR.md §5, from no perceptible motion to continuous motion.
public enum Severity: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// No perceptible motion.
    case none
    /// Opacity or colour only, a tiny scale (within 0.05 of 1), a value that follows the finger.
    case low
    /// One movement on one axis, movement combined with a fade, a moderate spring.
    case medium
    /// Spring physics, several movements at once on one view, large movements, directional slides.
    case high
    /// Continuous motion: endless loops, `TimelineView(.animation)`, repeating animators.
    case critical

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The spelling in every format (`critical`, …, `none`).
    public var description: String {
        switch self {
        case .none: return "none"
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        case .critical: return "critical"
        }
    }

    /// Most severe first, the order of every report.
    public static let descending: [Severity] = allCases.reversed()
}

/// What the motion is for (docs/AUDIT.md says how each is decided).
public enum MotionCategory: String, Sendable, CaseIterable {
    /// A view arriving: a slide-up, a pop-in on appear.
    case entrance
    /// A view inserted or removed (`.transition`, matched geometry, an `if` that reflows).
    case transition
    /// Motion that does not stop: loops, timers, `TimelineView`, repeating animators.
    case continuous
    /// A response to the user: press feedback, a toggled state, a finger's drag and release.
    case feedback
    /// Ornament: parallax, scroll effects, motion whose purpose cannot be told.
    case decorative
    /// Moving between places: drawers, menus, tabs, pages, programmatic scrolls, screen transitions.
    case navigation
}

/// What motionfix does about a finding, as the audit reports it.
public enum AuditAction: String, Sendable, CaseIterable {
    /// The fixer changes the site.
    case auto
    /// The fixer changes the site and flags the change `review`.
    case review
    /// Left for a person, with the reason and a suggestion.
    case manual
    /// Nothing to do: the site already respects Reduce Motion, or is left alone on purpose.
    case none
}

/// The audit's reading of one finding, set by the engine in the same run that decides the fixes.
public struct Assessment: Hashable, Sendable {
    /// The API at the site, as written (`.offset`, `withAnimation`, `UIView.animate`).
    public var api: String
    public var severity: Severity
    public var category: MotionCategory
    /// True when the site, its condition, or every animation that drives it reads Reduce Motion,
    /// or when all it does is fade (docs/AUDIT.md).
    public var respectsReduceMotion: Bool
    /// True when the site, its condition, or the animation that drives it reads Reduce Motion:
    /// the code checks the setting. A site that respects it without reading it is safe as it is
    /// (a fade, a colour change, the system's own transition).
    public var readsReduceMotion = false
    /// False for a value that only places the view (layout): not a motion site, not in the audit.
    public var isMotion: Bool
    /// Why the severity was chosen, in a few words (`a movement of 40 pt on one axis, driven by a spring`).
    public var basis: String
    /// What motionfix does about it. Usually the finding's own action; a site left alone that
    /// still moves and that no other finding takes care of is `manual` here.
    public var action: AuditAction = .none
    /// For a site made `manual` by the audit: what a person should do.
    public var suggestion: String? = nil
    /// Lines (same file) of the animations that drive this value.
    public var drivenBy: [Int] = []

    public init(api: String, severity: Severity, category: MotionCategory, respectsReduceMotion: Bool, isMotion: Bool = true, basis: String = "") {
        self.api = api
        self.severity = severity
        self.category = category
        self.respectsReduceMotion = respectsReduceMotion
        self.isMotion = isMotion
        self.basis = basis
    }
}

extension Finding {
    /// The audit's name for `action`.
    public var auditAction: AuditAction {
        if let assessment, assessment.action == .manual { return .manual }
        switch action {
        case .fixed: return .auto
        case .review: return .review
        case .manual: return .manual
        case .handled: return .none
        }
    }
}

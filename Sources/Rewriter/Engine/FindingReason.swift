/// Why a finding is what it is, set by the rule that made it: the stable id every output reads
/// (the audit, `--check`, the JSON's `reason`, SARIF's `properties.reason`), where the message
/// is only words for a person. docs/AUDIT.md lists every id; a fixture produces each one.
public enum FindingReason: String, CaseIterable, Sendable {
    // MARK: Left alone: it reads the setting

    /// The site (its value or its animation argument) already reads Reduce Motion.
    case readsSetting = "reads-setting"
    /// The site sits inside an `if` or `guard` that tests Reduce Motion.
    case insideSettingCheck = "inside-setting-check"
    /// The site uses a named animation whose definition reads Reduce Motion.
    case animationReadsSetting = "animation-reads-setting"
    /// The value is changed only by a timer whose work is skipped when Reduce Motion is on.
    case timerStopped = "timer-stopped"
    /// Motion that plays only through uses turned off when Reduce Motion is on: a matched geometry
    /// effect whose animations are, a custom transition's modifiers (its `.transition` uses fade).
    case driversTurnedOff = "drivers-turned-off"

    // MARK: Left alone: safe as it is

    /// The system's own transition (a UIKit push or present), which follows the setting itself.
    case systemTransition = "system-transition"
    /// A matched geometry effect between views that are always shown: nothing flies.
    case nothingFlies = "nothing-flies"
    /// A phase animator whose content never reads its phase: nothing moves.
    case nothingMoves = "nothing-moves"
    /// The value places the view (layout); it does not move it.
    case placesTheView = "places-the-view"
    /// The value is kept on purpose; the animation that drives it is turned off instead.
    case valueKept = "value-kept"
    /// The value moves a mask: a reveal, not a movement.
    case movesAMask = "moves-a-mask"
    /// The animation smooths a value that follows the finger.
    case followsFinger = "follows-finger"
    /// An endless animation that also fades the view out: its movement is stopped at the modifiers, its fade kept.
    case loopFadeKept = "loop-fade-kept"
    /// It only changes opacity or colour, or movement already stopped at its modifiers.
    case onlyAppearance = "only-appearance"
    /// A transition that only fades, or a selection that only fades in without scrolling.
    case fadeOnly = "fade-only"
    /// An animation shorter than a frame: the change is already instant.
    case shorterThanAFrame = "shorter-than-a-frame"
    /// A transition on a view that is always there while its container is.
    case neverPlays = "never-plays"
    /// A transition whose view no animation (or only one that reads the setting) shows or hides.
    case neverAnimated = "never-animated"
    /// `.transition` on a scene: a window's animation behaviour, not a view's transition.
    case sceneTransition = "scene-transition"
    /// A plain curve whose effect could not be followed.
    case plainCurveUnknown = "plain-curve-unknown"
    /// `animated: true` handed to the app's own code, whose motion is assessed where it is written.
    case appCode = "app-code"

    // MARK: Changed

    /// Rewritten to respect Reduce Motion (the action says whether the hunk is flagged `review`).
    case fixed

    // MARK: Left for a person

    /// Left for a person; the message says why and the suggestion what to do.
    case manual
    /// The site has no view environment to read the setting from (a free function, a static
    /// member, an initializer, a type that is not a view).
    case noEnvironment = "no-environment"
    /// A timer keeps changing what it moves, and nothing stops that timer under Reduce Motion.
    case timerKeepsChanging = "timer-keeps-changing"
    /// An animation whose definition motionfix cannot see (passed in, or in a file not processed).
    case animationUnresolved = "animation-unresolved"
    /// The view's Reduce Motion property is private to its file, and the fix is in another file.
    case propertyPrivate = "property-private"
    /// Adding the Reduce Motion property to the view is disabled by a directive.
    case propertyDisabled = "property-disabled"
}

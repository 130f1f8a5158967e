@testable import Rewriter
import XCTest

/// Sites the fixer leaves alone are still noted (`--verbose`), so the audit can list every
/// motion site once: fades, plain curves, sites a first run already gated, and motion APIs
/// written in forms the rules used to miss.
final class SiteNotesTests: XCTestCase {
    private func findings(_ body: String, members: String = "", extra: String = "") -> [Finding] {
        let source = "import SwiftUI\nimport UIKit\n\nstruct V: View {\n\(members)\n    var body: some View {\n        \(body)\n    }\n}\n\(extra)"
        return Engine().run([SourceInput(path: "V.swift", bytes: Array(source.utf8))])[0].findings
    }

    private let reduceMotion = "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n    @State private var on = false"

    func testAFadeTransitionIsNoted() {
        let found = findings("if on { Text(\"\").transition(.opacity.combined(with: .identity)) }", members: reduceMotion)
        XCTAssertEqual(found.map(\.ruleID), ["transition"])
        XCTAssertEqual(found.first?.action, .handled)
        XCTAssertEqual(found.first?.message, "'.transition' only fades: left as it is")
        XCTAssertTrue(findings("// motionfix:disable:next transition\n        if on { Text(\"\").transition(.opacity) }").isEmpty)
    }

    func testAProgressBarFillingInAnAnimationBlockIsNotedAsAppearance() {
        let extra = "final class Bar: UIView {\n    let bar = UIProgressView()\n    func advance() {\n        UIView.animate(withDuration: 0.6) { self.bar.setProgress(0.5, animated: true) }\n    }\n}\n"
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "uikit-motion" }
        XCTAssertEqual(found.map(\.message), ["'UIView.animate' only fades or recolours: left as it is", "'setProgress(animated: true)' is the system's own transition, which follows Reduce Motion itself: left as it is"])
        XCTAssertTrue(found.allSatisfy { $0.action == .handled })
    }

    func testABindingsAnimationIsNamedAsTheBinding() {
        let found = findings("Toggle(\"Grid\", isOn: $settings.gridOn.animation())", members: "    @ObservedObject var settings: Settings",
                             extra: "final class Settings: ObservableObject {\n    @Published var gridOn = false\n}\n")
        XCTAssertTrue(found.contains { $0.message.contains("it animates every change made through the binding '$settings.gridOn'") }, "\(found.map(\.message))")
    }

    func testAnExtensionOfAClassDeclaredInTwoTargetsIsAClass() {
        let declaration = "import UIKit\n\nfinal class Camera: UIViewController {}\n"
        let ext = "import SwiftUI\n\nextension Camera {\n    func align() {\n        withAnimation(.spring()) { model.alignment = 1 }\n    }\n}\n"
        let results = Engine().run([SourceInput(path: "App/Camera.swift", bytes: Array(declaration.utf8)),
                                    SourceInput(path: "Clip/Camera.swift", bytes: Array(declaration.utf8)),
                                    SourceInput(path: "App/Camera+Align.swift", bytes: Array(ext.utf8))])
        let messages = results[2].findings.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'Camera' is a class") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("ViewModifier") }, "\(messages)")
    }

    func testAnExpressionIsQuotedByItsFirstLineOnly() {
        XCTAssertEqual(ValueFacts.quoted("currentDetailImageID {\n    a\n    b\n}"), "currentDetailImageID")
        XCTAssertEqual(ValueFacts.quoted("drag.width"), "drag.width")
        XCTAssertEqual(ValueFacts.quoted(String(repeating: "x", count: 80)).count, 60)
    }

    func testAKeptValueWhoseChainsAnimationWithoutValueIsTurnedOffIsNoted() {
        let found = findings("Circle().offset(x: layout.position(of: page)).animation(.linear(duration: 0.3)).onTapGesture { page += 1 }",
                             members: "    @State private var page = 0\n    let layout: DotLayout")
        let offsets = found.filter { $0.ruleID == "offset" }
        XCTAssertEqual(offsets.map(\.action), [.handled], "\(offsets.map(\.message))")
        XCTAssertEqual(offsets.first?.message, "'.offset' changes at once: its value is kept and the animation that drives it is turned off instead (its chain's own)")
    }

    func testRowUpdatesOfATableAreLeftForAPersonOncePerBatch() {
        let extra = """
        final class List: UIViewController {
            let tableView = UITableView()
            func remove(_ path: IndexPath) {
                tableView.deleteRows(at: [path], with: .automatic)
            }
            func reload(_ paths: [IndexPath]) {
                tableView.performBatchUpdates {
                    tableView.insertRows(at: paths, with: .fade)
                    tableView.deleteRows(at: paths, with: .fade)
                }
            }
        }
        """
        let rows = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "uikit-motion" }
        XCTAssertEqual(rows.map(\.message), ["'deleteRows' slides the rows around the ones it changes", "'performBatchUpdates' slides the rows around the ones it changes"])
        XCTAssertTrue(rows.allSatisfy { $0.action == .manual && $0.suggestion?.contains("UIView.performWithoutAnimation") == true })
    }

    func testAPlainCurveLeftAloneIsNoted() {
        let found = findings("Circle().fill(on ? .red : .gray).animation(.easeOut, value: on).onTapGesture { on.toggle() }", members: reduceMotion)
        XCTAssertEqual(found.map(\.ruleID), ["instant-animation"])
        XCTAssertEqual(found.first?.action, .handled)
    }

    func testAnimationsAFirstRunGatedAreNotedByTheirOwnRule() {
        let found = findings("""
        Text("").offset(y: on ? 0 : 9).animation(reduceMotion ? nil : .linear.repeatForever(), value: on)
                Text("").frame(width: on ? 9 : 1).animation(reduceMotion ? nil : .easeOut, value: on)
                Text("").frame(width: on ? 9 : 1).animation(reduceMotion ? nil : .spring(), value: on)
        """, members: reduceMotion)
        let animations = found.filter { $0.message.hasPrefix("'.animation'") }
        XCTAssertEqual(animations.map(\.ruleID), ["repeat-forever", "instant-animation", "spring-animation"])
        XCTAssertTrue(animations.allSatisfy { $0.action == .handled && $0.message.hasSuffix("already reads Reduce Motion") })
    }

    func testContinuousAPIsAFirstRunGatedAreNoted() {
        let found = findings("""
        TimelineView(.animation(paused: reduceMotion)) { _ in Text("") }
                Image(systemName: "wifi").symbolEffect(.variableColor, isActive: !reduceMotion)
                Text("").keyframeAnimator(initialValue: 1.0, repeating: !reduceMotion) { view, v in view } keyframes: { _ in LinearKeyframe(1.2, duration: 0.5) }
        """, members: reduceMotion)
        XCTAssertEqual(found.map(\.ruleID), ["timeline-view", "symbol-effect", "keyframe-animator"])
        XCTAssertTrue(found.allSatisfy { $0.action == .handled })
    }

    func testATimelinePausedOnSomethingElseIsLeftForAPerson() {
        let found = findings("TimelineView(.animation(paused: isPaused)) { _ in Text(\"\") }", members: "    @State private var isPaused = false")
        XCTAssertEqual(found.first?.action, .manual)
        XCTAssertEqual(found.first?.suggestion, "pause it when reduceMotion is on too: 'paused: isPaused || reduceMotion'")
    }

    func testScrollTransitionAndVisualEffectWithATrailingClosureOnly() {
        let found = findings("Text(\"\").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }.visualEffect { content, proxy in content.offset(y: 4) }")
        XCTAssertEqual(found.map(\.message), ["'.scrollTransition' moves views while scrolling", "'.visualEffect' may offset, scale or rotate a view"])
        XCTAssertTrue(found.allSatisfy { $0.action == .manual })
    }

    /// A kept value whose source is not followed is a warning only while an animation of it
    /// still runs: once its view's own state has every animation turned off, it is a note.
    func testAKeptValueWhoseEveryAnimationIsTurnedOffIsANote() {
        let settled = findings("Text(\"\").offset(x: slide(open)).animation(.spring(), value: open).onTapGesture { open.toggle() }",
                               members: "    @State private var open = false")
        XCTAssertEqual(settled.first { $0.ruleID == "offset" }?.action, .handled)
        XCTAssertEqual(settled.first { $0.ruleID == "offset" }?.message,
                       "'.offset' changes at once: its value is kept and the animation that drives it is turned off instead (its chain's own)")
        // A binding is written elsewhere too, but its chain's own animation decides how it
        // changes here: turned off, the offset moves at once, whoever changes the binding.
        let open = findings("Text(\"\").offset(x: slide(open)).animation(.spring(), value: open)", members: "    @Binding var open: Bool")
        XCTAssertEqual(open.first { $0.ruleID == "offset" }?.action, .handled)
        // Animated by a transaction elsewhere (a binding, no animation of its own): the warning
        // stays, leading with the fix that keeps the value.
        let elsewhere = findings("Text(\"\").offset(x: slide(open)).onTapGesture { withAnimation(.spring()) { open.toggle() } }",
                                 members: "    @Binding var open: Bool")
        XCTAssertEqual(elsewhere.first { $0.ruleID == "offset" }?.action, .manual)
        XCTAssertTrue(elsewhere.first { $0.ruleID == "offset" }?.suggestion?.hasPrefix("keep the value and turn off the animation") == true)
    }

    /// An animation handed in by the caller (a stored property, a parameter) is not a definition
    /// motionfix failed to find: the message says where it comes from.
    func testAnAnimationPassedInSaysSo() {
        let found = findings("Text(\"\").offset(y: open ? 0 : 40).onTapGesture { withAnimation(animation) { open.toggle() } }",
                             members: "    let animation: Animation\n    @State private var open = false")
        let site = found.first { $0.ruleID == "spring-animation" }
        XCTAssertEqual(site?.action, .manual)
        XCTAssertEqual(site?.message, "'withAnimation' uses 'animation', an animation passed in through 'animation', so motionfix cannot tell what it is")
        XCTAssertEqual(site?.suggestion, "if what it animates moves, slides or resizes something, use 'reduceMotion ? nil : animation'")
    }

    func testUIKitAnimatedTrueAndAnimationsUnderAReduceMotionCheck() {
        let found = findings("Text(\"\")", extra: """
        final class C: UIViewController {
            func go() {
                navigationController?.pushViewController(C(), animated: true)
                tableView.scrollToRow(at: path, at: .top, animated: true)
                tableView.scrollToRow(at: path, at: .top, animated: false)
                if !UIAccessibility.isReduceMotionEnabled { UIView.animate(withDuration: 0.3) { self.view.frame = .zero } }
                interfaceController.pushTemplate(list, animated: true)
            }
        }
        """)
        XCTAssertEqual(found.map(\.action), [.handled, .fixed, .handled, .handled])
        // CarPlay's template transitions are the system's too.
        XCTAssertEqual(found[3].message, "'pushTemplate(animated: true)' is the system's own transition, which follows Reduce Motion itself: left as it is")
        XCTAssertEqual(found.first?.message, "'pushViewController(animated: true)' is the system's own transition, which follows Reduce Motion itself: left as it is")
        XCTAssertEqual(found[1].message, "'scrollToRow(animated: true)' moves content: animate it only when Reduce Motion is off")
        // Without an unconditional `import UIKit` the setting cannot be read inline.
        let source = "import SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#endif\nfinal class D: Coordinator {\n    func go() { tableView.scrollToRow(at: path, at: .top, animated: true) }\n}\n"
        let crossPlatform = Engine().run([SourceInput(path: "D.swift", bytes: Array(source.utf8))])[0].findings
        XCTAssertEqual(crossPlatform.map(\.action), [.manual])
        XCTAssertEqual(crossPlatform.first?.message, "'scrollToRow(animated: true)' not changed: the file is also built without UIKit")
        // A type that subclasses a UIKit class outside every `#if` builds for UIKit only.
        let subclass = source.replacingOccurrences(of: "D: Coordinator", with: "D: UIViewController")
        XCTAssertEqual(Engine().run([SourceInput(path: "D.swift", bytes: Array(subclass.utf8))])[0].findings.map(\.action), [.fixed])
        XCTAssertEqual(found[2].message, "'UIView.animate' is inside a branch that tests Reduce Motion")
    }

    /// `.onReceive` of a notification is an event, like a tap: the spring it runs is judged as
    /// any other (turned off here); one of a timer keeps a loop, left to the timer-loop rule.
    func testANotificationIsAnEventAndATimerIsALoop() {
        let members = "    @State private var paused = false"
        let event = findings("Text(\"\").offset(y: paused ? 20 : 0).onReceive(NotificationCenter.default.publisher(for: .downloadsPaused)) { _ in withAnimation(.spring()) { paused.toggle() } }",
                             members: members)
        XCTAssertEqual(event.first { $0.ruleID == "spring-animation" }?.action, .fixed)
        let ticking = findings("Text(\"\").offset(y: paused ? 20 : 0).onReceive(ticker) { _ in withAnimation(.spring()) { paused.toggle() } }",
                               members: members + "\n    let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()")
        XCTAssertNotEqual(ticking.first { $0.ruleID == "spring-animation" }?.action, .fixed)
    }

    func testAStaticHelpersOffsetMadeOfTheReadersSizeIsLayout() {
        let extra = "extension V {\n    static func centred() -> some View {\n        GeometryReader { geo in\n            Text(\"\").offset(x: geo.size.width / 2 - 20)\n        }\n    }\n}\n"
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "offset" }
        XCTAssertEqual(found.map(\.action), [.handled], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.reason, .placesTheView)
    }

    func testACustomTransitionsModifiersAreNotes() {
        let extra = "struct Spin: Transition {\n    func body(content: Content, phase: TransitionPhase) -> some View {\n        content.rotationEffect(.degrees(phase.isIdentity ? 0 : 90))\n    }\n}\n"
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "rotation-effect" }
        XCTAssertEqual(found.map(\.action), [.handled], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.reason, .driversTurnedOff)
    }

    func testAStateAChildWritesThroughItsBindingTakesTheChildsWrites() {
        let extra = "struct Raise: View {\n    @Binding var up: Bool\n    init(up: Binding<Bool>) { self._up = up }\n    var body: some View {\n        Button(\"Up\") { withAnimation(.linear(duration: 0.3)) { up = true } }\n    }\n}\n"
        let found = findings("VStack { Text(\"\").offset(y: raised ? -40 : 0); Raise(up: $raised) }", members: "    @State private var raised = false", extra: extra)
        XCTAssertEqual(found.filter { $0.ruleID == "offset" }.map(\.action), [.handled], "\(found.map(\.message))")
        XCTAssertEqual(found.filter { $0.ruleID == "instant-animation" }.map(\.action), [.fixed], "\(found.map(\.message))")
    }

    func testAVisualEffectThatOnlyRecoloursIsANote() {
        let found = findings("Text(\"\").visualEffect { content, proxy in content.hueRotation(.degrees(proxy.frame(in: .global).minY)).opacity(0.8) }")
        XCTAssertEqual(found.map(\.action), [.handled], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.reason, .onlyAppearance)
        XCTAssertTrue(findings("// motionfix:disable:next manual-motion\n        Text(\"\").visualEffect { content, proxy in content.opacity(0.8) }").isEmpty)
    }

    func testAUIKitLibrarysTransitionArrayIsNotSwiftUIs() {
        let extra = "final class Controller: UIViewController {\n    let label = UILabel()\n    func setUp() { label.transition([.fadeOut, .scale(0.75)]) }\n}\n"
        XCTAssertTrue(findings("Text(\"\")", extra: extra).filter { $0.ruleID == "transition" }.isEmpty)
    }

    func testASnapKitConstraintsOffsetIsNotSwiftUIs() {
        let extra = "final class Header: UIView {\n    let title = UILabel()\n    func layout() {\n        title.snp.makeConstraints { make in\n            make.leading.equalToSuperview().offset(16)\n            make.top.equalTo(self.snp.top).offset(8)\n        }\n    }\n}\n"
        XCTAssertTrue(findings("Text(\"\")", extra: extra).filter { $0.ruleID == "offset" }.isEmpty)
    }

    func testALoopWithoutValueThatAlsoFadesOutIsNotTurnedOff() {
        let members = "    @State private var flowing = false"
        let found = findings("Rectangle().opacity(flowing ? 0 : 0.3).offset(x: 2, y: flowing ? 14 : -8).animation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true)).onAppear { flowing.toggle() }", members: members)
        let loop = found.filter { $0.ruleID == "repeat-forever" }
        XCTAssertEqual(loop.map(\.action), [.manual], "\(found.map(\.message))")
        XCTAssertTrue(loop.first?.message.contains("also fades the view out through 'flowing'") == true)
        let offset = found.filter { $0.ruleID == "offset" }
        XCTAssertEqual(offset.map(\.action), [.handled])
        XCTAssertTrue(offset.first?.message.contains("is left for a person") == true, "\(offset.map(\.message))")
        let fade = findings("Text(\"\").opacity(flowing ? 0 : 1).animation(.easeInOut(duration: 2).repeatForever(autoreverses: true)).onAppear { flowing.toggle() }", members: members)
        XCTAssertEqual(fade.filter { $0.ruleID == "repeat-forever" }.map(\.reason), [.loopFadeKept], "\(fade.map(\.message))")
    }

    func testAnAnimationDefinedOutsideTheRunSaysWhatItMoves() {
        let members = "    @State private var open = false"
        let moves = findings("Text(\"\").offset(y: open ? 0 : 80).onTapGesture { withAnimation(Theme.animation) { open.toggle() } }", members: members)
            .filter { $0.ruleID == "spring-animation" }
        XCTAssertEqual(moves.map(\.action), [.manual], "\(moves.map(\.message))")
        XCTAssertEqual(moves.first?.suggestion, "unless 'Theme.animation' already reads Reduce Motion, use 'reduceMotion ? nil : Theme.animation'")
        let fades = findings("Text(\"\").opacity(open ? 1 : 0).onTapGesture { withAnimation(Theme.animation) { open.toggle() } }", members: members)
            .filter { $0.ruleID == "spring-animation" }
        XCTAssertEqual(fades.map(\.action), [.handled], "\(fades.map(\.message))")
    }

    /// A matched view in a computed property flies where the body inserts it (`if editing {
    /// field }`, `button.hidden(editing)`): once every animation of those states is turned off,
    /// nothing flies, and the finding is a note. An ungated driver keeps the warning.
    func testAHeroInAComputedViewSettlesWhereTheBodyInsertsIt() {
        let members = """
                @Namespace private var space
                @State private var editing = false
                @State private var mode = false
                var button: some View {
                    Button("Edit") { withAnimation(.easeOut) { editing = true } }.matchedGeometryEffect(id: "e", in: space)
                }
                var field: some View {
                    Text("Field").onTapGesture { withAnimation(.easeOut) { editing = false } }.matchedGeometryEffect(id: "e", in: space)
                }
            """
        // A fade of another state keeps "every animation is turned off" from answering first.
        let body = "VStack { button.hidden(editing)\n if editing { field }\n Text(\"m\").opacity(mode ? 1 : 0.5).onTapGesture { withAnimation { mode.toggle() } } }"
        let heroes = findings(body, members: members).filter { $0.ruleID == "manual-motion" }
        XCTAssertEqual(heroes.map(\.action), [.handled, .handled], "\(heroes.map(\.message))")
        XCTAssertEqual(heroes.first?.message, "'.matchedGeometryEffect' flies only with animations that are turned off when Reduce Motion is on: left as it is")
        // A driver defined outside the run is not turned off: the flight is still reported.
        let driven = findings(body, members: members.replacingOccurrences(of: "withAnimation(.easeOut) { editing = true }", with: "withAnimation(Theme.flight) { editing = true }"))
            .filter { $0.ruleID == "manual-motion" }
        XCTAssertEqual(driven.map(\.action), [.manual, .manual], "\(driven.map(\.message))")
    }

    /// A model's own method named `transition` (and its calls) is not SwiftUI's modifier.
    func testAModelsOwnTransitionMethodIsNotReported() {
        let extra = "final class AppState {\n    func transition(_ account: Int) { print(account) }\n    func switchTo(_ account: Int) { transition(account) }\n}\n"
        XCTAssertTrue(findings("Text(\"\")", extra: extra).filter { $0.ruleID == "transition" }.isEmpty)
    }

    /// A kept value read through helpers whose locals and parameters share names with a
    /// gesture's (`value`, `velocity`) settles on the host's own properties only: its chain's
    /// animation of `top`, turned off, leaves nothing moving, so the finding is a note.
    func testAKeptValueSettlesOnTheHostsPropertiesOnly() {
        let members = """
                @Binding var top: Int
                let index: Int
                var drag: some Gesture {
                    DragGesture().onEnded { value in
                        let velocity = abs(value.predictedEndTranslation.height - value.translation.height) / 1500
                        if velocity > 0.01 { top = (top + 1) % 3 }
                    }
                }
                func scale(value: CGFloat) -> CGFloat { value * 20 }
                func lift(top: Int, index: Int) -> CGFloat {
                    let position = (index - top + 3) % 3
                    return scale(value: CGFloat(position))
                }
            """
        let found = findings("Text(\"Card\").offset(y: lift(top: top, index: index)).animation(.spring(), value: top).gesture(drag)", members: members)
            .filter { $0.ruleID == "offset" }
        XCTAssertEqual(found.map(\.action), [.handled], "\(found.map(\.message))")
    }

    /// A colour scheme, hit testing and focus draw nothing that moves: their animation is a
    /// note; a closure's `$0` is never named as the state an animation follows.
    func testColourSchemeAndFocusAreNotMotionAndDollarZeroIsNoState() {
        let members = "    @State private var dark = false\n    @State private var items: [Bool] = []"
        let scheme = findings("Text(\"\").preferredColorScheme(dark ? .dark : .light).allowsHitTesting(!dark).onTapGesture { withAnimation { dark.toggle() } }", members: members)
            .filter { $0.ruleID == "spring-animation" }
        XCTAssertEqual(scheme.map(\.action), [.handled], "\(scheme.map(\.message))")
        let all = findings("Text(\"\").foregroundStyle(items.allSatisfy({ $0 }) ? .green : .gray).animation(.bouncy, value: items.allSatisfy({ $0 }))", members: members)
        XCTAssertFalse(all.contains { $0.message.contains("'$0'") }, "\(all.map(\.message))")
    }

    /// UIKit blocks: a block right after `layoutIfNeeded()` whose own layout pass has nothing
    /// new only fades; a block holding a nested `UIView.animate` that moves is itself moving
    /// (gated), and so is that step, which follows at once; the snap at the end of a drag is the
    /// finger's follow-through.
    func testUIKitFlushesNestedStepsAndDragSnaps() {
        let extra = """
            final class Panel: UIViewController {
                var trailing: NSLayoutConstraint!
                func appear() {
                    view.alpha = 0
                    view.layoutIfNeeded()
                    UIView.animate(withDuration: 0.3) { self.view.alpha = 1; self.view.layoutIfNeeded() }
                }
                func widen() {
                    view.layoutIfNeeded()
                    UIView.animate(withDuration: 0.3) {
                        UIView.animate(withDuration: 0.3) { self.trailing.constant = 40; self.view.layoutIfNeeded() }
                    }
                }
                func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                    scrollView.setContentOffset(.zero, animated: true)
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "uikit-motion" }
        XCTAssertEqual(found.map(\.action), [.handled, .fixed, .fixed, .handled], "\(found.map(\.message))")
        XCTAssertEqual(found.last?.message, "'setContentOffset(animated: true)' settles a scroll the finger just let go of: left as it is")
    }

    /// A type conforming to a `typealias` that composes `View` (`StoryView = Story & View`, and
    /// an alias of that alias) is a view: its offsets are fixed, not reported as "not a View".
    /// An entrance whose product (`-width * cover`) rests away from 0 keeps its value.
    func testAViewThroughATypealiasIsAHost() {
        let extra = """
            protocol Story {}
            protocol Sharing {}
            typealias StoryView = Story & View
            typealias ShareableStory = StoryView & Sharing
            struct Cover: ShareableStory {
                @State private var rise: CGFloat = 40
                @State private var cover: CGFloat = 0.4
                var body: some View {
                    Text("")
                        .offset(y: rise)
                        .offset(x: -300 * cover)
                        .onAppear { withAnimation { rise = 0 } ; cover = 0.8 }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "offset" }
        XCTAssertEqual(found.map(\.action), [.fixed, .handled], "\(found.map(\.message))")
        XCTAssertTrue(found.last?.message.contains("ends at a value that is not its resting position") == true, "\(found.map(\.message))")
    }

    /// An offset inside a `TimelineView` the run pauses, reading only the clock and constants,
    /// stands still with it: a note, not "changed where motionfix cannot tell why".
    func testAnOffsetThatFollowsAPausedClockIsANote() {
        let body = """
            TimelineView(.animation) { timeline in
                        let phase = abs(sin(timeline.date.timeIntervalSinceReferenceDate * 4))
                        Circle().offset(x: -(width * (0.1 * phase)))
                    }
            """
        let found = findings(body, members: "    var width: CGFloat = 150").filter { $0.ruleID == "offset" }
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.action == .handled }, "\(found.map(\.message))")
    }

    /// A private child whose matched views its parent's input inserts (`Dot(isSelected: index ==
    /// current)`) flies only with the parent's animation of that input: once that is turned off,
    /// the hero is a note. Blocks with the brace on the next line (Allman style) are read whole.
    func testAHeroInsertedByItsParentSettlesWithTheParentsAnimation() {
        let extra = """
            struct Dots: View {
                @Namespace private var space
                @State private var current = 0
                var body: some View {
                    HStack {
                        ForEach(0..<3, id: \\.self) { index in
                            Dot(isSelected: index == current, namespace: space)
                        }
                    }
                    .animation(.spring(), value: current)
                }
            }
            private struct Dot: View {
                let isSelected: Bool
                let namespace: Namespace.ID
                var body: some View {
                    ZStack {
                        if isSelected
                        {
                            Circle().matchedGeometryEffect(id: 1, in: namespace)
                        }
                        else
                        {
                            Circle().matchedGeometryEffect(id: 2, in: namespace)
                        }
                    }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        let heroes = found.filter { $0.ruleID == "manual-motion" }
        XCTAssertEqual(heroes.count, 2)
        XCTAssertTrue(heroes.allSatisfy { $0.action == .handled }, "\(heroes.map(\.message))")
        XCTAssertEqual(found.filter { $0.ruleID == "spring-animation" }.map(\.action), [.fixed])
    }

    /// `beginAppearanceTransition(_:animated: true)` only tells a child how it appears: a note.
    func testAnAppearanceTransitionCallIsANote() {
        let found = findings("Text(\"\")", extra: """
            final class Container: UIViewController {
                func show(_ child: UIViewController) { child.beginAppearanceTransition(true, animated: true) }
            }
            """).filter { $0.ruleID == "uikit-motion" }
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.action == .handled }, "\(found.map(\.message))")
    }

    /// A `UIView.animate` block that changes nothing, or only titles, fonts, colours and alpha
    /// (through a type's own functions and collection walks), moves nothing: a note.
    func testUIKitBlocksOfTitlesFontsAndWalksOnlyFade() {
        let found = findings("Text(\"\")", extra: """
            final class Panel: UIViewController {
                let button = UIButton()
                let stack = UIStackView()
                func refresh() {
                    UIView.animate(withDuration: 0.2, animations: { () -> Void in
                    })
                    UIView.animate(withDuration: 0.3) { [weak self] in
                        self?.button.setTitle(String(describing: 1), for: .normal)
                        self?.button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 12)
                        self?.stack.arrangedSubviews.forEach({ view in view.alpha = 0 })
                    }
                }
            }
            """).filter { $0.ruleID == "uikit-motion" }
        XCTAssertEqual(found.count, 2, "\(found.map(\.message))")
        XCTAssertTrue(found.allSatisfy { $0.action == .handled }, "\(found.map(\.message))")
    }

    /// Row changes made together (`beginUpdates()` … `endUpdates()`, `performBatchUpdates({ … })`)
    /// are one finding each, at the batch, whose advice wraps the whole update.
    func testRowChangesInABatchAreOneFinding() {
        let found = findings("Text(\"\")", extra: """
            final class List: UITableViewController {
                func change(_ path: IndexPath) {
                    tableView.beginUpdates()
                    tableView.deleteRows(at: [path], with: .automatic)
                    if path.row > 0 { tableView.insertRows(at: [path], with: .automatic) }
                    tableView.endUpdates()
                    tableView.performBatchUpdates({
                        tableView.insertRows(at: [path], with: .top)
                        tableView.deleteRows(at: [path], with: .top)
                    })
                    tableView.insertRows(at: [path], with: .top)
                }
            }
            """).filter { $0.ruleID == "uikit-motion" && $0.action == .manual }
        XCTAssertEqual(found.map(\.message), [
            "'beginUpdates()' … 'endUpdates()' slides the rows around the ones it changes",
            "'performBatchUpdates' slides the rows around the ones it changes",
            "'insertRows' slides the rows around the ones it changes",
        ])
    }

    /// A counter only a timer steps round (`count = count >= 3 ? 0 : count + 1`) read only by a
    /// rotation is an endless loop: the timer's work is skipped (line 18). One a swipe steps too
    /// (a carousel's page) is the user's: its animation is turned off instead. A state set
    /// without animation before the timer is the view's set-up, so the guard goes in the timer
    /// (line 31), not before the set-up.
    func testATimerThatWrapsACounterRoundIsALoop() {
        let extra = """
            struct Spinner: View {
                @State private var count = 0
                let angles: [Double] = [0, 45, 0, -45]
                var body: some View {
                    Circle()
                        .rotationEffect(.degrees(angles[count]))
                        .animation(.spring(), value: count)
                        .onAppear {
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                                count = count >= 3 ? 0 : count + 1
                            }
                        }
                }
            }
            struct Letter: View {
                @State private var bar = false
                var body: some View {
                    Rectangle()
                        .frame(height: bar ? 30 : 0)
                        .onAppear {
                            bar.toggle()
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                                withAnimation(.linear) { bar.toggle() }
                            }
                        }
                }
            }
            """
        let loops = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "timer-loop" && $0.action == .review }
        XCTAssertEqual(loops.map(\.line), [18, 31], "\(loops.map(\.message))")
        let carousel = """
            struct Pages: View {
                @State private var page = 0
                var body: some View {
                    Color.red
                        .offset(x: CGFloat(page) * -300)
                        .onReceive(Timer.publish(every: 2, on: .main, in: .common).autoconnect()) { _ in advance() }
                        .gesture(DragGesture().onEnded { _ in advance() })
                }
                func advance() { withAnimation(.snappy) { page = (page + 1) % 3 } }
            }
            """
        let found = findings("Text(\"\")", extra: carousel)
        XCTAssertTrue(found.filter { $0.ruleID == "timer-loop" && $0.action == .review }.isEmpty, "\(found.map(\.message))")
    }

    /// `.animation(_, value:)` on a view whose stack's alignment reads the value slides the view
    /// (it was "only opacity"); a tuple's element written (`offset.1 = 92`) is a write of it.
    func testAStacksAlignmentAndATuplesElementMove() {
        let extra = """
            struct Flip: View {
                @State private var flipped = true
                @State private var offset: (CGFloat, CGFloat) = (0, 0)
                var body: some View {
                    VStack(alignment: flipped ? .leading : .trailing) {
                        Rectangle()
                            .frame(width: 100, height: 100)
                            .animation(.default, value: flipped)
                        Circle()
                            .offset(y: offset.1)
                            .onTapGesture {
                                withAnimation(.linear(duration: 0.3)) { offset.1 = 92 }
                            }
                    }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID != "environment-property" && $0.line > 10 }
        XCTAssertEqual(found.filter { $0.action == .fixed }.map(\.line), [17, 21], "\(found.map(\.message))")
    }

    /// A chain whose modifiers sit in `#if` branches (`#if hasAttribute(bouncy) .animation(.bouncy,
    /// value:) #else … #endif`) starts at its view, not at the condition: the dot its `if` inserts
    /// pushes the name aside, so both springs are turned off (round 19: "only opacity").
    func testAChainWithModifiersInIfBranchesStartsAtItsView() {
        let extra = """
            struct Row: View {
                let tagged: Bool
                var body: some View {
                    HStack {
                        if tagged { Circle().frame(width: 10, height: 10) }
                        Text("Name")
                    }
                    #if hasAttribute(bouncy)
                        .animation(.bouncy, value: tagged)
                    #else
                        .animation(.spring(), value: tagged)
                    #endif
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "spring-animation" }
        XCTAssertEqual(found.map(\.action), [.fixed, .fixed], "\(found.map(\.message))")
    }

    /// A model class's animation is advised with the platform's own setting: NSWorkspace's where
    /// the file imports AppKit, UIAccessibility's where it is built for UIKit only.
    func testAModelsAdviceNamesThePlatformsSetting() {
        func suggestion(imports: String) -> String? {
            let source = "\(imports)\n\nfinal class Tracker: ObservableObject {\n    @Published var items: [Int] = []\n    func load() { withAnimation(.spring()) { items = [1] } }\n}\n"
            return Engine().run([SourceInput(path: "T.swift", bytes: Array(source.utf8))])[0].findings
                .first { $0.action == .manual }?.suggestion
        }
        XCTAssertTrue(suggestion(imports: "import SwiftUI\nimport AppKit")?.contains("NSWorkspace.shared.accessibilityDisplayShouldReduceMotion") == true)
        XCTAssertFalse(suggestion(imports: "import SwiftUI\nimport AppKit")?.contains("UIAccessibility") == true)
        XCTAssertTrue(suggestion(imports: "import SwiftUI\nimport UIKit")?.contains("UIAccessibility.isReduceMotionEnabled in UIKit code") == true)
    }

    /// Chrome shown in an overlay given as an argument (`.overlay(Group { if showMenu { … } })`,
    /// `.overlay(GeometryReader { geo in VStack { if showMenu { … } } })`) fades in its layer and
    /// moves nothing: its `.animation` is left alone (round 20: three unnecessary rejects).
    func testChromeInAnOverlayArgumentOnlyFades() {
        let extra = """
            struct Viewer: View {
                @State private var showMenu = true
                var body: some View {
                    Color.black
                        .overlay(Group { if showMenu { HStack { Text("Close"); Spacer() } } }, alignment: .top)
                        .overlay(
                            GeometryReader { geo in
                                VStack {
                                    if showMenu { Text("Share").padding(.bottom, geo.safeAreaInsets.bottom) }
                                }
                                .animation(.easeInOut, value: showMenu)
                            }
                        )
                        .onTapGesture { showMenu.toggle() }
                        .animation(.easeInOut, value: showMenu)
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "instant-animation" }
        XCTAssertEqual(found.count, 2)
        XCTAssertTrue(found.allSatisfy { $0.action == .handled }, "\(found.map(\.message))")
    }

    /// A looping part of a drawing whose ends lie across the neutral (`body ? -50 : 75`) rests at
    /// its starting pose (75) when other loops move the drawing's other parts: wings pinned at
    /// their start and a body at 0 would be a pose of no frame (round 20: a flying bird, two
    /// rejects). Alone, it is still pinned at the neutral (`LoopSwingsAcrossRest`).
    func testAPartOfALoopingDrawingRestsAtItsStartingPose() {
        let extra = """
            struct Bird: View {
                @State private var wing = false
                @State private var body_ = false
                var body: some View {
                    ZStack {
                        Rectangle().rotationEffect(.degrees(wing ? -100 : 0))
                            .animation(.easeInOut.repeatForever(), value: wing)
                        Circle().offset(y: body_ ? -50 : 75)
                            .animation(.easeInOut.repeatForever(), value: body_)
                    }
                    .onAppear { wing.toggle(); body_.toggle() }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "offset" }
        XCTAssertEqual(found.map(\.action), [.fixed], "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.contains("it rests at its starting pose, 75") == true, "\(found.map(\.message))")
    }

    /// A value passed in (`data` of a text effect) that its chain's own `.animation(_, value:
    /// data.value)` animates changes at once once that animation is turned off: a note, not
    /// "changed where motionfix cannot tell why" beside the run's own gate (round 20: seven noise
    /// warnings in a text-effect library).
    func testAPassedInValueWhoseChainAnimationIsTurnedOffIsANote() {
        let extra = """
            struct Element { var value: Double; var invValue: Double }
            struct Rise: ViewModifier {
                var data: Element
                func body(content: Content) -> some View {
                    content
                        .offset(y: Double.random(in: -100...100) * data.invValue)
                        .animation(.spring(), value: data.value)
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra).filter { $0.ruleID == "offset" }
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.action == .handled }, "\(found.map(\.message))")
    }

    /// When pinning each part of one loop at its own neutral would mix the loop's ends (petals
    /// at 0, the start, while the flower's scale is 1, the end), every part keeps its value and
    /// the loop's animation is turned off: the drawing rests in one of its own frames (round 21:
    /// a breathing flower collapsed to one circle, ten wrong hunks in two files).
    func testALoopWhosePartsWouldRestAtDifferentEndsKeepsItsValues() {
        let extra = """
            struct Flower: View {
                @State private var open = false
                var body: some View {
                    ZStack {
                        Circle().offset(y: open ? -60 : 0)
                        Circle().offset(y: open ? 60 : 0)
                    }
                    .scaleEffect(open ? 1 : 0.25)
                    .animation(.easeInOut.repeatForever(autoreverses: true), value: open)
                    .onAppear { open.toggle() }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        let values = found.filter { $0.ruleID == "offset" || $0.ruleID == "scale-effect" }
        XCTAssertEqual(values.count, 3)
        XCTAssertTrue(values.allSatisfy { $0.action == .handled }, "\(values.map(\.message))")
        XCTAssertEqual(found.filter { $0.ruleID == "repeat-forever" }.map(\.action), [.fixed], "\(found.map(\.message))")
        // A second run sees the gated loop as the same loop and changes nothing.
        let source = "import SwiftUI\n\n" + extra
        let first = Engine().run([SourceInput(path: "F.swift", bytes: Array(source.utf8))])[0]
        XCTAssertTrue(first.isChanged)
        let second = Engine().run([SourceInput(path: "F.swift", bytes: first.output)])[0]
        XCTAssertFalse(second.isChanged, String(decoding: second.output, as: UTF8.self))
    }

    /// A choice between one value (`isLoggedIn ? 1.0 : 1.0`) never changes, whatever its
    /// condition: nothing moves, so the animation of that condition is left alone (round 22:
    /// two unnecessary rejects).
    func testAChoiceBetweenOneValueMovesNothing() {
        let found = findings("Text(\"\").scaleEffect(on ? 1.0 : 1.0).animation(.spring(), value: on)", members: reduceMotion)
        XCTAssertFalse(found.contains { $0.action == .fixed }, "\(found.map(\.message))")
    }

    /// Eyes that blink every few seconds through a binding: a child's size that a timer keeps
    /// changing between set values is a loop, and the timer's work is skipped (round 22: the
    /// animations were turned off and the eyes still blinked, three rejects).
    func testAChildsSizeATimerKeepsChangingStopsTheTimer() {
        let extra = """
            struct Face: View {
                @State private var isBlinking = false
                var body: some View {
                    Eye(isBlinking: $isBlinking)
                        .onAppear {
                            Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
                                withAnimation(.spring(duration: 0.2)) { isBlinking = true }
                                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                                    withAnimation(.spring(duration: 0.2)) { isBlinking = false }
                                }
                            }
                        }
                }
            }
            struct Eye: View {
                @Binding var isBlinking: Bool
                var body: some View {
                    RoundedRectangle(cornerRadius: 2).frame(width: 4, height: isBlinking ? 1 : 4)
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        XCTAssertEqual(found.filter { $0.ruleID == "timer-loop" }.map(\.action), [.review], "\(found.map(\.message))")
        // Data a timer fetches again (a poll) is information: its animation is turned off, the poll runs.
        let poll = """
            struct Uptime: View {
                @State var results: [Int] = []
                let refresh = Timer.publish(every: 30, on: .main, in: .common).autoconnect()
                var body: some View {
                    Bars(results: $results)
                        .onReceive(refresh) { _ in
                            let fetched = [1, 2, 3]
                            withAnimation(.easeOut(duration: 0.2)) { results = fetched }
                        }
                }
            }
            struct Bars: View {
                @Binding var results: [Int]
                var body: some View {
                    HStack { ForEach(results, id: \\.self) { Color.blue.frame(height: CGFloat($0)) } }
                }
            }
            """
        let polled = findings("Text(\"\")", extra: poll)
        XCTAssertTrue(polled.filter { $0.ruleID == "timer-loop" }.isEmpty, "\(polled.map(\.message))")
        XCTAssertFalse(polled.contains { $0.message.contains("changed by a timer") }, "\(polled.map(\.message))")
    }

    /// In a Mac app (some file imports AppKit or Cocoa, none UIKit), a file that imports only
    /// SwiftUI is built for macOS: a model's advice names NSWorkspace's setting (round 22: a
    /// notch app's view model was told to read UIAccessibility).
    func testAModelInAMacAppIsToldNSWorkspacesSetting() {
        let model = "import SwiftUI\n\nfinal class Panel: ObservableObject {\n    @Published var width: CGFloat = 0\n    func grow() {\n        withAnimation(.spring()) { width = 300 }\n    }\n}\n"
        let view = "import SwiftUI\n\nstruct P: View {\n    @ObservedObject var panel: Panel\n    var body: some View { Color.red.frame(width: panel.width) }\n}\n"
        let app = "import AppKit\n\nfinal class Delegate: NSObject {}\n"
        let results = Engine().run([SourceInput(path: "Panel.swift", bytes: Array(model.utf8)), SourceInput(path: "P.swift", bytes: Array(view.utf8)),
                                    SourceInput(path: "Delegate.swift", bytes: Array(app.utf8))])
        let messages = results[0].findings.map { "\($0.message) \($0.suggestion ?? "")" }
        XCTAssertTrue(messages.contains { $0.contains("NSWorkspace.shared.accessibilityDisplayShouldReduceMotion") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("UIAccessibility") }, "\(messages)")
    }

    /// A jump played by delayed animations (`withAnimation(A.delay(0.5)) { y = -50 }`, then
    /// `withAnimation(A.delay(1)) { y = 0 }`) sets its values back to where they rest: a pulse,
    /// neutralised at its modifiers, as one set back in `asyncAfter` is (round 22: the delayed
    /// steps played as jumps, five rejects).
    func testAJumpSetBackByALaterDelayedAnimationIsAPulse() {
        let extra = """
            struct Jump: ViewModifier {
                @State private var y: CGFloat = 0
                @State private var tilt: CGFloat = 0
                @Binding var go: Bool
                func body(content: Content) -> some View {
                    content
                        .rotationEffect(.degrees(tilt))
                        .offset(y: y)
                        .onChange(of: go) { _ in jump() }
                }
                func jump() {
                    withAnimation(.easeOut(duration: 0.5).delay(0.5)) {
                        y = -50
                        tilt = -25
                    }
                    withAnimation(.easeOut(duration: 0.5).delay(1)) {
                        y = 0
                        tilt = 0
                    }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        XCTAssertEqual(found.filter { $0.ruleID == "offset" || $0.ruleID == "rotation-effect" }.map(\.action), [.fixed, .fixed], "\(found.map(\.message))")
        XCTAssertFalse(found.contains { $0.ruleID == "instant-animation" && $0.action == .fixed }, "\(found.map(\.message))")
    }

    /// A timer at the frame rate that writes what a view is placed with moves it by hand: no
    /// animation drives it, so the timer itself is found and its work skipped (round 22: balls
    /// falling under gravity through `inout` updates, and orbs drawn in a `Canvas`, were missed
    /// silently). A once-a-second tick shown as text is no such timer.
    func testATimerAtTheFrameRateMovingAViewIsSkipped() {
        let extra = """
            struct Balls: View {
                @State private var ball = CGPoint(x: 100, y: 100)
                @State private var velocity = CGSize.zero
                var body: some View {
                    Circle().frame(width: 40, height: 40).position(ball)
                        .onAppear {
                            Timer.scheduledTimer(withTimeInterval: 0.016, repeats: true) { _ in
                                fall(&ball, &velocity)
                            }
                        }
                }
                func fall(_ point: inout CGPoint, _ speed: inout CGSize) {
                    speed.height += 0.5
                    point.y += speed.height
                }
            }
            struct Clock: View {
                @State private var seconds = 0
                var body: some View {
                    Text("\\(seconds)")
                        .onAppear {
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in seconds += 1 }
                        }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        XCTAssertEqual(found.filter { $0.ruleID == "timer-loop" }.map(\.action), [.review], "\(found.map(\.message))")
    }

    /// `if let profile = selected { Detail(profile) } else { Grid() }` builds one view or the
    /// other from the optional: the read is the `if`'s, not a value handed to unknown code.
    func testAnOptionalBoundByAnIfChoosesTheView() {
        let found = findings("VStack { if let picked = selected { Text(picked) } ; Color.red.frame(height: 40) }.onTapGesture { withAnimation(.spring()) { selected = \"a\" } }",
                             members: "    @State private var selected: String? = nil")
        XCTAssertFalse(found.contains { $0.message.contains("handed to code") }, "\(found.map(\.message))")
        XCTAssertTrue(found.contains { $0.ruleID == "spring-animation" && $0.action == .fixed }, "\(found.map(\.message))")
    }

    /// Bars that start at no height and that a timer keeps resizing: stopping the timer would
    /// leave nothing on screen, so the timer is not skipped (round 23: three hidden rejects).
    func testBarsThatStartAtNoHeightKeepTheirTimer() {
        let extra = """
            struct Wave: View {
                @State private var level: CGFloat = 0.0
                var body: some View {
                    GeometryReader { geo in
                        Rectangle().frame(height: geo.size.height * level)
                            .animation(.default, value: level)
                    }
                    .onAppear { step() }
                }
                func step() {
                    level = CGFloat.random(in: 0...1)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.step() }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        XCTAssertTrue(found.filter { $0.ruleID == "timer-loop" }.isEmpty, "\(found.map(\.message))")
    }

    /// A write to a type's store (`Defaults[.key] = value`) is named as such, never as a state
    /// "handed to code" (the issue: a type named as a state).
    func testATypesStoreIsNotNamedAsAHandedState() {
        let extra = "enum Defaults {\n    static subscript(key: String) -> Bool {\n        get { false }\n        set { }\n    }\n}\n"
        let found = findings("Toggle(\"A\", isOn: .constant(true)).onTapGesture { withAnimation(.spring()) { Defaults[\"a\"] = true } }", extra: extra)
        XCTAssertFalse(found.contains { $0.message.contains("'Defaults' is handed") }, "\(found.map(\.message))")
    }

    /// `.task { while true { height = .random(…); try? await Task.sleep(…) } }` steps a bar for
    /// as long as the view is shown: a loop started by code, whose work is skipped (round 23: the
    /// bars jumped every 0.3 s once their animations were off, two rejects and a silent miss).
    func testATaskThatSleepsInAnEndlessLoopIsSkipped() {
        let extra = """
            struct Bar: View {
                @State private var height: CGFloat = 20
                var body: some View {
                    Rectangle().frame(width: 8, height: height)
                        .animation(.easeOut(duration: 0.3), value: height)
                        .task {
                            while true {
                                height = .random(in: 10...40)
                                try? await Task.sleep(nanoseconds: 300_000_000)
                            }
                        }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        XCTAssertEqual(found.filter { $0.ruleID == "timer-loop" }.map(\.action), [.review], "\(found.map(\.message))")
        let source = "import SwiftUI\n\n" + extra
        let first = Engine().run([SourceInput(path: "B.swift", bytes: Array(source.utf8))])[0]
        let output = String(decoding: first.output, as: UTF8.self)
        XCTAssertTrue(output.range(of: "guard !reduceMotion else { return }")
            .map { $0.upperBound < output.range(of: "while true")!.lowerBound } == true, output)
        XCTAssertFalse(Engine().run([SourceInput(path: "B.swift", bytes: first.output)])[0].isChanged)
    }

    /// A row's own `@Namespace` with one `matchedGeometryEffect` has no partner: nothing flies, so
    /// it is a note (round 23: three noise warnings in a Mac app's rows). One inside a `ForEach`
    /// may match itself across rows (a highlight moving between days) and stays a finding.
    func testAMatchedViewWithNoPartnerIsANote() {
        let row = """
            struct Row: View {
                @Namespace var rowSpace
                let name: String
                var body: some View {
                    Image(systemName: "app").matchedGeometryEffect(id: "icon-\\(name)", in: rowSpace)
                }
            }
            struct Days: View {
                @Namespace var daySpace
                @State private var today = 0
                var body: some View {
                    HStack {
                        ForEach(0..<7) { day in
                            if day == today { Capsule().matchedGeometryEffect(id: "today", in: daySpace) }
                        }
                    }
                }
            }
            """
        let found = findings("Text(\"\")", extra: row).filter { $0.ruleID == "manual-motion" }
        XCTAssertEqual(found.map(\.action), [.handled, .manual], "\(found.map(\.message))")
    }

    /// A method that calls itself again through the app's own delay helper
    /// (`runAsync(after: 0.1) { …; step() }`) loops as one re-scheduled with `asyncAfter` does:
    /// the guard goes first in the method (round 22: a sphere kept spinning, two rejects).
    func testAMethodReschedulingItselfThroughAHelperIsALoop() {
        let extra = """
            func runAsync(after seconds: Double, _ work: @escaping () -> Void) {
                DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { work() }
            }
            struct Sphere: View {
                @State private var degree: Double = 0
                var body: some View {
                    Circle().rotation3DEffect(.degrees(degree), axis: (x: 0, y: 1, z: 0))
                        .onAppear { step() }
                }
                func step() {
                    runAsync(after: 0.05) {
                        degree = degree >= 360 ? 0 : degree + 1
                        step()
                    }
                }
            }
            """
        let found = findings("Text(\"\")", extra: extra)
        XCTAssertEqual(found.filter { $0.ruleID == "timer-loop" }.map(\.action), [.review], "\(found.map(\.message))")
    }
}

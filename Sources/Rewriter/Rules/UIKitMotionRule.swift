/// docs/BEHAVIOUR.md "Code that cannot read the environment", UIKit: calls that move content
/// on request (`setContentOffset(_:animated: true)`, `setRegion(_:animated: true)`, a diffable data
/// source's `apply(_:animatingDifferences: true)`) pass
/// `animated: !<setting>`; `UIView.animate(withDuration: d) { … }` blocks that change geometry get
/// the duration `<setting> ? 0 : d` (the block still runs, the completion still fires). The
/// setting is the host's property in a view, `context.environment.accessibilityReduceMotion` in
/// a representable's method, and `UIAccessibility.isReduceMotionEnabled` elsewhere in a file built
/// for UIKit only. System presentation (push, pop, present, dismiss) is the system's own, which
/// follows the setting by itself, and blocks that only fade or recolour are left alone.
public struct UIKitMotionRule: Rule {
    public static let description = RuleDescription(
        id: "uikit-motion",
        summary: "Turns off UIKit animations that move content (animated scrolls and map moves, UIView.animate blocks that change geometry) when Reduce Motion is on.",
        // UIKit calls need a file that imports UIKit (the examples are placed in a SwiftUI view):
        // the golden fixture UIKitAnimate shows each form.
        examples: [],
        untouched: [
            "Text(\"A\").onAppear { navigationController?.pushViewController(detail, animated: true) }",
            "Text(\"A\").onAppear { UIView.animate(withDuration: 0.3) { banner.alpha = 1 } }",
        ])

    public init() {}

    /// Calls whose `animated: true` moves content (docs/BEHAVIOUR.md): scrolling, maps, pages.
    static let contentMovingCalls: Set<String> = [
        "setContentOffset", "scrollRectToVisible", "scrollToRow", "scrollToItem", "selectRow", "selectItem",
        "setRegion", "setVisibleMapRect", "setCamera", "setCenter", "showAnnotations", "setViewControllers",
        "zoom", "setZoomScale",
    ]
    /// Calls whose `animated: true` is the system's own presentation or a control's own change.
    static let systemCalls: Set<String> = [
        "pushViewController", "popViewController", "popToViewController", "popToRootViewController", "present", "dismiss",
        "show", "showDetailViewController", "setNavigationBarHidden", "setToolbarHidden", "setToolbarItems", "setEditing",
        "deselectRow", "deselectItem", "setOn", "setProgress", "setSelected", "setHighlighted", "reloadSections", "setTitle",
        "setHidesBackButton", "setLeftBarButton", "setRightBarButton", "setLeftBarButtonItems", "setRightBarButtonItems",
        "setItems", "setValue", "setDate", "setCountDownDuration", "dismissSearch", "setShowsCancelButton",
        "setBottomAccessory", "setTabBarHidden", "setShowsScopeBar",
        // The status bar's colour scheme: it cross-fades, nothing moves.
        "setStatusBarStyle",
        // A container telling its child that it appears or disappears: the flag animates nothing.
        "beginAppearanceTransition",
        // CarPlay's interface controller: its template transitions are the system's.
        "pushTemplate", "popTemplate", "popToTemplate", "popToRootTemplate", "presentTemplate", "dismissTemplate", "setRootTemplate",
    ]
    /// What a `UIView.animate` block may change to show or hide the system's own bars (status bar,
    /// home indicator, search scope bar), which the system moves with its own fallback.
    static let systemBarNames: Set<String> = [
        "setNeedsStatusBarAppearanceUpdate", "setNeedsUpdateOfHomeIndicatorAutoHidden",
        "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "showsScopeBar",
    ]
    /// What a `UIView.animate` block may change and still only fade or recolour.
    static let appearanceProperties: Set<String> = [
        "alpha", "backgroundColor", "tintColor", "textColor", "isHidden", "layer", "borderColor", "shadowOpacity", "image",
        "text", "attributedText", "isEnabled", "isSelected", "font",
        // A button's title, image and their colours.
        "setTitle", "setTitleColor", "setAttributedTitle", "setImage", "setBackgroundImage",
        // A bar's look (its background and shadow), not its place.
        "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "configureWithOpaqueBackground",
        "configureWithTransparentBackground", "configureWithDefaultBackground",
        // A progress bar's fill shows how far work has come: information, not movement.
        "progress", "setProgress",
    ]
    /// Calls in a `UIView.animate` block that only read (user defaults, key-value coding).
    static let readingCalls: Set<String> = [
        "value", "bool", "integer", "string", "object", "double", "float", "contains", "animationDuration",
        // Walking a collection: what the walk's closure changes is read on in place.
        "enumerated", "forEach", "filter", "map", "compactMap", "first", "last", "firstIndex", "lastIndex", "reversed",
        "sorted", "zip", "min", "max",
    ]
    /// What a `UIView.animate` block changes when it moves something.
    static let geometryNames: Set<String> = [
        "frame", "center", "bounds", "transform", "contentOffset", "constant", "layoutIfNeeded", "contentInset", "isActive",
        "zoomScale",
    ]

    public func apply(_ context: RuleContext) {
        let file = context.file
        let rule = Self.description.id
        let mentionsDiffableSource = file.bytes(0..<file.bytes.count, containCaseInsensitive: UIKitMotionRule.diffableNeedle)
        for call in context.structure.calls where call.style != .implicitMember {
            // A diffable data source's `apply(_:animatingDifferences: true)` slides the rows that make room.
            let label = call.name == "apply" ? "animatingDifferences" : "animated"
            if label == "animatingDifferences", UIKitMotionRule.appliesAnEmptySnapshot(call, in: file, facts: context.facts),
               mentionsDiffableSource || call.arguments.contains(where: { $0.label == "animatingDifferences" }) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .fadeOnly,
                                   message: "'apply(_:animatingDifferences:)' applies a snapshot with no items: no row moves, left as it is")
                }
                continue
            }
            if label == "animatingDifferences", mentionsDiffableSource, UIKitMotionRule.appliesWithDefaultAnimation(call, in: file) {
                // `dataSource.apply(snapshot)`: animated by default.
                let description = "'apply(_:animatingDifferences:)'"
                guard let setting = setting(at: call.nameIndex, rule: rule, description: description, context: context,
                                            fix: { "animatingDifferences: !\($0)" }) else { continue }
                context.recordFix(site: call.nameIndex, rule: rule, review: false,
                                  message: "\(description) animates by default, and the rows that make room slide: animate it only when Reduce Motion is off")
                let first = call.arguments[0]
                context.insert(", animatingDifferences: !\(setting.text)", at: file.token(first.last).end, rule: rule, host: setting.host)
                continue
            }
            guard let animated = call.arguments.first(where: { $0.label == label }) else { continue }
            if Self.contentMovingCalls.contains(call.name) || label == "animatingDifferences",
               Expression(file: file, first: animated.first, last: animated.last).mentionsReduceMotion(propertyName: nil) {
                // Already gated (a second run).
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .readsSetting, message: "'\(call.name)(\(label):)' already reads Reduce Motion")
                }
                continue
            }
            // `animated: true`, or a flag the caller forwards (`animated: animated`), which keeps
            // its `false` and is gated by the setting too.
            let forwarded = UIKitMotionRule.isForwardedFlag(animated, in: file)
            guard forwarded || (animated.first == animated.last && file.isIdentifier(animated.first, "true")) else { continue }
            // A forwarded flag is followed only into calls known to move content.
            if forwarded, !(Self.contentMovingCalls.contains(call.name) || label == "animatingDifferences") { continue }
            if forwarded, let method = UIKitMotionRule.methodOnlyPassedFalse(forwarding: animated, context: context) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .appCode,
                                   message: "'\(call.name)(\(label):)' forwards a flag every call of '\(method)' sets to false: nothing animates, left as it is")
                }
                continue
            }
            if UIKitMotionRule.selectsWithoutScrolling(call, in: file) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .fadeOnly,
                                   message: "'\(call.name)(animated: true)' does not scroll: it only fades the selection in, left as it is")
                }
                continue
            }
            if Self.systemCalls.contains(call.name) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    let what = call.name == "beginAppearanceTransition"
                        ? "only tells a child view controller how it appears, which animates nothing itself"
                        : "is the system's own transition, which follows Reduce Motion itself"
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .systemTransition,
                                   message: "'\(call.name)(animated: true)' \(what): left as it is")
                }
                continue
            }
            let description = "'\(call.name)(\(label): \(forwarded ? file.text(bytes: file.byteRange(animated.first, animated.last)) : "true"))'"
            let ownMethod = context.index.takesAnimatedArgument.contains(call.name) && isCalledOnSelf(call, in: file)
            guard !ownMethod, Self.contentMovingCalls.contains(call.name) || label == "animatingDifferences" else {
                if context.index.takesAnimatedArgument.contains(call.name) {
                    // The app's own method (a coordinator's `start(animated:)`): what it animates
                    // is in its body, fixed or reported there.
                    if context.isNoted(call.nameIndex, rule: rule) {
                        context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .appCode,
                                       message: "\(description) calls the app's own code, whose motion is handled where it is written: left as it is")
                    }
                    continue
                }
                report(call, description: "\(description) asks the app to animate", rule: rule, context: context,
                       suggestion: "if it moves content, pass 'animated: !UIAccessibility.isReduceMotionEnabled'")
                continue
            }
            if Self.scrollCalls.contains(call.name), UIKitMotionRule.isInEndOfDrag(call.nameIndex, context: context) {
                // `scrollViewDidEndDragging`: the snap finishes the user's own scroll (a finger's
                // follow-through); without animation the content would jump under the finger.
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .followsFinger,
                                   message: "\(description) settles a scroll the finger just let go of: left as it is")
                }
                continue
            }
            if Self.scrollCalls.contains(call.name), context.definesScrollAnimationEnd(around: call.nameIndex) {
                // A scroll without animation never calls `scrollViewDidEndScrollingAnimation`: work
                // the file finishes there (input switched back on, a page settled) would never run.
                report(call, description: "\(description) not changed: its type finishes work in 'scrollViewDidEndScrollingAnimation', which a scroll without animation never calls",
                       rule: rule, context: context,
                       suggestion: "when Reduce Motion is on, scroll without animation and run that work directly")
                continue
            }
            let flag = file.text(bytes: file.byteRange(animated.first, animated.last))
            guard let setting = setting(at: call.nameIndex, rule: rule, description: description, context: context,
                                        fix: { forwarded ? "\(label): \(flag) && !\($0)" : "\(label): !\($0)" }) else { continue }
            context.recordFix(site: call.nameIndex, rule: rule, review: false,
                              message: "\(description) moves content: animate it only when Reduce Motion is off")
            if forwarded {
                context.insert(" && !\(setting.text)", at: file.token(animated.last).end, rule: rule, host: setting.host)
            } else {
                context.replace(file.byteRange(animated.first, animated.last), with: "!\(setting.text)", rule: rule, host: setting.host)
            }
        }
        if !context.importsAppKit {
            // `performBatchUpdates { … }` is written with a trailing closure alone, which is no call
            // with arguments: its name is found as a token.
            var sites = context.calls(named: UIKitMotionRule.rowUpdateCalls, styles: [.member]).map(\.nameIndex)
            if context.mentionsBatchUpdates {
                sites += (0..<file.count).filter { file.isIdentifier($0, "performBatchUpdates") && file.kind($0 + 1) == .openBrace }
            }
            var batches = UpdateBatches(calls: context.calls(named: ["beginUpdates", "endUpdates"]), in: file)
            var reportedBatches: Set<Int> = []
            for site in sites.sorted() where UIKitMotionRule.isOnAListView(name: site, in: file) {
                // One finding for a batch: the updates inside it are its own.
                if UIKitMotionRule.isInsideCall(site, named: ["performBatchUpdates", "performWithoutAnimation"], in: file) { continue }
                if let begin = batches.begin(around: site) {
                    guard reportedBatches.insert(begin).inserted else { continue }
                    let description = "'beginUpdates()' … 'endUpdates()' slides the rows around the ones it changes"
                    guard context.isLeftForAPerson(begin, rule: rule, message: description) else { continue }
                    context.record(site: begin, rule: rule, action: .manual, reason: .manual, message: description,
                                   suggestion: "when UIAccessibility.isReduceMotionEnabled is true, run the whole update, from 'beginUpdates()' to 'endUpdates()', in 'UIView.performWithoutAnimation { … }' so the rows change at once")
                    continue
                }
                let description = "'\(file.text(site))' slides the rows around the ones it changes"
                guard context.isLeftForAPerson(site, rule: rule, message: description) else { continue }
                context.record(site: site, rule: rule, action: .manual, reason: .manual, message: description,
                               suggestion: "when UIAccessibility.isReduceMotionEnabled is true, run it in 'UIView.performWithoutAnimation { … }' so the rows change at once")
            }
        }
        let methodBodies = MethodBodies(structure: context.structure)
        for call in context.calls(named: ["animate"], styles: [.member]) where file.isIdentifier(call.nameIndex - 2, "UIView") {
            let description = "'UIView.animate'"
            guard let duration = call.arguments.first(where: { $0.label == "withDuration" }) else { continue }
            switch UIKitMotionRule.blockEffect(of: call, in: file, facts: context.facts, methodBodies: methodBodies.bodies) {
            case .appearance:
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .onlyAppearance,
                                   message: "\(description) only fades or recolours: left as it is")
                }
            case .systemBars:
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .systemTransition,
                                   message: "\(description) shows or hides the system's bars, which follow Reduce Motion themselves: left as it is")
                }
            case .unknown:
                report(call, description: "\(description) animates code motionfix does not follow", rule: rule, context: context,
                       suggestion: "if it moves a view, use 'withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : …'")
            case .geometry where (UIKitMotionRule.completionAnimatesAgain(call, in: file)
                                  || UIKitMotionRule.isInsideAnimate(call, in: file) && UIKitMotionRule.waits(call, in: file))
                && !UIKitMotionRule.isMovementOnlySequence(call, in: file):
                // Shown, then taken away in its completion (a hint that appears and hides): with
                // no time, what it shows is never seen.
                report(call, description: "\(description) not changed: its completion animates again (a view shown, then taken away), so with no time the first state would never be seen",
                       rule: rule, context: context,
                       suggestion: "when Reduce Motion is on, show the end state without movement (a fade) and keep the pause before the second step")
            case .geometry where UIKitMotionRule.followsTheKeyboard(call, duration: duration, context: context):
                // Movement that follows the keyboard, with the keyboard's own duration, is allowed
                // (docs/BEHAVIOUR.md): taking no time, the view would jump ahead of the keyboard.
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .followsFinger,
                                   message: "\(description) moves a view with the keyboard, for the keyboard's own duration: left as it is")
                }
            case .geometry:
                let value = Expression(file: file, first: duration.first, last: duration.last)
                let durationText = file.text(bytes: value.byteRange)
                guard let setting = setting(at: call.nameIndex, rule: rule, description: description, context: context, expression: value,
                                            fix: { "withDuration: \($0) ? 0 : \(durationText)" }) else { continue }
                context.recordFix(site: call.nameIndex, rule: rule, review: false,
                                  message: "\(description) moves a view: it takes no time when Reduce Motion is on (the block still runs, its completion still fires)")
                let range = value.byteRange
                if value.needsParentheses {
                    context.insert("\(setting.text) ? 0 : (", at: range.lowerBound, rule: rule, host: setting.host)
                    context.insert(")", at: range.upperBound, rule: rule, host: setting.host)
                } else {
                    context.insert("\(setting.text) ? 0 : ", at: range.lowerBound, rule: rule, host: setting.host)
                }
            }
        }
        applyTableSlides(context, rule: rule)
        for call in context.calls(named: ["animateKeyframes", "transition"], styles: [.member]) where file.isIdentifier(call.nameIndex - 2, "UIView") {
            if call.name == "transition", UIKitMotionRule.onlyCrossDissolves(call, in: file) {
                if context.isNoted(call.nameIndex, rule: rule) {
                    context.record(site: call.nameIndex, rule: rule, action: .handled, reason: .fadeOnly,
                                   message: "'UIView.transition' with '.transitionCrossDissolve' only fades from one content to the next: left as it is")
                }
                continue
            }
            report(call, description: "'UIView.\(call.name)' is a UIKit animation", rule: rule, context: context,
                   suggestion: "skip it when UIAccessibility.isReduceMotionEnabled is true")
        }
    }

    /// Scrolls whose end, when animated, UIKit reports to the delegate.
    static let scrollCalls: Set<String> = ["setContentOffset", "scrollRectToVisible", "scrollToRow", "scrollToItem"]

    /// Whether the `UIView.animate` at `call` takes its duration from a keyboard notification: the
    /// duration reads a local whose value names `keyboardAnimationDuration…`, or names it itself.
    static func followsTheKeyboard(_ call: CallSite, duration: Argument, context: RuleContext) -> Bool {
        let file = context.file
        let mentionsKeyboard = { (range: ClosedRange<Int>) in
            range.contains { file.kind($0) == .identifier && file.text($0).lowercased().contains("keyboardanimationduration") }
        }
        if mentionsKeyboard(duration.first...duration.last) { return true }
        // A keyboard notification's handler (`@objc func keyboardWillShow(_:)`, or one reading
        // the keyboard's frame): what it lays out follows the keyboard.
        if let type = context.structure.innermostType(containing: call.nameIndex),
           let method = context.structure.member(of: type, containing: call.nameIndex), method.kind == .func {
            if method.name?.lowercased().contains("keyboard") == true { return true }
            if (method.keyword..<method.end).contains(where: { file.kind($0) == .identifier && file.text($0).lowercased().contains("keyboardframe") }) { return true }
        }
        // `withDuration: duration` or `duration.doubleValue`: the local the duration is read from.
        guard file.kind(duration.first) == .identifier,
              (duration.first...duration.last).allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }) else { return false }
        let name = file.text(duration.first)
        return (context.facts.locals[name] ?? []).contains { local in
            guard local.index < call.nameIndex, local.block < call.nameIndex, call.nameIndex < file.partner[local.block],
                  case .local(let initializer?) = local.kind else { return false }
            return mentionsKeyboard(initializer)
        }
    }

    /// Whether the completion of `UIView.animate` (a trailing closure after `animations:`, or a
    /// `completion:` argument) starts another `UIView.animate`.
    static func completionAnimatesAgain(_ call: CallSite, in file: SourceFile) -> Bool {
        let completion = call.arguments.first(where: { $0.label == "completion" }).map(\.first)
            ?? (call.arguments.contains { $0.label == "animations" } ? call.trailingClosure : nil)
        guard let open = completion, file.kind(open) == .openBrace, file.partner[open] > open else { return false }
        return (open...file.partner[open]).contains { file.isIdentifier($0, "animate") && file.isIdentifier($0 - 2, "UIView") }
    }

    /// Whether the sequence of `UIView.animate` steps holding `call` (its outermost step and the
    /// steps in its closures) only moves views: no step hides what an earlier one showed
    /// (`alpha = 0`, `isHidden = true`, `removeFromSuperview`) and none waits (`delay:` other than
    /// 0, `asyncAfter`), which steps taking no time would skip. Each step then takes no time and
    /// the sequence ends where it would have (a squeeze, then a spring back).
    static func isMovementOnlySequence(_ call: CallSite, in file: SourceFile) -> Bool {
        var outer = call.nameIndex
        var open = file.enclosing[call.nameIndex]
        var steps = 0
        while open >= 0, steps < 16 {
            steps += 1
            if file.kind(open) == .openBrace, let name = file.callName(owning: open), file.isText(name, "animate"), file.isIdentifier(name - 2, "UIView") {
                outer = name
            }
            open = file.enclosing[open]
        }
        guard let end = file.statementEnd(from: outer - 2) else { return false }
        for index in outer...end where file.kind(index) == .identifier {
            if file.isText(index, "removeFromSuperview") || file.isText(index, "asyncAfter") { return false }
            let value = index + 2
            guard value <= end else { continue }
            if file.isText(index, "alpha"), file.isText(index + 1, "="), file.isText(value, "0") || file.isText(value, "0.0") { return false }
            if file.isText(index, "isHidden"), file.isText(index + 1, "="), file.isText(value, "true") { return false }
            if file.isText(index, "delay"), file.kind(index + 1) == .colon, !(file.isText(value, "0") || file.isText(value, "0.0")) { return false }
        }
        return true
    }

    /// Table and collection view updates that animate the rows around them, whatever they pass.
    static let rowUpdateCalls = ["insertItems", "deleteItems", "moveItem", "insertRows", "deleteRows", "moveRow",
                                 "insertSections", "deleteSections", "moveSection", "performBatchUpdates"]

    /// Whether the call named at `name` is made on a table or collection view (`tableView.insertRows`,
    /// `collectionView?.deleteItems`), as its receiver's name says.
    static func isOnAListView(name: Int, in file: SourceFile) -> Bool {
        guard let receiver = receiver(ofCallNamedAt: name, in: file) else { return false }
        let name = file.text(receiver).lowercased()
        return name.hasSuffix("tableview") || name.hasSuffix("collectionview")
    }

    /// The name a member call at `name` is made on (`dataSource` in `dataSource.apply` or
    /// `dataSource?.apply`), when it is a plain name.
    static func receiver(ofCallNamedAt name: Int, in file: SourceFile) -> Int? {
        guard file.kind(name - 1) == .dot else { return nil }
        var receiver = name - 2
        if file.kind(receiver) == .operator, file.isText(receiver, "?") || file.isText(receiver, "!") { receiver -= 1 }
        return file.kind(receiver) == .identifier ? receiver : nil
    }

    /// Whether `site` sits in the closure of a call named one of `names`, a few levels up.
    static func isInsideCall(_ site: Int, named names: Set<String>, in file: SourceFile) -> Bool {
        var open = file.enclosing[site]
        var steps = 0
        while open >= 0, steps < 8 {
            steps += 1
            // `performBatchUpdates { … }`, and `performBatchUpdates({ … })` whose closure is an argument.
            if file.kind(open) == .openBrace || file.kind(open) == .openParen,
               let name = file.callName(owning: open), names.contains(file.text(name)) { return true }
            open = file.enclosing[open]
        }
        return false
    }

    /// Whether `call` sits in a closure of another `UIView.animate` (a step of a sequence).
    static func isInsideAnimate(_ call: CallSite, in file: SourceFile) -> Bool {
        var open = file.enclosing[call.nameIndex]
        var steps = 0
        while open >= 0, steps < 8 {
            steps += 1
            if file.kind(open) == .openBrace, let name = file.callName(owning: open), file.isText(name, "animate"), file.isIdentifier(name - 2, "UIView") {
                return true
            }
            open = file.enclosing[open]
        }
        return false
    }

    /// What the animations block of `UIView.animate` changes.
    enum BlockEffect { case geometry, appearance, systemBars, unknown }

    /// What the block of `call` changes; `animations: block` naming a local closure
    /// (`let block = { … }` in the same scope) is followed to it.
    /// `methodBodies` finds the `{` of the file's methods of a name, followed one level deep.
    static func blockEffect(of call: CallSite, in file: SourceFile, facts: FileFacts, methodBodies: (String) -> [Int]) -> BlockEffect {
        guard var open = call.arguments.first(where: { $0.label == "animations" }).map(\.first) ?? call.trailingClosure else { return .unknown }
        if file.kind(open) == .identifier, let local = localClosure(named: file.text(open), at: open, in: file, facts: facts) { open = local }
        guard file.kind(open) == .openBrace, file.partner[open] > open else { return .unknown }
        var changes = BlockChanges()
        // `view.layoutIfNeeded()` right before the call: the block's own lays out nothing new.
        let flushedBefore = UIKitMotionRule.isLayoutFlush(endingAt: call.nameIndex - 3, in: file)
        let statements = TimerLoopRule.signatureEnd(open: open, in: file).map { $0 + 1 } ?? open + 1
        // A block with no statement (`animations: { () -> Void in }`) changes nothing.
        if statements >= file.partner[open] { return .appearance }
        for index in open...file.partner[open] where file.kind(index) == .identifier {
            let name = file.text(index)
            if name == "layoutIfNeeded", flushedBefore { continue }
            // `UIFont.boldSystemFont(ofSize: 12)`, `L10n.Classes.header(name)`: a type's own
            // function makes a value; it changes no view.
            if UIKitMotionRule.isTypeFunction(at: index, in: file) { continue }
            // A nested `UIView.animate`: its block, read on in place, says what it changes.
            if name == "animate", file.isIdentifier(index - 2, "UIView") { continue }
            if let known = changes.note(name, at: index, in: file) {
                if known { continue }
                // A call of the app's own (`self.layoutSubviewsForState()`) may move anything; one
                // of this file's methods is read in place, one level deep.
                let bodies = methodBodies(name)
                guard !bodies.isEmpty else { return .unknown }
                for body in bodies {
                    for inner in body...file.partner[body] where file.kind(inner) == .identifier {
                        if changes.note(file.text(inner), at: inner, in: file) == false { return .unknown }
                    }
                }
            }
            if changes.geometry { return .geometry }
        }
        if changes.geometry { return .geometry }
        if changes.systemBars { return .systemBars }
        return changes.appearance ? .appearance : .unknown
    }

    /// Whether the identifier at `index` names a function called on a type path alone
    /// (`UIFont.boldSystemFont(`, `L10n.Classes.header(`): each part before it starts upper-case.
    static func isTypeFunction(at index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index + 1) == .openParen, file.kind(index - 1) == .dot else { return false }
        var part = index - 2
        while file.kind(part) == .identifier, let first = file.bytes[file.token(part).start...].first,
              first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            guard file.kind(part - 1) == .dot else { return true }
            part -= 2
        }
        return false
    }

    /// Whether `call` waits before it runs (`delay:` other than 0): a later step that shows the
    /// state before it for a while. One that follows at once, with no completion of its own,
    /// may take no time like any other.
    static func waits(_ call: CallSite, in file: SourceFile) -> Bool {
        if call.arguments.contains(where: { $0.label == "completion" }) || call.trailingClosure != nil && call.arguments.contains(where: { $0.label == "animations" }) {
            return true
        }
        guard let delay = call.arguments.first(where: { $0.label == "delay" }) else { return false }
        return !(delay.first == delay.last && (file.isText(delay.first, "0") || file.isText(delay.first, "0.0")))
    }

    /// Whether the tokens ending at `end` are a statement `….layoutIfNeeded()`.
    static func isLayoutFlush(endingAt end: Int, in file: SourceFile) -> Bool {
        end > 2 && file.kind(end) == .closeParen && file.kind(end - 1) == .openParen && file.isIdentifier(end - 2, "layoutIfNeeded")
    }

    /// Whether `site` is in a method that handles the end of a drag (`scrollViewDidEndDragging`,
    /// `scrollViewWillEndDragging`, an app's `parentScrollViewDidEndDragging`).
    static func isInEndOfDrag(_ site: Int, context: RuleContext) -> Bool {
        guard let type = context.structure.innermostType(containing: site),
              let method = context.structure.member(of: type, containing: site), method.kind == .func, let name = method.name else { return false }
        return name.hasSuffix("EndDragging")
    }

    /// What the names of a block change, noted one by one.
    private struct BlockChanges {
        var geometry = false
        var appearance = false
        var systemBars = false

        /// Notes `name` (at `index`): nil when it is nothing known and not a call, true when it is
        /// known, false when it is a call of code not known.
        mutating func note(_ name: String, at index: Int, in file: SourceFile) -> Bool? {
            if UIKitMotionRule.geometryNames.contains(name) { geometry = true; return true }
            if UIKitMotionRule.appearanceProperties.contains(name) { appearance = true; return true }
            if UIKitMotionRule.systemBarNames.contains(name) { systemBars = true; return true }
            guard file.kind(index + 1) == .openParen, name.first?.isLowercase == true else { return nil }
            return UIKitMotionRule.readingCalls.contains(name) ? true : false
        }
    }

    /// The `{` of `let name = { … }` declared before `site` in a block around it.
    private static func localClosure(named name: String, at site: Int, in file: SourceFile, facts: FileFacts) -> Int? {
        let candidates = (facts.locals[name] ?? []).filter { $0.index < site && $0.block < site && site < file.partner[$0.block] }
        guard let local = candidates.max(by: { $0.index < $1.index }), case .local(let initializer?) = local.kind,
              file.kind(initializer.lowerBound) == .openBrace, file.partner[initializer.lowerBound] == initializer.upperBound else { return nil }
        return initializer.lowerBound
    }

    /// The expression that reads the setting at `site`, with the host it needs (nil outside one);
    /// nil, with a finding, where no rewrite is safe.
    /// `fix` spells the rewritten argument for a setting (the suggestion where none can be read).
    private func setting(at site: Int, rule: String, description: String, context: RuleContext,
                         expression: Expression? = nil, fix: (String) -> String) -> (text: String, host: HostInfo?)? {
        let file = context.file
        if context.directives.isDisabled(rule, atOffset: file.token(site).start, in: file) { return nil }
        let placement = context.placement(at: site)
        if case .silent = placement { return nil }
        if let expression, expression.mentionsReduceMotion(propertyName: nil) {
            if context.isNoted(site, rule: rule) { context.record(site: site, rule: rule, action: .handled, reason: .readsSetting, message: "\(description) already reads Reduce Motion") }
            return nil
        }
        if context.isUnderReduceMotionCondition(site, propertyName: nil) {
            context.record(site: site, rule: rule, action: .handled, reason: .insideSettingCheck, message: "\(description) is inside a branch that tests Reduce Motion")
            return nil
        }
        if context.isInRepresentableMethodWithContext(site) { return ("context.environment.accessibilityReduceMotion", nil) }
        if case .host = placement {
            guard let host = context.hostForEditing(site: site, rule: rule, expression: expression, description: description) else { return nil }
            return (host.propertyName, host)
        }
        // The call moves UIKit content, so this code already runs where UIKit's main-actor API
        // may be called: reading the setting there compiles too. The file must build for UIKit only.
        guard context.importsUIKitOnly || context.isInUIKitOnlyBranch(site) else {
            context.record(site: site, rule: rule, action: .manual, reason: .manual, message: "\(description) not changed: the file is also built without UIKit",
                           suggestion: "pass '\(fix("UIAccessibility.isReduceMotionEnabled"))' in the UIKit branch ('\(fix("NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"))' on macOS)")
            return nil
        }
        return ("UIAccessibility.isReduceMotionEnabled", nil)
    }

    /// The name of the method whose parameter the flag `argument` forwards, when every call of
    /// that name in the run passes `false` and the parameter has no default (which a call could
    /// leave out): the flag is never `true`.
    static func methodOnlyPassedFalse(forwarding argument: Argument, context: RuleContext) -> String? {
        let file = context.file
        guard argument.first == argument.last, let type = context.structure.innermostType(containing: argument.first),
              let method = context.structure.member(of: type, containing: argument.first), method.kind == .func,
              let name = method.name, context.index.calledOnlyWithAnimatedFalse.contains(name),
              let body = FileFacts.bodyBrace(of: method, in: file) else { return nil }
        let flag = file.text(argument.first)
        for index in method.keyword..<body where file.kind(index) == .identifier && file.text(index) == flag && file.kind(index + 1) == .colon {
            var cursor = index + 2
            while cursor < body, file.kind(cursor) != .comma, file.kind(cursor) != .closeParen {
                if file.kind(cursor) == .operator, file.isText(cursor, "=") { return nil }
                cursor += 1
            }
            return name
        }
        return nil
    }

    /// Whether an `animated:` argument forwards a flag: a name or a member path
    /// (`animated`, `self.animated`, `UIView.areAnimationsEnabled`), not a literal.
    static func isForwardedFlag(_ argument: Argument, in file: SourceFile) -> Bool {
        guard file.kind(argument.first) == .identifier, file.kind(argument.last) == .identifier else { return false }
        for index in argument.first...argument.last {
            switch file.kind(index) {
            case .identifier: if file.isText(index, "true") || file.isText(index, "false") { return false }
            case .dot: continue
            default: return false
            }
        }
        return true
    }

    private static let diffableNeedle = Array("diffabledatasource".utf8)

    /// `dataSource.apply(snapshot)` (or `apply(snapshot, completion:)`) on a receiver named like a
    /// data source, with no `animatingDifferences:`, which defaults to `true`.
    static func appliesWithDefaultAnimation(_ call: CallSite, in file: SourceFile) -> Bool {
        guard call.name == "apply", call.style == .member, let first = call.arguments.first, first.label == nil,
              call.arguments.dropFirst().allSatisfy({ $0.label == "completion" }),
              let receiver = receiver(ofCallNamedAt: call.nameIndex, in: file) else { return false }
        return file.text(receiver).lowercased().hasSuffix("datasource")
    }

    /// Whether `apply(snapshot…)` applies a snapshot made empty in the same scope (`let snapshot
    /// = Snapshot()`, perhaps with sections appended) and given no items before the call: no row
    /// is inserted or moved, so nothing slides.
    static func appliesAnEmptySnapshot(_ call: CallSite, in file: SourceFile, facts: FileFacts) -> Bool {
        guard let first = call.arguments.first, first.label == nil else { return false }
        if first.last == first.first + 3, file.kind(first.first) == .dot, file.isText(first.first + 1, "init"),
           file.kind(first.first + 2) == .openParen, file.kind(first.last) == .closeParen { return true }
        guard first.first == first.last, file.kind(first.first) == .identifier else { return false }
        let name = file.text(first.first)
        let candidates = (facts.locals[name] ?? []).filter { $0.index < call.nameIndex && $0.block < call.nameIndex && call.nameIndex < file.partner[$0.block] }
        guard let local = candidates.max(by: { $0.index < $1.index }), case .local(let initializer?) = local.kind else { return false }
        // `Snapshot()`, `NSDiffableDataSourceSnapshot<Section, Item>()` or `.init()`.
        var open = initializer.lowerBound + 1
        if file.kind(initializer.lowerBound) == .dot {
            guard file.isText(open, "init") else { return false }
            open += 1
        } else {
            guard file.kind(initializer.lowerBound) == .identifier, file.text(initializer.lowerBound).first?.isUppercase == true else { return false }
            if file.isText(open, "<") {
                while open < call.nameIndex, !file.text(open).hasPrefix(">") { open += 1 }
                open += 1
            }
        }
        guard file.kind(open) == .openParen, file.partner[open] == open + 1 else { return false }
        return !(local.index..<call.nameIndex).contains { file.kind($0) == .identifier && snapshotItemCalls.contains(file.text($0)) }
    }

    private static let snapshotItemCalls: Set<String> = [
        "appendItems", "insertItems", "reloadItems", "reconfigureItems", "moveItem", "deleteItems", "deleteAllItems", "apply",
    ]

    /// Whether a `UIView.transition(…, options: …)` cross-dissolves and neither flips nor curls:
    /// its options name `transitionCrossDissolve` and no other `transition…` option.
    static func onlyCrossDissolves(_ call: CallSite, in file: SourceFile) -> Bool {
        guard let options = call.arguments.first(where: { $0.label == "options" }) else { return false }
        var dissolves = false
        for index in options.first...options.last where file.kind(index) == .identifier && file.text(index).hasPrefix("transition") {
            guard file.isText(index, "transitionCrossDissolve") else { return false }
            dissolves = true
        }
        return dissolves
    }

    /// A selection that does not scroll (`selectRow(at: nil, …)`, `scrollPosition: .none` or
    /// `[]`): only the highlight fades in, the system's own (a blind review: nothing moves).
    static func selectsWithoutScrolling(_ call: CallSite, in file: SourceFile) -> Bool {
        guard call.name == "selectRow" || call.name == "selectItem" else { return false }
        if let at = call.arguments.first(where: { $0.label == "at" }), at.first == at.last, file.isIdentifier(at.first, "nil") { return true }
        guard let position = call.arguments.first(where: { $0.label == "scrollPosition" }) else { return false }
        let isNone = position.last == position.first + 1 && file.kind(position.first) == .dot && file.isIdentifier(position.last, "none")
        let isEmpty = position.last == position.first + 1 && file.kind(position.first) == .openBracket && file.kind(position.last) == .closeBracket
        return isNone || isEmpty
    }

    /// Whether the call has no receiver, or `self` (`self.x(…)`, `self?.x(…)`), or is an initializer.
    private func isCalledOnSelf(_ call: CallSite, in file: SourceFile) -> Bool {
        guard file.kind(call.nameIndex - 1) == .dot else { return true }
        var receiver = call.nameIndex - 2
        if file.kind(receiver) == .operator, file.isText(receiver, "?") { receiver -= 1 }
        return file.isIdentifier(receiver, "self") && file.kind(receiver - 1) != .dot
    }

    private func report(_ call: CallSite, description: String, rule: String, context: RuleContext, suggestion: String) {
        guard context.isLeftForAPerson(call.nameIndex, rule: rule, message: description) else { return }
        context.record(site: call.nameIndex, rule: rule, action: .manual, reason: .manual, message: description, suggestion: suggestion)
    }
}

/// The `{` of a file's methods by name, made when first asked (most files animate no UIView).
private final class MethodBodies {
    private let structure: FileStructure
    private var table: [String: [Int]]? = nil

    init(structure: FileStructure) { self.structure = structure }

    func bodies(_ name: String) -> [Int] {
        if table == nil {
            var found: [String: [Int]] = [:]
            let file = structure.file
            for type in structure.types {
                for member in type.members where member.kind == .func {
                    guard let memberName = member.name,
                          let brace = FileFacts.bodyBrace(keyword: member.keyword, end: member.end, in: file) else { continue }
                    found[memberName, default: []].append(brace)
                }
            }
            table = found
        }
        return table?[name] ?? []
    }
}

/// A file's `beginUpdates()` … `endUpdates()` pairs: the row changes between them animate as one.
/// Asked about sites in ascending order, it sweeps the pairs once.
private struct UpdateBatches {
    /// Each pair's `beginUpdates` name and its `endUpdates` name, in the same block (so every
    /// token between them is in that block), by `beginUpdates`.
    private let pairs: [(begin: Int, end: Int)]
    private var next = 0
    private var active: [(begin: Int, end: Int)] = []

    init(calls: [CallSite], in file: SourceFile) {
        var pairs: [(begin: Int, end: Int)] = []
        var open: [Int] = []
        for call in calls.sorted(by: { $0.nameIndex < $1.nameIndex }) {
            if call.name == "beginUpdates" {
                open.append(call.nameIndex)
            } else if let begin = open.last, file.enclosing[begin] == file.enclosing[call.nameIndex] {
                open.removeLast()
                pairs.append((begin, call.nameIndex))
            }
        }
        self.pairs = pairs.sorted { $0.begin < $1.begin }
    }

    /// The `beginUpdates` of the innermost pair around `site`; sites must come in ascending order.
    mutating func begin(around site: Int) -> Int? {
        while next < pairs.count, pairs[next].begin < site {
            active.append(pairs[next])
            next += 1
        }
        // Pairs nest or follow each other, so those that ended are on top.
        while let last = active.last, last.end < site { active.removeLast() }
        return active.last?.begin
    }
}

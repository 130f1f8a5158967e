/// docs/BEHAVIOUR.md "Code that cannot read the environment": a `withAnimation` in a class (a
/// view model, a UIKit type) animates the properties it writes. Where some view moves with one of
/// them (reads it in an `.offset`, `.frame`… or shows it in a `ForEach`: `ProjectIndex.movingMembers`),
/// it is turned off with the system's own setting, which main-actor code may read; elsewhere it is
/// left for a person, saying why. Where no view is found moving with what it writes, the caller
/// decides as before.
struct ModelAnimationGate {
    let context: RuleContext
    let rule: String
    let kind: AnimationKind

    /// The file-private property the rewrite reads in a file built for more than UIKit.
    static let settingHelperName: StaticString = "systemReduceMotion"
    /// The end of `Edit.hostKey` for the helper and the edits that read it: in interactive mode
    /// and with `--since` the helper is a property, added exactly when an applied hunk reads it.
    static let helperKeySuffix = ":systemReduceMotion"

    /// Handles `site`, which has no host. Returns false when it is not a `withAnimation` in a
    /// class, or no view moves with what it writes: the caller reports it as before.
    func apply(_ site: AnimationSite) -> Bool {
        let file = context.file
        guard file.isText(site.nameIndex, "withAnimation"), let owner = classOwning(site.nameIndex),
              let (written, call) = movedMember(site, owner: owner) else { return false }
        if context.directives.isDisabled(rule, atOffset: file.token(site.nameIndex).start, in: file) { return true }
        if case .silent = context.placement(at: site.nameIndex) { return true }
        if let argument = site.argument, AnimationGate.isShorterThanAFrame(argument) { return false }
        let mover = call.first?.isLowercase == true ? ".\(call)" : call
        let moves = "\(site.description) in '\(owner.name)' animates '\(written)', which a view moves with ('\(mover)')"
        if let argument = site.argument, argument.mentionsReduceMotion(propertyName: nil) {
            if context.isNoted(site.nameIndex, rule: rule) {
                context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .readsSetting, message: "\(site.description) already reads Reduce Motion")
            }
            context.gatedAnimations.insert(site.nameIndex)
            return true
        }
        if isDragUpdate(site.nameIndex, owner: owner) {
            // `func handleDragChange(_ value: DragGesture.Value)`: the animation smooths a value
            // that follows the finger, as in `onChanged`; without it the view jumps to the finger.
            if kind == .spring, context.isNoted(site.nameIndex, rule: rule) {
                context.record(site: site.nameIndex, rule: rule, action: .handled, reason: .followsFinger,
                               message: "\(site.description) smooths a value that follows the finger: left as it is")
            }
            return true
        }
        guard context.isLeftForAPerson(site.nameIndex, rule: rule, message: moves) else { return true }
        let platformSetting = context.importsAppKit ? "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion" : "UIAccessibility.isReduceMotionEnabled"
        if let (reason, inClosure) = offMainActorReason(site.nameIndex, owner: owner) {
            let move = inClosure ? "run it on the main actor ('DispatchQueue.main.async', 'Task { @MainActor in … }')" : "mark the method @MainActor"
            context.record(site: site.nameIndex, rule: rule, action: .manual, reason: .manual,
                           message: "\(moves), but \(reason), and \(platformSetting) may only be read on the main actor",
                           suggestion: "\(move) and use 'withAnimation(\(platformSetting) ? nil : …)', or pass a reduceMotion flag in from the view")
            return true
        }
        let setting = context.importsUIKitOnly ? "UIAccessibility.isReduceMotionEnabled" : "\(ModelAnimationGate.settingHelperName)"
        let replacement = kind == .repeating ? "nil" : (AnimationGate.instantKeepingDelay(site.argument) ?? "nil")
        context.gatedAnimations.insert(site.nameIndex)
        context.recordFix(site: site.nameIndex, rule: rule, review: false,
                          message: "\(moves): turn it off when Reduce Motion is on, read from the system (a class cannot read SwiftUI's environment)")
        let key = context.importsUIKitOnly ? nil : context.file.path + ModelAnimationGate.helperKeySuffix
        func insert(_ text: String, at offset: Int) {
            context.appendEdit(Edit(range: offset..<offset, replacement: text, ruleID: rule, needsReview: false, hostKey: key))
        }
        if let argument = site.argument {
            let range = argument.byteRange
            if argument.needsParentheses {
                insert("\(setting) ? \(replacement) : (", at: range.lowerBound)
                insert(")", at: range.upperBound)
            } else {
                insert("\(setting) ? \(replacement) : ", at: range.lowerBound)
            }
        } else if let insertion = site.insertion {
            insert("\(insertion.prefix)\(setting) ? \(replacement) : .default\(insertion.suffix)", at: insertion.offset)
        }
        if let key { context.insertSettingHelper(key: key) }
        return true
    }

    /// The class (or actor, or an extension of one) whose method holds `site`, with the
    /// declaration that says whether it is `@MainActor` and what it subclasses.
    private func classOwning(_ site: Int) -> (name: String, declaration: TypeDecl, typeIndex: Int)? {
        let structure = context.structure
        guard let typeIndex = structure.innermostType(containing: site) else { return nil }
        let type = structure.types[typeIndex]
        switch type.kind {
        case .class, .actor:
            return (type.name, type, typeIndex)
        case .extension:
            guard let ref = context.index.primary(named: type.name, extendedBy: .init(file: context.fileIndex, type: typeIndex)) else { return nil }
            let primary = context.index.type(ref)
            guard primary.kind == .class || primary.kind == .actor else { return nil }
            return (type.name, primary, typeIndex)
        default:
            return nil
        }
    }

    /// The first property the closure writes (directly, or in a method of the type it calls)
    /// that some view moves with, and the call that moves it.
    private func movedMember(_ site: AnimationSite, owner: (name: String, declaration: TypeDecl, typeIndex: Int)) -> (String, String)? {
        let file = context.file
        let moving = context.index.movingMembers
        guard !moving.isEmpty else { return nil }
        var ranges: [ClosedRange<Int>] = []
        if let brace = AnimationSite.closure(ofWithAnimationAt: site.nameIndex, in: file) { ranges.append(brace...file.partner[brace]) }
        for member in context.structure.types[owner.typeIndex].members where member.kind == .func {
            guard let name = member.name, site.calledFunctions.contains(name), let brace = FileFacts.bodyBrace(of: member, in: file) else { continue }
            ranges.append(brace...file.partner[brace])
        }
        var written: Set<String> = []
        for range in ranges {
            for assignment in ValueSources.slice(context.facts.assignments, by: { $0.index }, from: range.lowerBound, to: range.upperBound) {
                for name in [assignment.property, assignment.root] {
                    if let call = moving[name] { return (name, call) }
                    written.insert(name)
                }
            }
        }
        // A computed property of the type that reads what it writes (`var grouped: [Group] {
        // group(items) }` shown in a `ForEach`) moves the same views.
        for member in context.structure.types[owner.typeIndex].members where member.kind == .var && !member.isStatic {
            guard let name = member.name, let call = moving[name], let brace = FileFacts.bodyBrace(of: member, in: file) else { continue }
            if let read = (brace..<file.partner[brace]).first(where: { file.kind($0) == .identifier && written.contains(file.text($0)) }) {
                return (file.text(read), call)
            }
        }
        return nil
    }

    /// Why the code at `site` may not run on the main actor (nil when it does): its type and
    /// method are not `@MainActor` (nor a UIKit or AppKit view or controller), or it is in a
    /// closure that runs elsewhere (a detached task, a timer, another queue).
    private func offMainActorReason(_ site: Int, owner: (name: String, declaration: TypeDecl, typeIndex: Int)) -> (String, inClosure: Bool)? {
        let file = context.file
        let member = context.structure.member(of: owner.typeIndex, containing: site)
        let isMainActor = owner.declaration.isMainActor || context.structure.types[owner.typeIndex].isMainActor
            || member?.attributes.contains("MainActor") == true
            || owner.declaration.conformances.contains(where: ModelAnimationGate.isMainActorFrameworkClass)
        guard isMainActor else { return ("'\(owner.name)' is not @MainActor", false) }
        // Up to the method's own body (whose `{` follows `async` or `throws`, no call's closure).
        let body = member.flatMap { FileFacts.bodyBrace(of: $0, in: file) } ?? -1
        var open = context.file.enclosing[site]
        while open > body {
            if file.kind(open) == .openBrace, let call = file.callName(owning: open), ModelAnimationGate.runsElsewhere(call, in: file) {
                return ("it is in a closure of '\(file.text(call))', which may run off the main actor", true)
            }
            open = file.enclosing[open]
        }
        return nil
    }

    /// Whether `site` is in a method that takes a drag's value and is not its end
    /// (`handleDragChange(_ value: DragGesture.Value)`): it runs as the finger moves.
    private func isDragUpdate(_ site: Int, owner: (name: String, declaration: TypeDecl, typeIndex: Int)) -> Bool {
        let file = context.file
        guard let member = context.structure.member(of: owner.typeIndex, containing: site), member.kind == .func,
              let name = member.name, !name.lowercased().contains("end"),
              let body = FileFacts.bodyBrace(of: member, in: file) else { return false }
        return (member.keyword..<body).contains { file.isIdentifier($0, "DragGesture") }
    }

    /// UIKit and AppKit views, controllers, cells and windows, which are `@MainActor`.
    static func isMainActorFrameworkClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS"), name.dropFirst(2).first?.isUppercase == true else { return false }
        return ["View", "Controller", "Cell", "Window", "Responder"].contains { name.hasSuffix($0) }
    }

    /// Whether the closure of the call named at `call` may run off the main actor.
    private static func runsElsewhere(_ call: Int, in file: SourceFile) -> Bool {
        if offMainCalls.contains(file.text(call)) { return true }
        guard file.isIdentifier(call, "async") || file.isIdentifier(call, "asyncAfter") else { return false }
        // `DispatchQueue.main.async { }` runs on the main actor; any other queue does not.
        return !(file.kind(call - 1) == .dot && file.isIdentifier(call - 2, "main"))
    }

    private static let offMainCalls: Set<String> = ["detached", "scheduledTimer", "Timer", "addTask", "addObserver", "dataTask", "addOperation", "perform"]
}

extension RuleContext {
    /// Adds, once per file, the file-private `systemReduceMotion` (the platform's own setting,
    /// per `#if`) at the end of the file, unless the file declares it already.
    func insertSettingHelper(key: String) {
        let name = "\(ModelAnimationGate.settingHelperName)"
        if declaresSettingHelper || insertedSettingHelper { return }
        insertedSettingHelper = true
        let eol = file.lineEnding
        let lines = [
            "// Reduce Motion as the system reports it, for code that cannot read SwiftUI's environment (added by motionfix).",
            "#if os(watchOS)",
            "import WatchKit",
            "@MainActor private var \(name): Bool { WKAccessibilityIsReduceMotionEnabled() }",
            "#elseif os(macOS)",
            "import AppKit",
            "@MainActor private var \(name): Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }",
            "#else",
            "import UIKit",
            "@MainActor private var \(name): Bool { UIAccessibility.isReduceMotionEnabled }",
            "#endif",
        ]
        let bytes = file.bytes
        let endsWithNewline = bytes.last == UInt8(ascii: "\n") || bytes.last == UInt8(ascii: "\r")
        let text = endsWithNewline ? eol + lines.joined(separator: eol) + eol : eol + eol + lines.joined(separator: eol)
        // An `environment-property` edit: like the `@Environment` property, a declaration the
        // rewrites read, not a site of its own.
        appendEdit(Edit(range: bytes.count..<bytes.count, replacement: text, ruleID: RuleCatalog.environmentPropertyID,
                        needsReview: false, hostKey: key))
    }
}

/// Where a fix for a site can go (docs/BEHAVIOUR.md §1).
public enum Placement {
    /// Inside a host: the rewrite may read `host.propertyName`.
    case host(HostInfo)
    /// No host: report a manual finding with this reason and suggestion.
    case noHost(reason: String, suggestion: String)
    /// Preview code: skipped without a word.
    case silent
}

/// What one rule sees of one file, and where it puts its edits and findings.
public final class RuleContext {
    public let structure: FileStructure
    public let fileIndex: Int
    public let index: ProjectIndex
    public let options: FixOptions
    public let directives: Directives
    public var file: SourceFile { structure.file }
    /// The file's provenance facts (shared with the index, which computed them once).
    public private(set) lazy var facts: FileFacts = index.facts(fileIndex) ?? FileFacts(structure: structure)

    public private(set) var edits: [Edit] = []
    public internal(set) var findings: [Finding] = []
    /// Hosts whose property the edits read (by identity: a key is a path and a name, hashed at
    /// every edit).
    public private(set) var usedHosts: [ObjectIdentifier: HostInfo] = [:]
    /// The host of the last edit that read one.
    private var lastUsedHost: HostInfo?
    /// Per host key and property, the modifier calls (significant index of the name, this file)
    /// that keep a value reading it on purpose (a finger, a lasting state, no resting branch):
    /// the animations that drive it are turned off, not softened.
    private(set) var keptAt: [String: [String: [Int]]] = [:]
    /// Per host key, states a timer keeps changing whose values are left for a person: animating
    /// them is left alone too (turned off, they would jump at every tick).
    private(set) var timerStates: [String: Set<String>] = [:]
    /// The manual findings left because a timer keeps changing a state: by finding position, the
    /// site's name for messages, the states and the host. The timer-loop rule settles those whose
    /// timers it stops.
    var timerFindings: [(finding: Int, subject: String, states: Set<String>, hostKey: String)] = []
    /// The manual findings of values kept whose source could not be followed: by finding
    /// position, the site's name for messages, the modifier call, its states and the host (see
    /// `settleKeptFindings`).
    var keptFindings: [(finding: Int, subject: String, call: Int, states: Set<String>, host: HostInfo)] = []
    /// The manual findings of `matchedGeometryEffect` calls: by finding position, the finding's
    /// message (what a settled note starts with), the call.
    var heroFindings: [(finding: Int, subject: String, call: Int)] = []
    /// The content closures of the `TimelineView`s paused under Reduce Motion (by this run or
    /// already): a value there that reads no changing state moves only with their clock.
    var pausedClockContents: [ClosedRange<Int>] = []
    /// Animation sites (significant index of the name) turned off here, or already reading the
    /// setting or `nil`.
    var gatedAnimations: Set<Int> = []
    /// Modifier calls (significant index of the name) whose moving arguments are neutralised.
    var neutralised: Set<Int> = []
    /// By type index: whether the type's endless loops would rest in a mixed pose if each part
    /// were pinned at its own neutral (see `ValueGate.loopsRestInMixedPoses`), worked out once.
    var mixedLoopPoses: [Int: Bool] = [:]
    /// What each value read here comes from, by its tokens and host: the value gate asks, and the
    /// audit asks again of the same values.
    private var classifications: [ClassifiedValue: ValueFacts] = [:]

    private struct ClassifiedValue: Hashable {
        let file: ObjectIdentifier
        let first: Int
        let last: Int
        let host: ProjectIndex.TypeRef
    }

    public init(structure: FileStructure, fileIndex: Int, index: ProjectIndex, options: FixOptions) {
        self.structure = structure
        self.fileIndex = fileIndex
        self.index = index
        self.options = options
        directives = Directives(file: structure.file, disabledEverywhere: options.disabledRules)
    }

    // MARK: - Calls

    /// Every `guard … else` of the file by the block it is in, with its condition, found once
    /// (a guard testing Reduce Motion covers the rest of its block).
    lazy var guardsByBlock: [Int: [(keyword: Int, condition: Expression)]] = {
        var result: [Int: [(keyword: Int, condition: Expression)]] = [:]
        for index in 0..<file.count where file.kind(index) == .identifier && file.isText(index, "guard") {
            var end = index + 1
            while end < file.count, !file.isIdentifier(end, "else") {
                if let kind = file.kind(end), kind == .openParen || kind == .openBracket || kind == .openBrace { end = max(end, file.partner[end]) }
                if let kind = file.kind(end), kind == .closeBrace || kind == .semicolon { break }
                end += 1
            }
            guard end > index + 1, file.isIdentifier(end, "else") else { continue }
            result[file.enclosing[index], default: []].append((index, Expression(file: file, first: index + 1, last: end - 1)))
        }
        return result
    }()

    /// The host of each of the file's structs (`host(ofType:)`), by type index, once looked up;
    /// `nil` not looked up yet, `.some(nil)` not a host.
    private var hostsOfTypes: [HostInfo??] = []

    /// The host facts of the file's struct `typeIndex` (`ProjectIndex.host`): every site asks
    /// for its struct's, several times, and the index's tables are shared by every core.
    func host(ofType typeIndex: Int) -> HostInfo? {
        if hostsOfTypes.isEmpty { hostsOfTypes = Array(repeating: nil, count: structure.types.count) }
        if let known = hostsOfTypes[typeIndex] { return known }
        let host = index.host(.init(file: fileIndex, type: typeIndex))
        hostsOfTypes[typeIndex] = .some(host)
        return host
    }

    /// Per significant index of a `{`, whether a condition opens its body (2) or none (1), once
    /// asked (`opensConditionBody`); 0 not asked yet.
    var bracesWithConditions: [UInt8] = []

    /// Whether each significant index opens a block that holds a `guard` (`guardsByBlock`).
    lazy var blocksWithGuards: [Bool] = {
        var result = [Bool](repeating: false, count: file.count)
        for open in guardsByBlock.keys where open >= 0 { result[open] = true }
        return result
    }()

    /// Where views are inserted on their own (for transitions), with what it found once.
    lazy var viewInsertion = ViewInsertion(index: index)

    /// The file's animation sites with what each animation does, found once for all rules (or
    /// ahead of them, `HostFactsAhead`).
    lazy var animationSites: [(site: AnimationSite, kind: AnimationKind?)] = {
        let find = { AnimationSite.allWithKinds(in: self.structure, facts: self.facts, index: self.index) }
        return factsAhead?.animationSites.value(find) ?? find()
    }()

    /// The facts made ahead of the rules on another core, for a file of many views.
    var factsAhead: HostFactsAhead?

    /// For each state, the view chains of this file animated by their own `.animation(_, value:)`
    /// of it (from the chain's first token to the modifier). A change made in `withAnimation`
    /// animates a read there with that modifier's animation, not its own.
    lazy var animationOverrides: [String: [ClosedRange<Int>]] = {
        var result: [String: [ClosedRange<Int>]] = [:]
        for (site, _) in animationSites where site.hasValue {
            guard let start = site.chainStart else { continue }
            for name in site.driven.keys { result[name, default: []].append(start...site.nameIndex) }
        }
        return result
    }()

    /// The chains of this file under an `.animation(A)` with no `value:`, which animates every
    /// change there with `A` (or none) whatever transaction made it: no `withAnimation` reaches them.
    /// Indexed by significant token; built with one pass of running counts, so nested chains cost
    /// nothing more and a lookup is constant.
    lazy var everyChangeAnimated: [Bool] = {
        var depth = [Int](repeating: 0, count: file.count + 1)
        for (site, _) in animationSites where !site.hasValue {
            guard let start = site.chainStart else { continue }
            depth[start] += 1
            depth[site.nameIndex + 1] -= 1
        }
        var covered = [Bool](repeating: false, count: file.count)
        var running = 0
        for index in 0..<file.count {
            running += depth[index]
            covered[index] = running > 0
        }
        return covered
    }()

    /// The bodies, in this file, of the host's methods and computed properties that the tokens
    /// `range` name (`iconsView()`, `header`): the views a chain builds elsewhere in the host.
    func viewBuildingBodies(calledIn range: ClosedRange<Int>, host: HostInfo) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        for index in range where file.kind(index) == .identifier && file.isOwnMember(at: index) {
            let name = file.text(index)
            let body = file.kind(index + 1) == .openParen ? host.sources.methods[name]
                : host.sources.properties[name].flatMap { $0.declaration == .computed ? $0 : nil }
            if let body, body.file == fileIndex, let value = body.value, !value.contains(range.lowerBound) { bodies.append(value) }
        }
        return bodies
    }

    /// `ValueClassifier`'s facts for `value` in `host`, computed once (or, when no one asks
    /// again, `keepsClassifications` off, at each asking).
    func classification(of value: Expression, host: HostInfo) -> ValueFacts {
        guard keepsClassifications else { return ValueClassifier(index: index).classify(value, fileIndex: fileIndex, host: host) }
        let key = ClassifiedValue(file: ObjectIdentifier(value.file), first: value.first, last: value.last, host: host.ref)
        if let known = classifications[key] { return known }
        let facts = ValueClassifier(index: index).classify(value, fileIndex: fileIndex, host: host)
        classifications[key] = facts
        return facts
    }

    /// Whether the facts of each value classified are kept, for the audit, which asks again
    /// (`AuditAssessor`). A fix asks once per value: kept, they were a table of every moving
    /// value of the file.
    var keepsClassifications = true

    /// The call whose name is at significant index `site`, if any.
    func call(at site: Int) -> CallSite? {
        structure.call(at: site)
    }

    /// The animation sites by the significant index of their name, built once.
    private lazy var animationSitesByName: [Int: AnimationSite] = Dictionary(animationSites.map { ($0.site.nameIndex, $0.site) }) { first, _ in first }

    /// The animation site whose name is at significant index `site`, if any.
    func animationSite(at site: Int) -> AnimationSite? {
        animationSitesByName[site]
    }

    /// The calls named one of `names` (distinct) in the given styles, in source order. Lists,
    /// not sets: every rule asks this of every file, and a set made from a literal at each
    /// call hashed its names every time.
    public func calls(named names: [String], styles: [CallSite.Style] = [.member]) -> [CallSite] {
        structure.calls(named: names, styles: styles)
    }

    // MARK: - Deciding whether a site may be edited

    /// Runs every check that stands between a site and an edit, recording a finding when the
    /// site is left alone for a reason the user should hear. Returns the host to use, or nil.
    ///
    /// - Parameters:
    ///   - site: significant index of the modifier or function name.
    ///   - rule: the rule id, for directives and findings.
    ///   - expression: the part of the site that would change, checked for existing handling.
    ///   - description: a short name of the site for messages, like "'.offset'".
    func hostForEditing(site: Int, rule: String, expression: Expression?, description: String) -> HostInfo? {
        if directives.isDisabled(rule, atOffset: file.token(site).start, in: file) { return nil }
        let placement = self.placement(at: site)
        if case .silent = placement { return nil }
        // Inside an animator's content the animator is the motion; it is reported on its own.
        if enclosingAnimator(of: site) != nil { return nil }
        var propertyName: String? = nil
        if case .host(let host) = placement { propertyName = host.propertyName }
        if let expression, expression.mentionsReduceMotion(propertyName: propertyName) {
            record(site: site, rule: rule, action: .handled, reason: .readsSetting, message: "\(description) already reads Reduce Motion")
            return nil
        }
        if isUnderReduceMotionCondition(site, propertyName: propertyName) {
            record(site: site, rule: rule, action: .handled, reason: .insideSettingCheck, message: "\(description) is inside a branch that tests Reduce Motion")
            return nil
        }
        if case .noHost = placement, let transition = customTransition(around: site) {
            record(site: site, rule: rule, action: .handled, reason: .driversTurnedOff,
                   message: "\(description) is part of the custom transition '\(transition)', which plays only where a '.transition' inserts a view; each such use becomes a fade when Reduce Motion is on: left as it is")
            return nil
        }
        switch placement {
        case .host(let host):
            return host
        case .noHost(let reason, let suggestion):
            record(site: site, rule: rule, action: .manual, reason: .noEnvironment, message: "\(description) not changed: \(reason)", suggestion: suggestion)
            return nil
        case .silent:
            return nil
        }
    }

    /// The name of the type around `site` when it is a custom transition (`struct Twirl:
    /// Transition`): its modifiers play only through the `.transition` uses the transition rule
    /// turns into fades.
    private func customTransition(around site: Int) -> String? {
        guard let typeIndex = structure.innermostType(containing: site) else { return nil }
        let type = structure.types[typeIndex]
        return type.kind == .struct && type.conformances.contains("Transition") ? type.name : nil
    }

    /// Notes that movement reading `states` stays in `host` (docs/BEHAVIOUR.md "Nothing may still move").
    func keep(_ states: Set<String>, host: HostInfo, at call: Int) {
        for state in states { keptAt[host.key, default: [:]][state, default: []].append(call) }
    }

    /// Notes states a timer keeps changing, left for a person (see `timerStates`).
    func leaveToTimer(_ states: Set<String>, host: HostInfo) {
        timerStates[host.key, default: []].formUnion(states)
    }

    /// Whether some host of the file has states a timer keeps changing (see `timerStates`).
    var hasTimerStates: Bool { !timerStates.isEmpty }

    /// The states a timer keeps changing in `host`, left for a person so far.
    func timerStates(of host: HostInfo) -> Set<String>? { timerStates[host.key] }

    /// The states of `host` whose movement is kept on purpose (see `keptAt`).
    func keptStates(of host: HostInfo) -> Set<String> { Set(keptAt[host.key]?.keys ?? [:].keys) }

    /// The `{` of the body of the method that holds the timer `call`, when its closure (opening
    /// at `closure`) calls that method again: a loop that re-schedules itself.
    func reschedulingMethod(of call: CallSite, closure: Int) -> Int? {
        guard let typeIndex = structure.innermostType(containing: call.nameIndex),
              let member = structure.member(of: typeIndex, containing: call.nameIndex), member.kind == .func, let name = member.name,
              let brace = FileFacts.bodyBrace(of: member, in: file) else { return nil }
        guard file.partner[closure] > closure else { return nil }
        return file.closure(at: closure, callsOwnMethod: name) ? brace : nil
    }

    /// Whether the file spells a name of code that waits for an animation's end
    /// (`onAnimationCompleted`, `AnimationCompletionObserver`: `…nComplet…`), found once.
    lazy var mentionsAnimationCompletion: Bool = file.bytesContain(Array("nComplet".utf8), anchor: 1)

    /// Whether the file spells `performBatchUpdates`, found once (a table's batch written with a
    /// trailing closure alone is no call the structure lists).
    lazy var mentionsBatchUpdates: Bool = file.bytesContain(Array("BatchUpdates".utf8), anchor: 0)

    /// Whether the file is built for UIKit platforms only: it imports UIKit outside every `#if`,
    /// or declares a type outside every `#if` that conforms to or subclasses a UIKit type
    /// (`UIViewRepresentable`, `UIViewController`, or a class of the run that descends from one),
    /// and imports AppKit nowhere (docs/BEHAVIOUR.md: the platform's setting may be read inline there).
    lazy var importsUIKitOnly: Bool = {
        let uikitTypes = Set(structure.types.filter { type in
            type.kind != .extension && type.conformances.contains(where: ProjectIndex.isUIKitName)
        }.map(\.keyword))
        // Classes that may descend from UIKit through the run's own classes, asked after the walk:
        // only a file that imports SwiftUI or UIKit can name `UIAccessibility` itself.
        let subclasses = Set(structure.types.filter { $0.kind == .class && !$0.conformances.isEmpty }.map(\.keyword))
        var topLevelSubclasses: Set<Int> = []
        var importsSwiftUIOrUIKit = false
        var depth = 0
        var uikit = false
        for index in 0..<file.count {
            if file.kind(index) == .pound {
                if file.isText(index, "#if") { depth += 1 } else if file.isText(index, "#endif") { depth -= 1 }
                continue
            }
            if depth == 0, uikitTypes.contains(index) { uikit = true }
            if depth == 0, subclasses.contains(index) { topLevelSubclasses.insert(index) }
            guard file.kind(index) == .identifier else { continue }
            // A UIKit type named outside every `#if` (`UISearchBar`, `UIHostingController`): the
            // file compiles only where UIKit is, whatever it imports.
            if depth == 0, !uikit, namesUIKitType(index) { uikit = true }
            guard file.isText(index, "import") else { continue }
            if file.isIdentifier(index + 1, "AppKit") || file.isIdentifier(index + 1, "Cocoa") { return false }
            if depth == 0, file.isIdentifier(index + 1, "UIKit") { uikit = true }
            if depth == 0, file.isIdentifier(index + 1, "SwiftUI") || file.isIdentifier(index + 1, "UIKit") { importsSwiftUIOrUIKit = true }
        }
        if uikit { return true }
        guard importsSwiftUIOrUIKit else { return false }
        return structure.types.contains { type in
            topLevelSubclasses.contains(type.keyword) && index.descendsFromUIKit(type.conformances[0], inFile: fileIndex)
        }
    }()

    /// Whether the identifier at significant index `position` is spelled like a UIKit type
    /// (`UI` and a capital) that no type of the run declares.
    private func namesUIKitType(_ position: Int) -> Bool {
        let token = file.token(position)
        guard token.end - token.start > 3 else { return false }
        let bytes = file.bytes
        guard bytes[token.start] == UInt8(ascii: "U"), bytes[token.start + 1] == UInt8(ascii: "I"),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[token.start + 2]) else { return false }
        return !index.declaresType(named: file.text(position))
    }

    /// Whether `site` is compiled only where UIKit is (inside `#if os(iOS)`, `#if canImport(UIKit)`,
    /// …, in a file that imports UIKit and not AppKit): the platform's setting may be read inline there.
    func isInUIKitOnlyBranch(_ site: Int) -> Bool {
        uikitOnlyBranches.contains { $0.contains(site) }
    }

    /// The regions of the file's `#if`/`#elseif` branches whose condition names only UIKit
    /// platforms, found once; none when the file imports AppKit or never imports UIKit.
    private lazy var uikitOnlyBranches: [ClosedRange<Int>] = {
        var importsUIKit = false
        for index in 0..<file.count where file.kind(index) == .identifier && file.isText(index, "import") {
            if file.isIdentifier(index + 1, "AppKit") || file.isIdentifier(index + 1, "Cocoa") { return [] }
            if file.isIdentifier(index + 1, "UIKit") { importsUIKit = true }
        }
        guard importsUIKit else { return [] }
        var regions: [ClosedRange<Int>] = []
        // The open branch at each depth: where it starts and whether its condition is UIKit's only.
        var open: [(start: Int, uikitOnly: Bool)] = []
        for index in 0..<file.count where file.kind(index) == .pound {
            let isIf = file.isText(index, "#if"), isElseIf = file.isText(index, "#elseif")
            let isElse = file.isText(index, "#else"), isEnd = file.isText(index, "#endif")
            guard isIf || isElseIf || isElse || isEnd else { continue }
            if !isIf, let branch = open.popLast(), branch.uikitOnly { regions.append(branch.start...index) }
            if isEnd { continue }
            open.append((index, isElse ? false : namesUIKitOnly(conditionAfter: index)))
        }
        return regions
    }()

    /// Whether the condition after the `#if`/`#elseif` at `pound` (up to the end of its line) names
    /// a UIKit platform and nothing else: `os(iOS) || os(tvOS)`, `canImport(UIKit)`.
    private func namesUIKitOnly(conditionAfter pound: Int) -> Bool {
        var names = false
        var index = pound + 1
        while index < file.count, !file.hasLineBreak(between: index - 1, and: index) {
            if file.kind(index) == .operator, file.text(index).contains("!") { return false }
            if file.kind(index) == .identifier {
                let word = file.text(index)
                if ["iOS", "tvOS", "visionOS", "UIKit"].contains(word) { names = true }
                else if !["os", "canImport", "targetEnvironment", "macCatalyst"].contains(word) { return false }
            }
            index += 1
        }
        return names
    }

    /// Whether the file imports AppKit or Cocoa (outside or inside an `#if`), or belongs to a Mac
    /// app (`ProjectIndex.isMacOnly`), and is not built for UIKit only: the system's setting is
    /// NSWorkspace's there.
    lazy var importsAppKit: Bool = !importsUIKitOnly
        && (index.isMacOnly || (0..<file.count).contains { file.isIdentifier($0, "import") && (file.isIdentifier($0 + 1, "AppKit") || file.isIdentifier($0 + 1, "Cocoa")) })

    /// Where each of the file's methods is called as the type's own (`name(` or `self.name(`),
    /// found in one pass when first asked.
    lazy var ownMethodCallSites: [String: [Int]] = {
        let names = Set(structure.types.flatMap { $0.members.filter { $0.kind == .func }.compactMap(\.name) })
        return RuleContext.ownCallSites(of: names, in: file)
    }()

    /// Where each of `names` is called as the type's own method (`name(` with no receiver, or
    /// `self.name(`), found in one pass over the file.
    private static func ownCallSites(of names: Set<String>, in file: SourceFile) -> [String: [Int]] {
        guard !names.isEmpty else { return [:] }
        let set = IdentifierSet(distinct: Array(names))
        var sites: [String: [Int]] = [:]
        for index in 0..<file.count where file.kind(index) == .identifier && file.kind(index + 1) == .openParen {
            guard let name = set.nameOrProjection(at: index, in: file)?.name, file.isOwnMember(at: index) else { continue }
            // Not the declaration (`func name(`).
            if file.isIdentifier(index - 1, "func") { continue }
            sites[name, default: []].append(index)
        }
        return sites
    }

    /// Whether `insertSettingHelper` has added the property in this run.
    var insertedSettingHelper = false

    /// Whether the file declares `var systemReduceMotion` (`insertSettingHelper`), from an earlier run.
    lazy var declaresSettingHelper: Bool = (0..<file.count).contains {
        file.isText($0, ModelAnimationGate.settingHelperName) && file.isIdentifier($0 - 1, "var")
    }

    /// Whether the type around `site` implements `scrollViewDidEndScrollingAnimation` (a scroll
    /// delegate that finishes work when an animated scroll ends).
    func definesScrollAnimationEnd(around site: Int) -> Bool {
        guard let typeIndex = structure.innermostType(containing: site) else { return false }
        return structure.types[typeIndex].members.contains { $0.kind == .func && $0.name == "scrollViewDidEndScrollingAnimation" }
    }

    /// Whether `site` is in a method of a `UIViewRepresentable`/`UIViewControllerRepresentable`
    /// that takes a `context` (`makeUIView(context:)`, `updateUIView(_:context:)`): the setting
    /// is `context.environment.accessibilityReduceMotion` there.
    func isInRepresentableMethodWithContext(_ site: Int) -> Bool {
        guard let typeIndex = structure.innermostType(containing: site),
              let member = structure.member(of: typeIndex, containing: site), member.kind == .func,
              let brace = FileFacts.bodyBrace(of: member, in: file), site > brace else { return false }
        var conformances = structure.types[typeIndex].conformances
        if structure.types[typeIndex].kind == .extension,
           let ref = index.primary(named: structure.types[typeIndex].name, extendedBy: .init(file: fileIndex, type: typeIndex)) {
            conformances += index.type(ref).conformances
        }
        guard conformances.contains(where: { $0 == "UIViewRepresentable" || $0 == "UIViewControllerRepresentable" }) else { return false }
        return (member.keyword..<brace).contains { file.isIdentifier($0, "context") && file.kind($0 + 1) == .colon }
    }

    /// Whether the block opening at `open` starts with a `guard` testing Reduce Motion.
    func startsWithReduceMotionGuard(_ open: Int, propertyName: String?) -> Bool {
        (guardsByBlock[open] ?? []).contains { $0.condition.mentionsReduceMotion(propertyName: propertyName) }
    }

    // MARK: - Output

    /// Inserts `reduceMotion ? neutral : ` before the value (with parentheses when needed).
    func gate(_ value: Expression, site: Int, neutral: String, rule: String, host: HostInfo, review: Bool = false, message: String) {
        recordFix(site: site, rule: rule, review: review, message: message)
        let range = value.byteRange
        if value.needsParentheses {
            insert("\(host.propertyName) ? \(neutral) : (", at: range.lowerBound, rule: rule, host: host, review: review)
            for none in value.noneBranches { replace(none.byteRange, with: "nil", rule: rule, host: host, review: review) }
            insert(")", at: range.upperBound, rule: rule, host: host, review: review)
        } else {
            insert("\(host.propertyName) ? \(neutral) : ", at: range.lowerBound, rule: rule, host: host, review: review)
        }
    }

    /// Pins each of `terms`, the moving terms of a sum, at 0 (`-30 + (reduceMotion ? 0 : drift)`):
    /// the constant terms keep placing the view.
    func gateTerms(_ terms: [Expression], site: Int, rule: String, host: HostInfo, review: Bool, message: String) {
        recordFix(site: site, rule: rule, review: review, message: message)
        for term in terms {
            if file.kind(term.first) == .openParen, file.partner[term.first] == term.last {
                insert("\(host.propertyName) ? 0 : ", at: file.token(term.first).end, rule: rule, host: host, review: review)
            } else {
                insert("(\(host.propertyName) ? 0 : ", at: term.byteRange.lowerBound, rule: rule, host: host, review: review)
                insert(")", at: term.byteRange.upperBound, rule: rule, host: host, review: review)
            }
        }
    }

    func insert(_ text: String, at offset: Int, rule: String, host: HostInfo?, review: Bool = false) {
        replace(offset..<offset, with: text, rule: rule, host: host, review: review)
    }

    /// Adds an edit made by the caller (one that reads no host's property, or the file's own).
    func appendEdit(_ edit: Edit) {
        edits.append(edit)
    }

    func replace(_ range: Range<Int>, with text: String, rule: String, host: HostInfo?, review: Bool = false) {
        edits.append(Edit(range: range, replacement: text, ruleID: rule, needsReview: review, hostKey: host?.key))
        // A site's edits read one host: it is put in the table once for them all.
        if let host, host !== lastUsedHost {
            usedHosts[ObjectIdentifier(host)] = host
            lastUsedHost = host
        }
    }

    /// Records that the site at `site` is rewritten (flagged `review` when asked).
    func recordFix(site: Int, rule: String, review: Bool, message: String) {
        record(site: site, rule: rule, action: review ? .review : .fixed, reason: .fixed, message: message)
    }

    /// Rewords the notes of values kept in `range` (a chain) whose animation, the endless `loop`,
    /// is left running after all: they said it was turned off (`ValueGate.keptClause`).
    func reviseKeptNotes(in range: Range<Int>, loop: String) {
        let said = "; " + ValueGate.keptClause
        // Rare (an endless loop left because it also fades): the file's findings are looked at once.
        for position in findings.indices {
            guard let site = findings[position].site, range.contains(site), findings[position].reason == .valueKept,
                  findings[position].action == .handled, findings[position].message.hasSuffix(said) else { continue }
            findings[position].message = String(findings[position].message.dropLast(said.count))
                + "; its value is kept, and \(loop), which drives it, is left for a person (it also fades the view out)"
        }
    }

    /// Records a finding located at significant index `site`, with the reason the audit and the
    /// outputs read (the message is for a person only).
    func record(site: Int, rule: String, action: Finding.Action, reason: FindingReason, message: String, suggestion: String? = nil) {
        let (line, column) = file.location(of: file.token(site).start)
        // One finding per site and rule, even when several arguments of one call change.
        if let last = findings.last, last.line == line, last.column == column, last.ruleID == rule, last.action == action { return }
        var finding = Finding(path: file.path, line: line, column: column, ruleID: rule, action: action, reason: reason,
                              message: message, suggestion: suggestion)
        finding.site = site
        findings.append(finding)
    }
}

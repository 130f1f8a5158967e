import Foundation

/// `motionfix audit --format sarif`: SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDEs).
///
/// One rule per motionfix rule id, with short and full descriptions and help. Results are the
/// sites that do not respect Reduce Motion (a site that does is not an alert; the full list is
/// in the JSON format); each has a level from its severity and one physical location.
enum AuditSARIF {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: AuditReport) -> String {
        document(report).rendered()
    }

    /// What each rule finds and what to do, for the rule descriptors.
    static let ruleHelp: [String: (full: String, help: String)] = [
        "offset": ("An offset that changes moves the view across the screen; with Reduce Motion on it should stay in place unless the position carries meaning.",
                   "Wrap the value in 'reduceMotion ? 0 : value' (motionfix does this automatically where the value is motion), or turn off the animation that drives it."),
        "scale-effect": ("A scale that changes zooms the view; with Reduce Motion on it should keep its natural size unless the size carries meaning.",
                         "Wrap the value in 'reduceMotion ? 1 : value', or turn off the animation that drives it."),
        "rotation-effect": ("A rotation that changes spins the view; with Reduce Motion on it should stay upright unless the angle shows a state.",
                            "Wrap the angle in 'reduceMotion ? .zero : angle', or turn off the animation that drives it."),
        "transition": ("A transition that slides, zooms or pushes moves the view in and out; with Reduce Motion on it should fade instead.",
                       "Use 'reduceMotion ? .opacity : transition'."),
        "repeat-forever": ("An animation that repeats forever never settles: continuous motion is the most severe trigger for motion-sensitive users.",
                           "Use 'reduceMotion ? nil : animation', or do not start the loop when Reduce Motion is on."),
        "spring-animation": ("A spring bounces and overshoots; where it still moves something under Reduce Motion it should be turned off.",
                             "Use 'reduceMotion ? nil : spring' where it moves, slides or resizes something."),
        "instant-animation": ("A plain curve that animates movement kept on purpose (a drag's release, a lasting state, a scroll) still moves the view.",
                              "Use 'reduceMotion ? nil : animation' so the change happens at once."),
        "timeline-view": ("TimelineView(.animation) redraws every frame for as long as it is shown: continuous motion.",
                          "Use 'TimelineView(.animation(paused: reduceMotion))'."),
        "keyframe-animator": ("A repeating keyframeAnimator loops for as long as it is shown: continuous motion.",
                              "Pass 'repeating: !reduceMotion'."),
        "symbol-effect": ("A symbol effect without isActive: or value: runs for as long as the symbol is shown.",
                          "Pass 'isActive: !reduceMotion'."),
        "manual-motion": ("A motion API motionfix cannot rewrite safely (phase and keyframe animators, matched geometry, scroll transitions, navigation zooms, UIKit animations).",
                          "Skip or simplify the motion when Reduce Motion is on; the result's message says how for this API."),
    ]

    static func document(_ report: AuditReport) -> JSONValue {
        let ids = RuleCatalog.rules.map { $0.description.id }
        let rules: [JSONValue] = RuleCatalog.rules.map { rule in
            let description = rule.description
            let help = ruleHelp[description.id] ?? (description.summary, "Gate the motion on Reduce Motion.")
            return .object([
                ("id", .string(description.id)),
                ("name", .string(camelCase(description.id))),
                ("shortDescription", .object([("text", .string(description.summary))])),
                ("fullDescription", .object([("text", .string(help.full))])),
                ("help", .object([("text", .string(help.help)), ("markdown", .string(help.help.replacingOccurrences(of: "'", with: "`")))])),
                ("defaultConfiguration", .object([("level", .string("warning"))])),
                ("properties", .object([("tags", .array([.string("accessibility"), .string("reduce-motion")]))])),
            ])
        }
        // A file's sites share its URI, and encoding one is slow (Foundation): once per file.
        var uris: [String: String] = [:]
        func uri(_ path: String) -> String {
            if let known = uris[path] { return known }
            let encoded = AuditSARIF.uri(path)
            uris[path] = encoded
            return encoded
        }
        let results: [JSONValue] = report.items.filter { !$0.respectsReduceMotion }.map { item in
            var members: [(String, JSONValue)] = [("ruleId", .string(item.ruleID))]
            if let index = ids.firstIndex(of: item.ruleID) { members.append(("ruleIndex", .int(index))) }
            let suggestion = item.suggestion.map { " Suggestion: \($0)." } ?? ""
            members += [
                ("level", .string(level(item.severity))),
                ("message", .object([("text", .string("\(item.severity) \(item.category.rawValue) motion (\(item.action.rawValue)): \(item.message).\(suggestion)"))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(item.path)))])),
                    ("region", .object([("startLine", .int(item.line)), ("startColumn", .int(item.utf16Column))])),
                ]))])])),
                ("properties", .object([
                    ("api", .string(item.api)), ("severity", .string(item.severity.description)), ("category", .string(item.category.rawValue)),
                    ("action", .string(item.action.rawValue)), ("reason", .string(item.reason.rawValue)),
                    ("respectsReduceMotion", .bool(item.respectsReduceMotion)),
                ])),
            ]
            return .object(members)
        }
        let notifications: [JSONValue] = report.errors.map { error in
            .object([
                ("level", .string("error")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(error.path)))])),
                    ("region", .object([("startLine", .int(max(1, error.line))), ("startColumn", .int(max(1, error.column)))])),
                ]))])])),
            ])
        }
        return .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("motionfix")),
                    ("version", .string(Usage.versionNumber)),
                    ("semanticVersion", .string(Usage.versionNumber)),
                    ("rules", .array(rules)),
                ]))])),
                ("invocations", .array([.object([
                    ("executionSuccessful", .bool(report.errors.isEmpty)),
                    ("toolExecutionNotifications", .array(notifications)),
                ])])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
                ("properties", .object([("totals", AuditJSON.totals(report))])),
            ])])),
        ])
    }

    /// critical and high → error, medium → warning, low and none → note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .critical, .high: return "error"
        case .medium: return "warning"
        case .low, .none: return "note"
        }
    }

    /// A relative path as a URI reference (`Sources/My%20App/A.swift`); an absolute one as a `file:` URI.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: uriAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Made once: building a character set costs as much as encoding hundreds of paths.
    private static let uriAllowed: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=@")
        return allowed
    }()

    private static func camelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

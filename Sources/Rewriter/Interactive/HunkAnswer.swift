/// An answer to `Apply this hunk [y,n,q,a,d,s,e,?]?`, with git's `add -p` meanings.
enum HunkAnswer: Character, CaseIterable {
    case apply = "y"
    case skip = "n"
    case quit = "q"
    case applyRestOfFile = "a"
    case skipRestOfFile = "d"
    case split = "s"
    case edit = "e"
    case help = "?"

    /// Reads a typed key or line (`y`, `Y`, `yes`); nil for anything else, which prints the help.
    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, let answer = HunkAnswer(rawValue: Character(first.lowercased())) else { return nil }
        self = answer
    }

    /// What the key does, for the help.
    var meaning: String {
        switch self {
        case .apply: return "apply this hunk"
        case .skip: return "do not apply this hunk"
        case .quit: return "quit; do not apply this hunk or any of the remaining ones (applied hunks are kept)"
        case .applyRestOfFile: return "apply this hunk and all later hunks in the file"
        case .skipRestOfFile: return "do not apply this hunk or any of the later hunks in the file"
        case .split: return "split the current hunk into smaller hunks"
        case .edit: return "manually edit the current hunk"
        case .help: return "print help"
        }
    }

    /// The answers offered; `s` only when the hunk can be split, as git does.
    static func offered(splittable: Bool) -> [HunkAnswer] {
        allCases.filter { splittable || $0 != .split }
    }

    /// The prompt.
    static func prompt(splittable: Bool) -> String {
        "Apply this hunk [\(offered(splittable: splittable).map { String($0.rawValue) }.joined(separator: ","))]? "
    }

    /// The help printed for `?` and unknown keys: the offered answers.
    static func helpText(splittable: Bool) -> String {
        var lines = offered(splittable: splittable).map { "\($0.rawValue) - \($0.meaning)" }
        lines.append("The @Environment(\\.accessibilityReduceMotion) property is added to a view exactly when an applied hunk reads it.")
        return lines.joined(separator: "\n") + "\n"
    }
}

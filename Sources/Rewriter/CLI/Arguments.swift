/// The command-line options: each is a row of a table (names, value, help, effect), so adding
/// an option is one entry, and `--help` is generated from the same rows.
public struct OptionSpec: Sendable {
    public let name: String
    /// A one-letter alias (`-i`), if any.
    public let shortName: String?
    /// The value's placeholder for `--help`, or nil for a flag.
    public let valueName: String?
    public let help: String
    let apply: @Sendable (inout Invocation, String) throws -> Void

    init(_ name: String, short shortName: String? = nil, value: String? = nil, help: String,
         apply: @escaping @Sendable (inout Invocation, String) throws -> Void) {
        self.name = name
        self.shortName = shortName
        self.valueName = value
        self.help = help
        self.apply = apply
    }
}

/// A command line motionfix cannot run; the message says what to do.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

public enum Arguments {
    /// Every option, in `--help` order.
    public static let options: [OptionSpec] = [
        OptionSpec("--dry-run", help: "print a unified diff of every change to stdout; write nothing") { invocation, _ in
            try setMode(.dryRun, on: &invocation)
        },
        OptionSpec("--patch", value: "file", help: "write that unified diff to <file> instead; write no source file") { invocation, value in
            try setMode(.patch(value), on: &invocation)
        },
        OptionSpec("--check", help: "write nothing; warn (path:line:col) for each pending fix; exit 1 if any") { invocation, _ in
            try setMode(.check, on: &invocation)
        },
        OptionSpec("--interactive", short: "-i", help: "ask about each hunk, as 'git add -p' does, and write what you accept (answers from the terminal or piped stdin)") { invocation, _ in
            try setMode(.interactive, on: &invocation)
        },
        OptionSpec("--no-color", help: "no colour in --interactive output (also off when stdout is not a terminal or NO_COLOR is set)") { invocation, _ in
            invocation.noColor = true
        },
        OptionSpec("--exclude", value: "glob", help: "skip matching paths inside directories (repeatable; * ** ?)") { invocation, value in
            invocation.excludes.append(value)
        },
        OptionSpec("--force-exclude", help: "apply the excludes to files named explicitly too (for hooks that pass every staged file)") { invocation, _ in
            invocation.forceExclude = true
        },
        OptionSpec("--config", value: "file", help: "read settings from <file> instead of the nearest .motionfix up the tree (flags still win)") { invocation, value in
            invocation.configPath = value
        },
        OptionSpec("--disable", value: "rule", help: "turn a rule off everywhere (repeatable; ids as in '// motionfix:disable')") { invocation, value in
            guard RuleCatalog.allIDs.contains(value) else {
                throw UsageError(message: "--disable: unknown rule '\(value)'; the rules are \(RuleCatalog.allIDs.joined(separator: ", "))")
            }
            invocation.options.disabledRules.insert(value)
        },
        OptionSpec("--host-protocol", value: "name", help: "treat conformers of this View-refining protocol, declared outside the given paths, as views (repeatable)") { invocation, value in
            invocation.options.hostProtocols.insert(value)
        },
        OptionSpec("--layout-setting", value: "name", help: "a value chosen by this property picks a layout and does not move (repeatable)") { invocation, value in
            invocation.options.layoutSettings.insert(value)
        },
        OptionSpec("--format", value: "style", help: "how --check prints: xcode (path:line:col: warning:, the default) or github (::warning annotations)") { invocation, value in
            guard let format = Invocation.CheckFormat(rawValue: value) else {
                throw UsageError(message: "--format '\(value)': use xcode or github")
            }
            invocation.checkFormat = format
        },
        OptionSpec("--exit-zero", help: "exit 0 whatever the run finds (pending fixes, unreadable files, a bad .motionfix, then a warning): a build step that warns, never fails") { invocation, _ in
            invocation.exitsZero = true
        },
        OptionSpec("--touch", value: "file", help: "when the run is over, write <file> (empty), so a build system sees the step done (the build-tool plugin's output)") { invocation, value in
            invocation.touchPath = value
        },
        OptionSpec("--since", value: "rev", help: "keep only the hunks touching lines changed since this git revision (e.g. origin/main)") { invocation, value in
            invocation.since = value
        },
        OptionSpec("--stdin-path", value: "path", help: "the path that '-' (stdin) stands for, in messages and patches") { invocation, value in
            invocation.stdinPath = value
        },
        OptionSpec("--reduced-animation", value: "expr", help: "also soften springs that only fade or recolour once motion is gated, to this animation (e.g. '.easeInOut(duration: 0.15)'; default: leave them)") { invocation, value in
            guard ReducedAnimation.isValid(value) else {
                throw UsageError(message: "--reduced-animation '\(value)' is not a Swift animation expression; use e.g. '.easeInOut(duration: 0.2)' or 'nil'")
            }
            invocation.options.reducedAnimation = value
        },
        OptionSpec("--no-project-index", help: "read only the files named, not the rest of their project, for cross-file facts (see PROJECT below)") { invocation, _ in
            invocation.indexesProject = false
        },
        OptionSpec("--no-cache", help: "neither use nor keep the results of the last run (see CACHE below)") { invocation, _ in
            invocation.cache = .off
        },
        OptionSpec("--cache-path", value: "dir", help: "keep the results of the last run in <dir> instead of the user's cache directory") { invocation, value in
            invocation.cache = .directory(value)
        },
        OptionSpec("--quiet", help: "print only errors (no manual-work warnings, no summary)") { invocation, _ in invocation.verbosity = .quiet },
        OptionSpec("--verbose", help: "also print sites left alone on purpose (already handled, gestures, state)") { invocation, _ in invocation.verbosity = .verbose },
        OptionSpec("--version", help: "print the version and exit") { invocation, _ in invocation.showVersion = true },
        OptionSpec("--help", help: "print this help and exit") { invocation, _ in invocation.showHelp = true },
    ]

    private static func setMode(_ mode: Invocation.Mode, on invocation: inout Invocation) throws {
        if invocation.mode != .inPlace, invocation.mode != mode {
            throw UsageError(message: "choose one of --dry-run, --patch, --check and --interactive")
        }
        invocation.mode = mode
    }

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String]) throws -> Invocation {
        var invocation = Invocation()
        let items = try CommandLineWalk.walk(arguments, option: { name in
            options.first { $0.name == name || $0.shortName == name }.map { ($0.name, $0.valueName) }
        }, unknown: { name in UsageError(message: "unknown option '\(name)'\(suggestion(for: name))") })
        for item in items {
            switch item {
            case .path(let path): invocation.paths.append(path)
            case .help: invocation.showHelp = true
            case .option(let name, let value):
                guard let spec = options.first(where: { $0.name == name }) else { continue }
                try spec.apply(&invocation, value)
            }
        }
        if invocation.showHelp || invocation.showVersion { return invocation }
        if invocation.paths.isEmpty {
            throw UsageError(message: "no paths given; try 'motionfix --dry-run .' to preview the fixes for this directory")
        }
        if invocation.paths.contains("-"), invocation.paths.count > 1 {
            throw UsageError(message: "'-' (stdin) must be the only path")
        }
        if invocation.paths.contains("-"), invocation.since != nil {
            throw UsageError(message: "--since compares files with git; give it paths, not '-'")
        }
        if invocation.paths.contains("-"), invocation.mode == .interactive {
            throw UsageError(message: "--interactive reviews files and reads its answers from stdin; give it paths, not '-'")
        }
        return invocation
    }

    /// "; did you mean --dry-run?" for a near miss, or "".
    static func suggestion(for name: String) -> String {
        let scored = options.map { ($0.name, editDistance(name, $0.name)) }.min { $0.1 < $1.1 }
        guard let best = scored, best.1 <= max(2, best.0.count / 3) else { return "; run 'motionfix --help' for the options" }
        return "; did you mean \(best.0)?"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}

/// Checks a `--reduced-animation` value before it is pasted into source code.
enum ReducedAnimation {
    static func isValid(_ expression: String) -> Bool {
        let bytes = Array(expression.utf8)
        guard !bytes.isEmpty, let file = try? SourceFile(path: "<option>", bytes: bytes) else { return false }
        // One expression: no statements, no comments, nothing that could swallow the rest of a line.
        if file.tokens.contains(where: { $0.kind == .newline || $0.kind.isComment || $0.kind == .semicolon }) { return false }
        return !file.significant.indices.contains { file.kind($0) == .comma && file.enclosing[$0] < 0 }
    }
}

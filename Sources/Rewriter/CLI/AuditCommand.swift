import Foundation

/// `motionfix audit [options] <path>…`: where an app stands on Reduce Motion. It runs the same
/// engine as the fixer, over the same files, and reports every motion site it found with its
/// severity, category, whether it respects Reduce Motion and what motionfix does about it.
/// It never writes a source file.
public struct AuditCommand {
    public let io: CommandIO

    public init(io: CommandIO) {
        self.io = io
    }

    /// What the user asked the audit for.
    public struct Invocation: Sendable, Equatable {
        public var format: AuditFormat = .text
        /// Where the report goes; standard output when nil.
        public var output: String? = nil
        /// Exit 1 while work is left: a fix of medium or higher severity, or a site left for a person.
        public var strict = false
        public var quiet = false
        public var paths: [String] = []
        public var excludes: [String] = []
        public var stdinPath: String? = nil
        /// The fixer's options: the audit reports what the fixer would do with them.
        public var options = FixOptions()
        /// `--config FILE`: the configuration file to use instead of the nearest `.motionfix`.
        public var configPath: String? = nil
        /// Where the results of the last run are kept (`--no-cache`, `--cache-path`).
        public var cache: CacheSetting = .standard
        public var showHelp = false

        public init() {}
    }

    /// The audit's options, in `--help` order.
    static let options: [(name: String, value: String?, help: String)] = [
        ("--format", "format", "text (default), markdown, json, sarif or xcode"),
        ("--output", "file", "write the report to <file> (atomically) instead of standard output"),
        ("--strict", nil, "exit 1 while a fix of medium or higher severity is pending or a site is left for a person"),
        ("--exclude", "glob", "skip matching paths inside directories (repeatable; * ** ?)"),
        ("--stdin-path", "path", "the path that '-' (stdin) stands for"),
        ("--reduced-animation", "expr", "audit as if the fixer ran with this option (see motionfix --help)"),
        ("--config", "file", "read settings from <file> instead of the nearest .motionfix up the tree (flags still win)"),
        ("--no-cache", nil, "neither use nor keep the results of the last run (see motionfix --help)"),
        ("--cache-path", "dir", "keep the results of the last run in <dir>"),
        ("--quiet", nil, "print nothing on standard error but errors"),
        ("--help", nil, "print this help and exit"),
    ]

    public static func parse(_ arguments: [String]) throws -> Invocation {
        var invocation = Invocation()
        let items = try CommandLineWalk.walk(arguments, option: { name in
            options.first { $0.name == name }.map { ($0.name, $0.value) }
        }, unknown: { name in UsageError(message: "unknown audit option '\(name)'\(suggestion(for: name))") })
        for item in items {
            let name: String
            let value: String
            switch item {
            case .path(let path):
                invocation.paths.append(path)
                continue
            case .help:
                invocation.showHelp = true
                continue
            case .option(let optionName, let optionValue):
                name = optionName
                value = optionValue
            }
            switch name {
            case "--format":
                guard let format = AuditFormat(rawValue: value.lowercased()) else {
                    throw UsageError(message: "unknown format '\(value)'; use one of \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                invocation.format = format
            case "--output": invocation.output = value
            case "--strict": invocation.strict = true
            case "--exclude": invocation.excludes.append(value)
            case "--stdin-path": invocation.stdinPath = value
            case "--reduced-animation":
                guard ReducedAnimation.isValid(value) else {
                    throw UsageError(message: "--reduced-animation '\(value)' is not a Swift animation expression; use e.g. '.easeInOut(duration: 0.2)' or 'nil'")
                }
                invocation.options.reducedAnimation = value
            case "--config": invocation.configPath = value
            case "--quiet": invocation.quiet = true
            case "--no-cache": invocation.cache = .off
            case "--cache-path": invocation.cache = .directory(value)
            default: invocation.showHelp = true
            }
        }
        if invocation.showHelp { return invocation }
        if invocation.paths.isEmpty {
            throw UsageError(message: "no paths given; try 'motionfix audit .' to audit this directory")
        }
        if invocation.paths.contains("-"), invocation.paths.count > 1 {
            throw UsageError(message: "'-' (stdin) must be the only path")
        }
        return invocation
    }

    /// "; did you mean --format?" for a near miss (a fixer option is named as such).
    static func suggestion(for name: String) -> String {
        if Arguments.options.contains(where: { $0.name == name }) { return "; '\(name)' is an option of the fixer, not of 'motionfix audit'" }
        let scored = options.map { ($0.name, Arguments.editDistance(name, $0.name)) }.min { $0.1 < $1.1 }
        guard let best = scored, best.1 <= max(2, best.0.count / 3) else { return "; run 'motionfix audit --help' for the options" }
        return "; did you mean \(best.0)?"
    }

    /// Runs the audit and returns its exit code.
    public func run(_ arguments: [String]) -> ExitCode {
        var invocation: Invocation
        do {
            invocation = try Self.parse(arguments)
            if !invocation.showHelp {
                let config = try ConfigFile.load(explicitPath: invocation.configPath, paths: invocation.paths, currentDirectory: io.currentDirectory)
                config?.merge(excludes: &invocation.excludes, options: &invocation.options)
            }
        } catch {
            io.writeError("motionfix: error: \(error)\n")
            return .usageError
        }
        if invocation.showHelp { io.writeOutput(Array(Self.helpText.utf8)); return .success }
        io.interruption.stopAtOnce(saying: invocation.output.map { "motionfix: interrupted; \($0) was not written\n" } ?? "motionfix: interrupted\n")
        let (sources, missing, unopened) = self.sources(invocation)
        for path in missing { io.writeError("\(path): error: no such file or directory\n") }
        // Each file's sites are added as its result arrives: nothing else of it is kept.
        var report = AuditReport(scannedFiles: sources.count)
        let cache = invocation.paths == ["-"] ? nil : invocation.cache.cache(environment: io.environment, currentDirectory: io.currentDirectory)
        let origin = Engine(options: invocation.options).run(sources, cache: cache) { report.add($0) }
        // A directory that cannot be opened hides files: an error of the report, like an unreadable file.
        report.errors += unopened.map { FileDiscovery.unopenedDiagnostic($0, consequence: "its files were not audited") }
        let text = invocation.format.render(report)
        if io.interruption.isRaised { return .interrupted }
        if let output = invocation.output {
            let path = output.hasPrefix("/") ? output : io.currentDirectory + "/" + output
            do {
                try AtomicWriter.writeFile(path, bytes: Array(text.utf8))
            } catch {
                io.writeError("motionfix: error: cannot write the report to \(output): \(error)\n")
                return .someFilesFailed
            }
        } else {
            io.writeOutput(Array(text.utf8))
        }
        // Errors also go to standard error unless the report itself printed them there already.
        let errorsShown = invocation.output == nil && (invocation.format == .text || invocation.format == .xcode)
        if !errorsShown {
            for error in report.errors { io.writeError(error.description + "\n") }
        }
        let failures = report.strictFailures
        if !invocation.quiet, invocation.output != nil || invocation.format != .text {
            let sites = report.siteCount, files = report.files.count
            let counts = sites == 0 ? "\(AuditSummaryWords.noMotionFound) in \(report.scannedFiles) file\(report.scannedFiles == 1 ? "" : "s")"
                : "\(sites) motion site\(sites == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"), "
                    + "\(report.respectingCount) respect Reduce Motion (\(report.readingCount) read\(report.readingCount == 1 ? "s" : "") the setting); "
                    + "\(failures.count) fail\(failures.count == 1 ? "s" : "") --strict"
            io.writeError("motionfix audit: \(counts)" + (origin == .cache ? " (the last run's results: no file changed)\n" : "\n"))
        }
        if !missing.isEmpty || !report.errors.isEmpty { return .someFilesFailed }
        if invocation.strict, !failures.isEmpty {
            if !invocation.quiet {
                let manual = failures.filter { $0.action == .manual }.count, fixes = failures.count - manual
                let work = (fixes > 0 ? ["motionfix fixes \(fixes) (run 'motionfix' on the same paths)"] : [])
                    + (manual > 0 ? ["\(manual) \(manual == 1 ? "is" : "are") left for a person"] : [])
                io.writeError("motionfix audit: --strict: \(failures.count) site\(failures.count == 1 ? "" : "s") need\(failures.count == 1 ? "s" : "") work: "
                              + work.joined(separator: "; ") + "\n")
            }
            return .changesPending
        }
        return .success
    }

    /// The files of the run (standard input, or the files found under the paths) and the paths
    /// that do not exist.
    private func sources(_ invocation: Invocation) -> (any SourceProvider, missing: [String], unopened: [String]) {
        if invocation.paths == ["-"] {
            return (StandardInputSource(path: invocation.stdinPath ?? "<stdin>", bytes: io.readStandardInput()), [], [])
        }
        let discovery = FileDiscovery(excludes: invocation.excludes, currentDirectory: io.currentDirectory)
        let (entries, missing, unopened) = discovery.files(for: invocation.paths)
        return (DiskSources(entries: entries, consequence: "it was not audited", notUTF8: "not valid UTF-8; it was not audited"), missing, unopened)
    }

    /// `motionfix audit --help`.
    public static var helpText: String {
        var lines = [
            "OVERVIEW: Report every motion site, how severe it is for motion-sensitive users, whether it",
            "          respects Reduce Motion, and what motionfix does about it. Writes no source file.",
            "",
            "USAGE: motionfix audit [options] <path>...",
            "       motionfix audit [options] - --stdin-path <path>",
            "",
            "OPTIONS:",
        ]
        let labels = options.map { option in option.value.map { "\(option.name) <\($0)>" } ?? option.name }
        let width = labels.map(\.count).max() ?? 0
        for (label, option) in zip(labels, options) {
            lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + option.help)
        }
        lines += [
            "",
            "SEVERITY: critical (continuous motion), high (springs, large or combined",
            "  movements, directional slides), medium (one movement), low (fades, tiny changes), none.",
            "ACTION: auto (motionfix fixes it), review (fixes it, flagged), manual (left for a person), none.",
            "",
            "EXIT CODES: 0 success; 1 with --strict: a fix of medium or higher severity is pending, or a",
            "  site is left for a person; 2 usage error; 3 some files could not be read (wins over 1).",
            "",
            "EXAMPLES:",
            "  motionfix audit Sources/                                   a summary and every site",
            "  motionfix audit --format markdown --output audit.md .      a report for a ticket or PR",
            "  motionfix audit --format sarif --output motion.sarif .     for GitHub code scanning",
            "  motionfix audit --strict --format xcode Sources/           a CI gate or Xcode build phase",
            "",
            "The JSON schema and how each site is rated: docs/AUDIT.md.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

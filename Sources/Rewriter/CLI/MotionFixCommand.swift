import Foundation

/// The `motionfix` command: parses the arguments, finds and reads the files, runs the engine
/// once over all of them, and previews, saves or writes the result.
public struct MotionFixCommand {
    public let io: CommandIO

    public init(io: CommandIO) {
        self.io = io
    }

    /// Runs the command and returns its exit code.
    public func run(_ arguments: [String]) -> ExitCode {
        if arguments.first == "audit" { return AuditCommand(io: io).run(Array(arguments.dropFirst())) }
        var invocation: Invocation
        do {
            invocation = try Arguments.parse(arguments)
        } catch {
            io.writeError("motionfix: error: \(error)\n")
            return .usageError
        }
        if invocation.showHelp { io.writeOutput(Array(Usage.text.utf8)); return .success }
        if invocation.showVersion { io.writeOutput(Array((Usage.version + "\n").utf8)); return .success }
        return ending(perform(&invocation), of: invocation)
    }

    /// Reads the configuration and runs what `invocation` asks for.
    private func perform(_ invocation: inout Invocation) -> ExitCode {
        do {
            try ConfigFile.apply(to: &invocation, currentDirectory: io.currentDirectory)
        } catch {
            // A build step that must not fail says why it did nothing, as a warning.
            io.writeError(invocation.exitsZero ? "motionfix: warning: \(error) (nothing was read or written)\n" : "motionfix: error: \(error)\n")
            return .usageError
        }
        if let farewell = Self.farewellWhenStoppedAtOnce(invocation.mode) { io.interruption.stopAtOnce(saying: farewell) }
        if invocation.paths == ["-"] { return runOnStandardInput(invocation) }
        return runOnFiles(invocation)
    }

    /// Writes the `--touch` file and applies `--exit-zero` to the run's `code`; an interrupted
    /// run touches nothing and stays interrupted.
    private func ending(_ code: ExitCode, of invocation: Invocation) -> ExitCode {
        guard code != .interrupted else { return code }
        var code = code
        if let touch = invocation.touchPath {
            do {
                try AtomicWriter.writeFile(touch.hasPrefix("/") ? touch : io.currentDirectory + "/" + touch, bytes: [])
            } catch {
                io.writeError("motionfix: error: cannot write \(touch): \(error)\n")
                code = .someFilesFailed
            }
        }
        return invocation.exitsZero ? .success : code
    }

    /// What a signal prints as it stops the run at once, or nil where the run stops between its
    /// own steps (interactive: the terminal is restored and the files accepted so far are written).
    private static func farewellWhenStoppedAtOnce(_ mode: Invocation.Mode) -> String? {
        switch mode {
        case .dryRun, .check: return "motionfix: interrupted\n"
        case .patch(let file): return "motionfix: interrupted; \(file) was not written\n"
        case .inPlace: return "motionfix: interrupted; every file is either fixed in full or untouched\n"
        case .interactive: return nil
        }
    }

    // MARK: - Standard input

    private func runOnStandardInput(_ invocation: Invocation) -> ExitCode {
        let path = invocation.stdinPath ?? "<stdin>"
        let bytes = io.readStandardInput()
        if let invalid = UTF8Check.diagnostic(for: bytes, path: path, message: "not valid UTF-8; nothing was changed") {
            io.writeError("\(invalid)\n")
            if invocation.mode == .inPlace { io.writeOutput(bytes) }
            return .someFilesFailed
        }
        let result = Engine(options: invocation.options, findingDetail: .rules).run([SourceInput(path: path, bytes: bytes)])[0]
        var summary = RunSummary()
        summary.add(result)
        var output = ReportStream(command: self, invocation: invocation, absolutePaths: [:])
        output.take(result)
        let code = output.finish(summary: &summary)
        if invocation.mode == .inPlace { io.writeOutput(result.output) }
        return code
    }

    // MARK: - Files

    private func runOnFiles(_ invocation: Invocation) -> ExitCode {
        let start = Date()
        var since: SinceFilter?
        if let revision = invocation.since {
            do {
                since = SinceFilter(changes: try GitChanges.since(revision, in: io.currentDirectory))
            } catch {
                io.writeError("motionfix: error: \(error)\n")
                return .usageError
            }
        }
        let discovery = FileDiscovery(excludes: invocation.excludes, currentDirectory: io.currentDirectory,
                                      excludesNamedFiles: invocation.forceExclude)
        let (entries, missing, unopened) = discovery.files(for: invocation.paths)
        for path in missing { io.writeError("\(path): error: no such file or directory\n") }
        for path in unopened { io.writeError("\(FileDiscovery.unopenedDiagnostic(path, consequence: "its files were skipped"))\n") }
        // The project's other files come first: read for the index only, their results are dropped.
        let context = invocation.indexesProject ? projectContext(of: invocation, named: entries) : []
        let sources = DiskSources(entries: context + entries, consequence: "it was skipped",
                                  notUTF8: "not valid UTF-8; motionfix only edits UTF-8 files, so it was skipped")
        var gate = ContextGate(contextCount: context.count)
        // Only what writes files or asks git needs the table (every path hashed, on this thread,
        // before the first file is read).
        let needsAbsolutePaths = invocation.mode == .inPlace || invocation.mode == .interactive || since != nil
        let absolutePaths = !needsAbsolutePaths ? [:] : Dictionary(entries.map { ($0.displayPath, $0.absolutePath) }) { first, _ in first }
        let engine = Engine(options: invocation.options, findingDetail: .rules)
        let cache = invocation.cache.cache(environment: io.environment, currentDirectory: io.currentDirectory)
        var summary = RunSummary()
        var output = ReportStream(command: self, invocation: invocation, absolutePaths: absolutePaths)
        var origin = Engine.ResultOrigin.computed
        if since != nil || invocation.mode == .interactive {
            // Both need the whole run at once: a hunk kept by --since, or accepted, decides
            // whether a property in another file is added.
            var results: [FileResult] = []
            origin = engine.run(sources, cache: cache) { result in gate.pass(result).map { results.append($0) } }
            if let since { results = since.apply(to: results, absolutePaths: absolutePaths) }
            for result in results { summary.add(result) }
            if invocation.mode == .interactive {
                return runInteractive(results: results, absolutePaths: absolutePaths, invocation: invocation, summary: summary, anyPathMissing: !missing.isEmpty || !unopened.isEmpty)
            }
            for result in results { output.take(result) }
        } else {
            origin = engine.run(sources, cache: cache) { result in
                guard let result = gate.pass(result) else { return }
                summary.add(result)
                output.take(result)
            }
        }
        summary.indexedOnly = context.count
        var code = output.finish(summary: &summary)
        if code == .interrupted { return .interrupted }
        if invocation.verbosity != .quiet {
            let verb: String
            switch invocation.mode {
            case .inPlace: verb = "changed"
            case .dryRun, .patch: verb = "with changes in the patch"
            case .check: verb = "with pending fixes"
            case .interactive: verb = "reviewed"
            }
            io.writeError(summary.text(elapsed: Date().timeIntervalSince(start), verb: verb, fromCache: origin == .cache))
        }
        if !missing.isEmpty || !unopened.isEmpty || summary.failed > 0 { code = .someFilesFailed }
        return code
    }

    /// The Swift files of the named files' project that were not named (`ProjectRoot`), with the
    /// run's excludes; none when no project root is found, or when a directory was named (its
    /// walk is the scope asked for: a tree beside it may hold copies of its types, as a
    /// before-and-after pair of folders does).
    private func projectContext(of invocation: Invocation, named: [FileDiscovery.Entry]) -> [FileDiscovery.Entry] {
        guard !named.isEmpty, !named.contains(where: \.isListedRegularFile), let root = ProjectRoot.find(for: named.map(\.absolutePath), currentDirectory: io.currentDirectory) else { return [] }
        let discovery = FileDiscovery(excludes: invocation.excludes, currentDirectory: io.currentDirectory)
        let namedPaths = Set(named.map { FileDiscovery.resolved($0.absolutePath) })
        return discovery.files(for: [root]).entries.filter { !namedPaths.contains(FileDiscovery.resolved($0.absolutePath)) }
    }

    /// Prints each file's error, its manual-work warnings and (when verbose) notes for sites left
    /// alone; returns the number of manual findings.
    func reportDiagnostics(results: [FileResult], verbosity: Invocation.Verbosity) -> Int {
        var manual = 0
        for result in results {
            if let error = result.error { io.writeError(error.description + "\n") }
            for finding in result.findings where finding.action == .manual {
                manual += 1
                if verbosity != .quiet {
                    let suggestion = finding.suggestion.map { "; \($0)" } ?? ""
                    io.writeError("\(finding.path):\(finding.line):\(finding.column): warning: [\(finding.ruleID)] \(finding.message)\(suggestion)\n")
                }
            }
            if verbosity == .verbose { reportNotes(results: [result]) }
        }
        return manual
    }

    /// Prints a note for each site left alone on purpose (`--verbose`).
    func reportNotes(results: [FileResult]) {
        for result in results {
            for finding in result.findings where finding.action == .handled {
                io.writeError("\(finding.path):\(finding.line):\(finding.column): note: [\(finding.ruleID)] \(finding.message)\n")
            }
        }
    }

    /// One warning per site, in path, line and column order: each pending fix, and with
    /// `includingManual` each site left for a person (with its suggestion). The property a fix
    /// adds is part of that fix: it gets no line of its own (Xcode showed each fix twice).
    func checkWarnings(_ results: [FileResult], includingManual: Bool = false) -> [CheckWarning] {
        var warnings: [CheckWarning] = []
        for result in results.sorted(by: { $0.path < $1.path }) {
            var lines: [(Int, Int, String)] = []
            for finding in result.findings {
                switch finding.action {
                case .fixed, .review:
                    guard result.isChanged else { continue }
                    lines.append((finding.line, finding.column, "[\(finding.ruleID)] \(finding.message)\(finding.action == .review ? " (review)" : "")"))
                case .manual where includingManual:
                    let suggestion = finding.suggestion.map { "; \($0)" } ?? ""
                    lines.append((finding.line, finding.column, "[\(finding.ruleID)] \(finding.message)\(suggestion)"))
                default:
                    continue
                }
            }
            var last: (Int, Int)? = nil
            for (line, column, message) in lines.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
                // One warning per site: a site both fixed and reported keeps its first line.
                if let last, last == (line, column) { continue }
                last = (line, column)
                warnings.append(CheckWarning(path: result.path, line: line, column: column, message: message))
            }
        }
        return warnings
    }
}

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
            if !invocation.showHelp, !invocation.showVersion {
                try ConfigFile.apply(to: &invocation, currentDirectory: io.currentDirectory)
            }
        } catch {
            io.writeError("motionfix: error: \(error)\n")
            return .usageError
        }
        if invocation.showHelp { io.writeOutput(Array(Usage.text.utf8)); return .success }
        if invocation.showVersion { io.writeOutput(Array((Usage.version + "\n").utf8)); return .success }
        if invocation.paths == ["-"] { return runOnStandardInput(invocation) }
        return runOnFiles(invocation)
    }

    // MARK: - Standard input

    private func runOnStandardInput(_ invocation: Invocation) -> ExitCode {
        let path = invocation.stdinPath ?? "<stdin>"
        let bytes = io.readStandardInput()
        if let offset = UTF8Check.firstInvalidOffset(bytes) {
            let (line, column) = UTF8Check.location(of: offset, in: bytes)
            io.writeError("\(Diagnostic(path: path, line: line, column: column, message: "not valid UTF-8; nothing was changed"))\n")
            if invocation.mode == .inPlace { io.writeOutput(bytes) }
            return .someFilesFailed
        }
        let result = Engine(options: invocation.options).run([SourceInput(path: path, bytes: bytes)])[0]
        var summary = RunSummary()
        summary.add(result)
        let code = report(results: [result], invocation: invocation, summary: &summary)
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
        let (entries, missing) = discovery.files(for: invocation.paths)
        var failures = missing.map { "\($0): error: no such file or directory" }
        let reads: [Result<SourceInput, Diagnostic>] = entries.parallelMap { entry in
            entry.readSource(consequence: "it was skipped", notUTF8: "not valid UTF-8; motionfix only edits UTF-8 files, so it was skipped")
        }
        var inputs: [SourceInput] = []
        var absolutePaths: [String: String] = [:]
        for (entry, read) in zip(entries, reads) {
            switch read {
            case .success(let input):
                inputs.append(input)
                absolutePaths[input.path] = entry.absolutePath
            case .failure(let diagnostic):
                failures.append(diagnostic.description)
            }
        }
        var results = Engine(options: invocation.options).run(inputs)
        if let since { results = since.apply(to: results, absolutePaths: absolutePaths) }
        var summary = RunSummary()
        summary.failed += reads.filter { if case .failure = $0 { return true } else { return false } }.count
        summary.scanned += summary.failed
        for result in results { summary.add(result) }
        for message in failures { io.writeError(message + "\n") }
        if invocation.mode == .interactive {
            return runInteractive(results: results, absolutePaths: absolutePaths, invocation: invocation,
                                  summary: summary, anyPathMissing: !missing.isEmpty)
        }
        var code = report(results: results, invocation: invocation, summary: &summary)
        if invocation.mode == .inPlace {
            if io.interruption.isRaised { return .interrupted }
            let writeFailures = writeInPlace(results.filter(\.isChanged), absolutePaths: absolutePaths)
            for message in writeFailures { io.writeError(message + "\n") }
            summary.changed -= writeFailures.count
            summary.failed += writeFailures.count
            if io.interruption.isRaised { return .interrupted }
        }
        if invocation.verbosity != .quiet {
            let verb: String
            switch invocation.mode {
            case .inPlace: verb = "changed"
            case .dryRun, .patch: verb = "with changes in the patch"
            case .check: verb = "with pending fixes"
            case .interactive: verb = "reviewed"
            }
            io.writeError(summary.text(elapsed: Date().timeIntervalSince(start), verb: verb))
        }
        if !failures.isEmpty || summary.failed > 0 { code = .someFilesFailed }
        return code
    }

    /// Prints diagnostics, patches and check warnings; returns the exit code for them.
    private func report(results: [FileResult], invocation: Invocation, summary: inout RunSummary) -> ExitCode {
        var code = ExitCode.success
        summary.manual += reportDiagnostics(results: results, verbosity: invocation.verbosity)
        if results.contains(where: { $0.error != nil }) { code = .someFilesFailed }
        switch invocation.mode {
        case .dryRun:
            io.writeOutput(Array(patch(for: results).utf8))
        case .patch(let file):
            let path = file.hasPrefix("/") ? file : io.currentDirectory + "/" + file
            if !FileManager.default.createFile(atPath: path, contents: Data(patch(for: results).utf8)) {
                io.writeError("motionfix: error: cannot write the patch to \(file)\n")
                return .someFilesFailed
            }
        case .check:
            for warning in checkWarnings(results) {
                // Annotations are workflow commands, which GitHub reads from standard output.
                if invocation.checkFormat == .github {
                    io.writeOutput(Array((warning.github + "\n").utf8))
                } else {
                    io.writeError(warning.xcode + "\n")
                }
            }
            if code == .success, results.contains(where: \.isChanged) { code = .changesPending }
        case .inPlace, .interactive:
            break
        }
        return code
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
            if verbosity == .verbose {
                for finding in result.findings where finding.action == .handled {
                    io.writeError("\(finding.path):\(finding.line):\(finding.column): note: [\(finding.ruleID)] \(finding.message)\n")
                }
            }
        }
        return manual
    }

    /// The unified diff of every changed file, in path order.
    func patch(for results: [FileResult]) -> String {
        results.filter(\.isChanged).sorted { $0.path < $1.path }
            .map { UnifiedDiff(path: $0.path, original: $0.original, editSet: $0.editSet).text }
            .joined()
    }

    /// One warning per pending fix, in path and line order.
    func checkWarnings(_ results: [FileResult]) -> [CheckWarning] {
        var warnings: [CheckWarning] = []
        for result in results.sorted(by: { $0.path < $1.path }) where result.isChanged {
            var lines: [(Int, Int, String)] = []
            for finding in result.findings where finding.action == .fixed || finding.action == .review {
                lines.append((finding.line, finding.column, "[\(finding.ruleID)] \(finding.message)\(finding.action == .review ? " (review)" : "")"))
            }
            for edit in result.editSet.edits where edit.ruleID == RuleCatalog.environmentPropertyID {
                let (line, column) = UTF8Check.location(of: edit.range.lowerBound, in: result.original)
                let host = edit.hostKey.flatMap { $0.split(separator: ":").last }.map { "'\($0)'" } ?? "the view"
                lines.append((line, column, "[\(edit.ruleID)] add @Environment(\\.accessibilityReduceMotion) to \(host) to gate its motion"))
            }
            for (line, column, message) in lines.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
                warnings.append(CheckWarning(path: result.path, line: line, column: column, message: message))
            }
        }
        return warnings
    }

    /// Writes changed files atomically, in parallel; returns the error messages.
    private func writeInPlace(_ changed: [FileResult], absolutePaths: [String: String]) -> [String] {
        let showProgress = io.errorIsTerminal && changed.count > 200
        let progress = NSLock()
        var done = 0
        let outcomes: [String?] = changed.parallelMap { result in
            if io.interruption.isRaised { return nil }
            guard let path = absolutePaths[result.path] else { return nil }
            defer {
                if showProgress {
                    progress.lock(); done += 1; let count = done; progress.unlock()
                    if count % 50 == 0 { io.writeError("\rmotionfix: writing \(count)/\(changed.count)") }
                }
            }
            do {
                try AtomicWriter.replace(path, expected: result.original, with: result.output)
                return nil
            } catch {
                return "\(result.path):1:1: error: \(error)"
            }
        }
        if showProgress { io.writeError("\r" + String(repeating: " ", count: 40) + "\r") }
        return outcomes.compactMap { $0 }
    }
}

import Foundation

/// What the command does with each file's result as the engine hands it over, in path order:
/// its diagnostics, its part of the patch, its check warnings, or its atomic write. Nothing of
/// a file is kept once it has been reported, so a run's memory does not grow with its files.
struct ReportStream {
    let command: MotionFixCommand
    let invocation: Invocation
    let absolutePaths: [String: String]
    private var io: CommandIO { command.io }
    private var manual = 0
    private var anyError = false
    private var anyChange = false
    private var writeFailures: [String] = []
    private var interrupted = false
    /// The patch for `--patch FILE`, written once complete.
    private var patch: [UInt8] = []

    init(command: MotionFixCommand, invocation: Invocation, absolutePaths: [String: String]) {
        self.command = command
        self.invocation = invocation
        self.absolutePaths = absolutePaths
    }

    mutating func take(_ result: FileResult) {
        // `--check` prints its manual sites among the fixes, in line order.
        let quietManual = invocation.mode == .check ? Invocation.Verbosity.quiet : invocation.verbosity
        manual += command.reportDiagnostics(results: [result], verbosity: quietManual)
        if invocation.mode == .check, invocation.verbosity == .verbose { command.reportNotes(results: [result]) }
        if result.error != nil { anyError = true }
        if invocation.mode == .check, invocation.verbosity != .quiet {
            printCheckWarnings(command.checkWarnings([result], includingManual: true))
        }
        guard result.isChanged else { return }
        anyChange = true
        switch invocation.mode {
        case .dryRun:
            io.writeOutput(UnifiedDiff(path: result.path, original: result.original, editSet: result.editSet).bytes)
        case .patch:
            patch += UnifiedDiff(path: result.path, original: result.original, editSet: result.editSet).bytes
        case .check:
            if invocation.verbosity == .quiet { printCheckWarnings(command.checkWarnings([result])) }
        case .inPlace:
            if interrupted || io.interruption.isRaised { interrupted = true; return }
            guard let path = absolutePaths[result.path] else { return }
            do {
                try AtomicWriter.replace(path, expected: result.original, with: result.output)
            } catch {
                writeFailures.append("\(result.path):1:1: error: \(error)")
            }
        case .interactive:
            break
        }
    }

    private func printCheckWarnings(_ warnings: [CheckWarning]) {
        for warning in warnings {
            // Annotations are workflow commands, which GitHub reads from standard output.
            if invocation.checkFormat == .github {
                io.writeOutput(Array((warning.github + "\n").utf8))
            } else {
                io.writeError(warning.xcode + "\n")
            }
        }
    }

    /// Ends the output; counts manual sites and failed writes into `summary`; returns the exit code.
    mutating func finish(summary: inout RunSummary) -> ExitCode {
        summary.manual += manual
        var code = anyError ? ExitCode.someFilesFailed : .success
        switch invocation.mode {
        case .patch(let file):
            let path = file.hasPrefix("/") ? file : io.currentDirectory + "/" + file
            do {
                try AtomicWriter.writeFile(path, bytes: patch)
            } catch {
                io.writeError("motionfix: error: cannot write the patch to \(file): \(error)\n")
                return .someFilesFailed
            }
        case .check:
            if code == .success, anyChange { code = .changesPending }
        case .inPlace:
            for message in writeFailures { io.writeError(message + "\n") }
            summary.changed -= writeFailures.count
            summary.failed += writeFailures.count
            if interrupted || io.interruption.isRaised { return .interrupted }
        case .dryRun, .interactive:
            break
        }
        return code
    }
}

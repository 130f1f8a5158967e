/// `--interactive`: the engine's result reviewed hunk by hunk (see `InteractiveSession`).
extension MotionFixCommand {
    /// Reviews `results`, writes what is accepted, then prints the diagnostics and the summary.
    func runInteractive(results: [FileResult], absolutePaths: [String: String], invocation: Invocation,
                        summary: RunSummary, anyPathMissing: Bool) -> ExitCode {
        let style = TerminalStyle(outputIsTerminal: io.outputIsTerminal, noColorOption: invocation.noColor, environment: io.environment)
        let session = InteractiveSession(plan: ReviewPlan(results: results, absolutePaths: absolutePaths), io: io, style: style)
        if session.queue.isEmpty && invocation.verbosity != .quiet { io.writeError("motionfix: nothing to review\n") }
        let ending = session.run()
        for failure in session.failures { io.writeError(failure + "\n") }
        let manual = reportDiagnostics(results: results, verbosity: invocation.verbosity)
        let failed = summary.failed + session.failures.count
        if invocation.verbosity != .quiet {
            io.writeError(InteractiveSummary(session: session).text(session: session, scanned: summary.scanned, failed: failed,
                                                                    manual: manual, ending: ending))
        }
        if ending == .interrupted { return .interrupted }
        return anyPathMissing || failed > 0 ? .someFilesFailed : .success
    }
}

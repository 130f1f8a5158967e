/// motionfix's exit codes. They are part of the interface: scripts and CI depend on them.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything went through (or there was nothing to do).
    case success = 0
    /// `--check` found fixes that are not applied yet; `audit --strict` found work left: a fix of
    /// medium or higher severity not applied yet, or a site left for a person.
    case changesPending = 1
    /// The command line was wrong; nothing was read or written.
    case usageError = 2
    /// Some files could not be processed; every other file was still handled.
    case someFilesFailed = 3
    /// Interrupted (Ctrl-C); every file is either fully old or fully new.
    case interrupted = 130

    /// One line for `--help`.
    public var meaning: String {
        switch self {
        case .success: return "success; with --check: nothing to fix; with --exit-zero: whatever was found"
        case .changesPending: return "--check: fixes are pending; audit --strict: a fix (medium or higher) is pending or a site is left for a person"
        case .usageError: return "usage error (unknown option, missing value, no paths)"
        case .someFilesFailed: return "some files could not be processed (the others were)"
        case .interrupted: return "interrupted; no file is left half-written"
        }
    }
}

/// What the user asked for on the command line.
public struct Invocation: Sendable, Equatable {
    /// What to do with the fixes.
    public enum Mode: Sendable, Equatable {
        /// Rewrite the files in place (the default).
        case inPlace
        /// Print a unified diff to standard output.
        case dryRun
        /// Write the unified diff to this file.
        case patch(String)
        /// Print a warning per pending fix and exit 1 if there are any.
        case check
        /// Ask about each hunk, `git add -p` style, and write what is accepted.
        case interactive
    }

    /// How `--check` prints a pending fix.
    public enum CheckFormat: String, Sendable, Equatable {
        /// `path:line:col: warning: message`, as compilers and Xcode print.
        case xcode
        /// `::warning file=…,line=…,col=…::message`, a GitHub Actions annotation.
        case github
    }

    /// How much to say on standard error.
    public enum Verbosity: Sendable, Equatable { case quiet, normal, verbose }

    public var mode: Mode = .inPlace
    public var verbosity: Verbosity = .normal
    /// Files, directories, or `-` for standard input.
    public var paths: [String] = []
    /// Globs of paths to skip inside directories.
    public var excludes: [String] = []
    /// `--force-exclude`: the excludes skip files named explicitly too.
    public var forceExclude = false
    /// The path standard input stands for.
    public var stdinPath: String? = nil
    public var options = FixOptions()
    /// `--no-color`: no colour in interactive mode even on a terminal.
    public var noColor = false
    /// `--config FILE`: the configuration file to use instead of the nearest `.motionfix`.
    public var configPath: String? = nil
    /// `--since REV`: keep only the hunks touching lines changed since this git revision.
    public var since: String? = nil
    /// How `--check` prints its warnings.
    public var checkFormat: CheckFormat = .xcode
    /// `--exit-zero`: exit 0 whatever the run finds; a configuration that cannot be read is then a warning.
    public var exitsZero = false
    /// `--touch FILE`: the file written (empty) when the run is over, for a build system.
    public var touchPath: String? = nil
    /// Where the results of the last run are kept (`--no-cache`, `--cache-path`).
    public var cache: CacheSetting = .standard
    /// Whether the project's other Swift files are read for the cross-file index (`ProjectRoot`).
    public var indexesProject = true
    public var showHelp = false
    public var showVersion = false

    public init() {}
}

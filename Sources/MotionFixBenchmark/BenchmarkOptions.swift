/// The benchmark's command line.
struct BenchmarkOptions {
    /// What code to run on.
    enum Source {
        case synthetic(megabytes: Double)
        case directory(String)
    }

    /// A motionfix command the benchmark times.
    enum Command: String, CaseIterable {
        case dryRun = "dry-run"
        case audit

        /// The arguments before the paths; `cache` is the result cache's directory, or nil for none.
        func arguments(cache: String?) -> [String] {
            let caching = cache.map { ["--cache-path", $0] } ?? ["--no-cache"]
            switch self {
            case .dryRun: return ["--dry-run"] + caching
            case .audit: return ["audit"] + caching
            }
        }
    }

    /// Whether runs start from nothing or from the cache of the same run.
    enum Start: String, CaseIterable {
        /// `--no-cache`: everything is computed.
        case cold
        /// A first, untimed run fills a cache directory; the timed runs find every file unchanged.
        case warm
    }

    var binary = ".build/release/motionfix"
    /// A second binary to compare with the first, run by run (`--against`).
    var against: String?
    var source: Source?
    var scales = [1, 2, 4, 8]
    var runs = 3
    var commands = Command.allCases
    var starts = Start.allCases
    var seed: UInt64 = 1
    var keepsDirectory = false
    var showsHelp = false

    static let help = """
    OVERVIEW: Times the motionfix binary, whole process, on a synthetic SwiftUI app or a directory
    of real code, at growing sizes. Builds nothing: build motionfix first.

    USAGE: MotionFixBenchmark [options] (--synthetic <MB> | <directory>)

      <directory>           real code: its .swift files (as motionfix finds them) are copied into a
                            temporary directory once per unit of scale, as copy1/ … copyk/, type
                            names unchanged
      --synthetic <MB>      generate a synthetic SwiftUI app of about MB megabytes (10^6 bytes) a
                            unit of scale, as Module1/ … Modulek/, each with its own type names

    OPTIONS:
      --binary <path>       the motionfix binary (default .build/release/motionfix)
      --against <path>      compare a second binary (B) with it (A) instead of timing growth: at
                            each scale the two run in alternation, --runs times each (use 11 or
                            more), and the table gives each one's median and best wall time, its
                            median CPU time, and B's over A's; warm runs keep a cache for each
      --scales <list>       sizes as multiples of one unit, comma-separated (default 1,2,4,8)
      --runs <n>            runs of each measurement; the best time is reported (default 3)
      --command <which>     dry-run, audit or both (default both)
      --start <which>       cold (--no-cache), warm (from the result cache of the same run) or both
                            (default both)
      --seed <n>            the synthetic app's seed (default 1)
      --keep                keep the temporary directory and print its path
      -h, --help            show this text

    WHAT IS MEASURED: for each scale and command, `motionfix --dry-run <units>` or `motionfix audit
    <units>` (cold: with --no-cache; warm: with --cache-path, after one untimed run) is started in the temporary directory with posix_spawn, standard output and error to
    files there, and waited for with wait4: wall time (best of the runs), CPU time and peak RSS
    (largest of the runs) of that process alone. The floor is reading every file motionfix reads:
    open, read(2), close, in this process, from the page cache, best of the runs; the file list is
    not timed. `× cat` compares with `cat` of the same files to /dev/null (the processes started
    with the paths 128 KiB of arguments at a time, as xargs would; no walk), best of the runs.
    The header also gives the tokenizing floor: every file read and split by motionfix's own
    tokenizer, on every core, in this process (no summary, index or rule), best of the runs.
    MB are 10^6 bytes, MiB 2^20. Growth (time, CPU time, memory) is relative to the
    smallest scale; CPU time is the one other work on the machine disturbs least. On Linux a
    child's peak reads at least this process's own (posix_spawn runs the child in this process's
    memory until exec, which keeps its high-water mark): the header prints it, and rows at or
    below it are noted.

    EXIT STATUS: 0 when every run of motionfix exited 0, 1 or 3 (3: some files could not be read;
    noted under the table); 1 when one exited otherwise or was killed; 2 for a usage error.

    EXAMPLES:
      swift build -c release && swift run -c release MotionFixBenchmark --synthetic 8
      swift run -c release MotionFixBenchmark --command audit --scales 1,4 ~/Code/MyApp
      swift run -c release MotionFixBenchmark --binary old/motionfix --against .build/release/motionfix \\
          --scales 1 --runs 21 --start cold ~/Code/MyApp
    """

    /// Reads the arguments (without the program name).
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        func value(for name: String) throws -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                options.showsHelp = true
            case "--binary":
                options.binary = try value(for: argument)
            case "--against":
                options.against = try value(for: argument)
            case "--synthetic":
                guard let megabytes = Double(try value(for: argument)), megabytes > 0 else {
                    throw UsageError("--synthetic takes a size in MB greater than 0")
                }
                if options.source != nil { throw UsageError("give one directory or --synthetic, not both") }
                options.source = .synthetic(megabytes: megabytes)
            case "--scales":
                let scales = try value(for: argument).split(separator: ",").map { Int($0) }
                guard !scales.isEmpty, scales.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw UsageError("--scales takes positive whole numbers separated by commas, like 1,2,4,8")
                }
                options.scales = Array(Set(scales.compactMap { $0 })).sorted()
            case "--runs":
                guard let runs = Int(try value(for: argument)), runs > 0 else { throw UsageError("--runs takes a number greater than 0") }
                options.runs = runs
            case "--command":
                options.commands = try oneOrBoth(try value(for: argument), option: argument)
            case "--start":
                options.starts = try oneOrBoth(try value(for: argument), option: argument)
            case "--seed":
                guard let seed = UInt64(try value(for: argument)) else { throw UsageError("--seed takes a whole number") }
                options.seed = seed
            case "--keep":
                options.keepsDirectory = true
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option \(argument)") }
                if options.source != nil { throw UsageError("give one directory or --synthetic, not both") }
                options.source = .directory(argument)
            }
        }
        if options.source == nil, !options.showsHelp {
            throw UsageError("give --synthetic <MB> or a directory of Swift code")
        }
        return options
    }
}

/// `[case]` for a case's name, every case for `both`.
private func oneOrBoth<Choice: RawRepresentable & CaseIterable>(_ name: String, option: String) throws -> [Choice] where Choice.RawValue == String {
    if name == "both" { return Array(Choice.allCases) }
    guard let choice = Choice(rawValue: name) else {
        throw UsageError("\(option) takes \(Choice.allCases.map(\.rawValue).joined(separator: ", ")) or both")
    }
    return [choice]
}

/// A mistake on the command line, said in one sentence.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

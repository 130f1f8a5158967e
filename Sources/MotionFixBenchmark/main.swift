// Times the motionfix binary, whole process, on synthetic or real code at growing sizes; see
// BenchmarkOptions.help. Run on demand, never as a test.
import Foundation

let root = NSTemporaryDirectory() + "motionfix-benchmark-\(getpid())"
let outputFile = root + "/stdout.txt"
let errorFile = root + "/stderr.txt"
var keepsDirectory = false

/// Removes the temporary directory (unless --keep) and exits.
func finish(code: Int32) -> Never {
    if keepsDirectory {
        print("kept: \(root)")
    } else {
        try? FileManager.default.removeItem(atPath: root)
    }
    exit(code)
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("MotionFixBenchmark: error: \(message)\n".utf8))
    finish(code: code)
}

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error); run with --help for the options", code: 2)
}
if options.showsHelp {
    print(BenchmarkOptions.help)
    exit(0)
}
keepsDirectory = options.keepsDirectory
// Line by line, so each row shows as soon as it is measured, also through a pipe.
setvbuf(stdout, nil, _IOLBF, 0)

let currentDirectory = FileManager.default.currentDirectoryPath
let binary = options.binary.hasPrefix("/") ? options.binary : currentDirectory + "/" + options.binary
guard FileManager.default.isExecutableFile(atPath: binary) else {
    fail("no motionfix binary at \(binary); build it with 'swift build -c release' or pass --binary", code: 2)
}
let otherBinary = options.against.map { $0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0 }
if let otherBinary, !FileManager.default.isExecutableFile(atPath: otherBinary) {
    fail("no motionfix binary at \(otherBinary) (--against)", code: 2)
}

/// The one-minute load average: other work on the machine slows the runs down.
func loadAverage() -> String {
    var loads = [0.0]
    return getloadavg(&loads, 1) == 1 ? ResultTable.format(loads[0], decimals: 2) : "unknown"
}

/// Runs motionfix (`executable`, the binary by default) once; a failure other than "some files
/// could not be read" ends the benchmark.
func runMotionFix(_ arguments: [String], executable: String = binary) -> ChildRun {
    let run: ChildRun
    do {
        run = try runChild(executable: executable, arguments: arguments, standardOutput: outputFile, standardError: errorFile)
    } catch {
        fail("\(error)", code: 1)
    }
    if let code = run.exitCode, [0, 1, 3].contains(code) { return run }
    let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    let tail = errors.split(separator: "\n", omittingEmptySubsequences: false).suffix(20).joined(separator: "\n")
    let how = run.exitCode.map { "exited with \($0)" } ?? "was killed by signal \(run.signal ?? 0)"
    FileHandle.standardError.write(Data("motionfix \(arguments.prefix(2).joined(separator: " ")) … \(how); its standard error ends:\n\(tail)\n".utf8))
    finish(code: 1)
}

let largestScale = options.scales.last ?? 1
let workload: Workload
do {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    switch options.source {
    case .synthetic(let megabytes):
        workload = try Workload.synthetic(megabytes: megabytes, seed: options.seed, count: largestScale, root: root)
    case .directory(let directory):
        let absolute = directory.hasPrefix("/") ? directory : currentDirectory + "/" + directory
        workload = try Workload.copies(of: absolute, count: largestScale, root: root)
    case nil:
        fail("no code to run on", code: 2)
    }
} catch {
    fail("\(error)", code: 1)
}
guard FileManager.default.changeCurrentDirectoryPath(root) else { fail("cannot change to \(root)", code: 1) }

print("binary:  \(binary)")
print("code:    \(workload.summary)")
print("motion:  \(MotionDensity(paths: workload.files(scale: 1)).summary)")
let timesAre = otherBinary == nil ? "the best of" : "medians and bests of"
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage()) before the runs; times are \(timesAre) \(options.runs) run\(options.runs == 1 ? "" : "s")")
print("floor:   open + read(2) + close of every file motionfix reads, in this process, page cache")
print("cat:     cat of the same files to /dev/null, whole processes, the paths given 128 KiB at a time")
let startup = (0..<options.runs).map { _ in runMotionFix(["--version"]).wallSeconds }.min() ?? 0
print("start:   motionfix --version takes \(ResultTable.format(startup * 1_000, decimals: 1)) ms")

/// What motionfix reads at one scale and how long reading it takes at least.
struct ScaleInput {
    let scale: Int
    let units: [String]
    let files: Int
    let bytes: Int
    let floorSeconds: Double
    let catSeconds: Double?
    let tokenizeSeconds: Double
}

let inputs: [ScaleInput] = options.scales.map { scale in
    let files = workload.files(scale: scale)
    let bytes = files.reduce(0) { total, path in
        total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    }
    return ScaleInput(scale: scale, units: workload.units(scale: scale), files: files.count, bytes: bytes,
                      floorSeconds: readFloorSeconds(paths: files, runs: options.runs),
                      catSeconds: catFloorSeconds(paths: files, runs: options.runs),
                      tokenizeSeconds: tokenizeFloorSeconds(paths: files, runs: options.runs))
}
print("tokens:  reading and tokenizing every file, every core, in this process: "
      + inputs.map { "×\($0.scale) \(ResultTable.format($0.tokenizeSeconds * 1_000, decimals: 1)) ms" }.joined(separator: ", "))

let peakFloor = spawnedPeakFloorBytes()
if let peakFloor {
    print("memory:  a child's peak reads at least this process's, \(ResultTable.format(Double(peakFloor) / 1_048_576, decimals: 1)) MiB (Linux)")
}

let measured = options.commands.flatMap { command in options.starts.map { (command, $0) } }
let unitsShown = workload.units.count == 1 ? workload.units[0] : "\(workload.units[0]) … \(workload.units.last!)"
if let otherBinary {
    print("compare: A \(binary)\n         B \(otherBinary)\n         in alternation, \(options.runs) run\(options.runs == 1 ? "" : "s") of each")
    for (command, start) in measured {
        // A cache each: the key holds the binary, so one cache for both would miss at every run.
        let (firstArguments, secondArguments) = (command.arguments(cache: start == .warm ? root + "/cache-a" : nil),
                                                 command.arguments(cache: start == .warm ? root + "/cache-b" : nil))
        print("\n\(start.rawValue): motionfix \(firstArguments.joined(separator: " ")) \(unitsShown)   (×k: the first k)")
        print(ComparisonTable.line(ComparisonTable.header))
        for input in inputs {
            if start == .warm {
                _ = runMotionFix(firstArguments + input.units)
                _ = runMotionFix(secondArguments + input.units, executable: otherBinary)
            }
            var first: [(wall: Double, cpu: Double)] = [], second: [(wall: Double, cpu: Double)] = []
            for _ in 0..<options.runs {
                let a = runMotionFix(firstArguments + input.units)
                first.append((a.wallSeconds, a.cpuSeconds))
                let b = runMotionFix(secondArguments + input.units, executable: otherBinary)
                second.append((b.wallSeconds, b.cpuSeconds))
            }
            print(ComparisonTable.line(ComparisonTable.row(Comparison(scale: input.scale, bytes: input.bytes, first: first, second: second))))
        }
    }
    print("\nload average \(loadAverage()) after the runs")
    finish(code: 0)
}
for (command, start) in measured {
    let arguments = command.arguments(cache: start == .warm ? root + "/cache" : nil)
    print("\n\(start.rawValue): motionfix \(arguments.joined(separator: " ")) \(unitsShown)   (×k: the first k)")
    print(ResultTable.line(ResultTable.header))
    var base: Measurement?
    var notes: [String] = []
    for input in inputs {
        // Warm: this first run fills the cache, and is not timed.
        if start == .warm { _ = runMotionFix(arguments + input.units) }
        let runs = (0..<options.runs).map { _ in runMotionFix(arguments + input.units) }
        let best = runs.min { $0.wallSeconds < $1.wallSeconds }!
        let outputBytes = (try? FileManager.default.attributesOfItem(atPath: outputFile)[.size] as? Int) ?? 0
        let measurement = Measurement(scale: input.scale, files: input.files, bytes: input.bytes,
                                      floorSeconds: input.floorSeconds, catSeconds: input.catSeconds, seconds: best.wallSeconds,
                                      cpuSeconds: best.cpuSeconds, peakBytes: runs.map(\.peakBytes).max() ?? 0,
                                      outputBytes: outputBytes)
        if base == nil { base = measurement }
        print(ResultTable.line(ResultTable.row(measurement, base: base!)))
        if let peakFloor, measurement.peakBytes <= peakFloor {
            notes.append("×\(input.scale): the peak is this process's own; motionfix's is at most that")
        }
        if runs.contains(where: { $0.exitCode == 3 }) {
            let errors = ((try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
                .split(separator: "\n").filter { $0.contains("error:") }
            notes.append("×\(input.scale): exit 3, some files could not be processed" + errors.prefix(3).map { "\n  " + $0 }.joined())
        }
    }
    for note in notes { print("note: " + note) }
}
print("\nload average \(loadAverage()) after the runs")
finish(code: 0)

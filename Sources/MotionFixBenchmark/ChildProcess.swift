#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

/// What one run of a child process cost, from its own `wait4` resource usage.
struct ChildRun {
    /// The exit status, or nil when a signal ended the process.
    let exitCode: Int32?
    /// The signal that ended the process, if one did.
    let signal: Int32?
    let wallSeconds: Double
    /// User plus system time: above the wall time when the process used more than one core.
    let cpuSeconds: Double
    /// Peak resident set size.
    let peakBytes: Int
}

enum ChildProcessError: Error, CustomStringConvertible {
    case spawnFailed(String, Int32)

    var description: String {
        switch self {
        case .spawnFailed(let path, let code): return "cannot start \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// Runs `executable` with `arguments` in the current directory, standard output and standard
/// error into the given files, and waits for it.
///
/// posix_spawn and wait4 rather than `Process`: wait4 gives this child's own peak memory, where
/// getrusage(RUSAGE_CHILDREN) keeps the largest of every child waited for so far.
func runChild(executable: String, arguments: [String], standardOutput: String, standardError: String) throws -> ChildRun {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        environment.forEach { free($0) }
    }

    var pid: pid_t = 0
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
    guard spawned == 0 else { throw ChildProcessError.spawnFailed(executable, spawned) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
        guard errno == EINTR else { throw ChildProcessError.spawnFailed(executable, errno) }
    }
    let wall = ContinuousClock.now - start

    // The WIFEXITED / WEXITSTATUS / WTERMSIG macros, which Swift does not import.
    let signal = status & 0x7F
    return ChildRun(exitCode: signal == 0 ? (status >> 8) & 0xFF : nil,
                    signal: signal == 0 ? nil : signal,
                    wallSeconds: wall.seconds,
                    cpuSeconds: usage.ru_utime.seconds + usage.ru_stime.seconds,
                    peakBytes: usage.peakBytes)
}

/// On Linux, the least a spawned child's peak RSS can read: posix_spawn starts the child in this
/// process's memory (CLONE_VM), and exec carries that memory's high-water mark (VmHWM) into the
/// child's ru_maxrss. Not getrusage(RUSAGE_SELF), which also keeps the peak of whatever exec'd
/// this process (`swift run`). Nil elsewhere: a Darwin child starts with its own count.
func spawnedPeakFloorBytes() -> Int? {
    #if os(Linux)
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kibibytes * 1024
    #else
    return nil
    #endif
}

extension rusage {
    var peakBytes: Int {
        #if canImport(Darwin)
        return Int(ru_maxrss)
        #else
        return Int(ru_maxrss) * 1024  // Linux reports KiB
        #endif
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension timeval {
    var seconds: Double {
        Double(tv_sec) + Double(tv_usec) / 1e6
    }
}

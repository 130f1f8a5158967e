#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The read-everything floor: the least any tool must do with the files, which is to open, read
/// and close each of them. Measured in this process with read(2) into one buffer, the list of
/// files given (not timed), from the page cache, since the runs it is compared with find the
/// files there too. Returns the best time of `runs`.
func readFloorSeconds(paths: [String], runs: Int) -> Double {
    let capacity = 1 << 20
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        for path in paths {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            while read(descriptor, buffer, capacity) > 0 {}
            close(descriptor)
        }
        best = min(best, (ContinuousClock.now - start).seconds)
    }
    return best
}

/// The issue's own floor: `cat` of the same files to /dev/null, whole processes, the paths given
/// in batches of at most 128 KiB of arguments as `xargs` would; the list is not timed, and the
/// walk that finds the files is not done. Best of `runs`; nil when there is no `cat` on `PATH`.
func catFloorSeconds(paths: [String], runs: Int) -> Double? {
    guard let cat = executableOnPath("cat") else { return nil }
    var batches: [[String]] = [[]]
    var batchBytes = 0
    for path in paths {
        if batchBytes + path.utf8.count + 1 > 128 * 1024, !batches[batches.count - 1].isEmpty {
            batches.append([])
            batchBytes = 0
        }
        batches[batches.count - 1].append(path)
        batchBytes += path.utf8.count + 1
    }
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        for batch in batches {
            guard let run = try? runChild(executable: cat, arguments: batch, standardOutput: "/dev/null", standardError: "/dev/null"),
                  run.exitCode == 0 else { return nil }
        }
        best = min(best, (ContinuousClock.now - start).seconds)
    }
    return best
}

/// The first executable file named `name` in a directory of `PATH`.
private func executableOnPath(_ name: String) -> String? {
    let directories = (getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin").split(separator: ":")
    return directories.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
}

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

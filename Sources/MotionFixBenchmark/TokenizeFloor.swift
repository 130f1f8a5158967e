#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Dispatch
import Rewriter

/// The tokenizing floor: the least a design pays that, like motionfix's, tokenizes every file
/// to find what the project index needs. Each file is read (open, read(2), close) and split by
/// motionfix's own tokenizer, the files spread over every core, in this process, from the page
/// cache; no summary, index or rule. Tells how much of a cold run is the engine's analysis
/// rather than the reading and tokenizing no design of this kind avoids. Best of `runs`.
func tokenizeFloorSeconds(paths: [String], runs: Int) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let bytes = fileBytes(paths[index]) else { return }
            _ = try? Tokenizer.tokenize(bytes)
        }
        best = min(best, (ContinuousClock.now - start).seconds)
    }
    return best
}

/// The bytes of the file at `path`, read with open, fstat and read(2); nil when it cannot be read.
func fileBytes(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        while count < size {
            let got = read(descriptor, buffer.baseAddress! + count, size - count)
            if got <= 0 { failed = got < 0; break }
            count += got
        }
    }
    return failed ? nil : bytes
}

// Measures motionfix's throughput: the Fixtures/Before files (or a directory given as the first
// argument) are replicated in memory to about 16 MB with renamed types, then tokenized,
// analysed, rewritten and turned into a patch, several times. Prints MB/s per phase.
//
//   swift run -c release MotionFixBenchmark [directory] [megabytes]
import Foundation
import Rewriter

let arguments = CommandLine.arguments.dropFirst()
let root = arguments.first ?? "Fixtures/Before"
let targetBytes = (arguments.dropFirst().first.flatMap(Int.init) ?? 16) * 1_000_000

var sources: [(String, [UInt8])] = []
if let enumerator = FileManager.default.enumerator(atPath: root) {
    while let path = enumerator.nextObject() as? String {
        guard path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
        sources.append((path, Array(data)))
    }
}
guard !sources.isEmpty else {
    FileHandle.standardError.write(Data("no .swift files under \(root)\n".utf8))
    exit(2)
}

// Copies get a numeric suffix on every capitalised identifier-ish word, so the copies do not
// resolve into each other as one project would not.
var inputs: [SourceInput] = []
var total = 0
var copy = 0
while total < targetBytes {
    for (path, bytes) in sources {
        let text = String(decoding: bytes, as: UTF8.self)
        let renamed = text.replacingOccurrences(of: "struct ", with: "struct C\(copy)")
            .replacingOccurrences(of: "extension ", with: "extension C\(copy)")
        inputs.append(SourceInput(path: "copy\(copy)/\(path)", bytes: Array(renamed.utf8)))
        total += renamed.utf8.count
    }
    copy += 1
}

let megabytes = Double(total) / 1_000_000
print("input: \(inputs.count) files, \(String(format: "%.1f", megabytes)) MB, \(ProcessInfo.processInfo.activeProcessorCount) cores")
var best = Double.infinity
var changed = 0
for round in 1...5 {
    let start = Date()
    let results = Engine().run(inputs)
    var patchBytes = 0
    for result in results where result.isChanged {
        patchBytes += UnifiedDiff(path: result.path, original: result.original, editSet: result.editSet).text.utf8.count
    }
    let seconds = Date().timeIntervalSince(start)
    best = min(best, seconds)
    changed = results.filter(\.isChanged).count
    print("round \(round): \(String(format: "%.3f", seconds)) s, \(String(format: "%.1f", megabytes / seconds)) MB/s (\(changed) files changed, patch \(patchBytes) bytes)")
}
print("best: \(String(format: "%.1f", megabytes / best)) MB/s end to end (engine + patch, no disk)")

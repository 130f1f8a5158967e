import Dispatch
import Foundation
import Rewriter

/// How much of the code names a motion API (`SourceFile.namesMotionAPI`): the rules run on
/// those files, and a byte of them costs a run several times what a byte of the others does
/// (those are only read, tokenized and summarised), so two code bases of one size can take
/// quite different times.
struct MotionDensity {
    let files: Int
    let bytes: Int
    let totalFiles: Int
    let totalBytes: Int

    /// The density of the files at `paths` (a file that cannot be read or tokenized counts as
    /// naming none).
    init(paths: [String]) {
        var found = [(names: Bool, bytes: Int)](repeating: (false, 0), count: paths.count)
        found.withUnsafeMutableBufferPointer { found in
            let slots = found
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                guard let bytes = fileBytes(paths[index]) else { return }
                let names = (try? SourceFile(path: paths[index], bytes: bytes))?.namesMotionAPI ?? false
                slots[index] = (names, bytes.count)
            }
        }
        files = found.filter(\.names).count
        bytes = found.filter(\.names).reduce(0) { $0 + $1.bytes }
        totalFiles = paths.count
        totalBytes = found.reduce(0) { $0 + $1.bytes }
    }

    /// One line for the header.
    var summary: String {
        let filePercent = totalFiles == 0 ? 0 : 100 * Double(files) / Double(totalFiles)
        let bytePercent = totalBytes == 0 ? 0 : 100 * Double(bytes) / Double(totalBytes)
        return "\(files) of \(totalFiles) files name a motion API (\(ResultTable.format(filePercent, decimals: 0))% of the files, "
            + "\(ResultTable.format(bytePercent, decimals: 0))% of the bytes); the rules run on those"
    }
}

import Foundation
import Rewriter

/// The code the runs read: a temporary directory of units (synthetic modules or copies of a
/// real directory), of which scale ×k passes the first k to motionfix.
struct Workload {
    /// The temporary directory; the runs start in it.
    let root: String
    /// Directory names inside `root`: `Module1`, `Module2`… or `copy1`, `copy2`…
    let units: [String]
    /// One line saying what the code is.
    let summary: String

    /// `count` modules of a synthetic app of about `megabytes` MB each.
    static func synthetic(megabytes: Double, seed: UInt64, count: Int, root: String) throws -> Workload {
        let codeBase = SyntheticCodeBase(bytes: Int(megabytes * 1_000_000), seed: seed)
        for index in 1...count { try codeBase.writeModule(index: index, into: root) }
        return Workload(root: root, units: (1...count).map { "Module\($0)" },
                        summary: "synthetic SwiftUI app, seed \(seed), \(codeBase.files.count) files a module")
    }

    /// `count` copies of the Swift files of `directory` (those motionfix would read in it), the
    /// same relative paths under `copy1`, `copy2`…, type names unchanged.
    static func copies(of directory: String, count: Int, root: String) throws -> Workload {
        let source = URL(fileURLWithPath: directory).standardizedFileURL.path
        let entries = FileDiscovery(excludes: [], currentDirectory: source).files(for: [source]).entries
        guard !entries.isEmpty else { throw WorkloadError.noSwiftFiles(directory) }
        for index in 1...count {
            for entry in entries {
                let relative = String(entry.absolutePath.dropFirst(source.count + 1))
                let target = root + "/copy\(index)/" + relative
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(contentsOf: URL(fileURLWithPath: entry.absolutePath)).write(to: URL(fileURLWithPath: target))
            }
        }
        return Workload(root: root, units: (1...count).map { "copy\($0)" },
                        summary: "\(source), \(entries.count) Swift files, copied once per unit of scale")
    }

    /// The units scale ×k reads.
    func units(scale: Int) -> [String] {
        Array(units.prefix(scale))
    }

    /// The absolute paths of the files motionfix reads at scale ×k (its own discovery).
    func files(scale: Int) -> [String] {
        FileDiscovery(excludes: [], currentDirectory: root).files(for: units(scale: scale)).entries.map(\.absolutePath)
    }
}

enum WorkloadError: Error, CustomStringConvertible {
    case noSwiftFiles(String)

    var description: String {
        switch self {
        case .noSwiftFiles(let directory): return "no .swift files under \(directory)"
        }
    }
}

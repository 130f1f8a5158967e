import Foundation

/// Runs `swiftc` for the golden tests.
///
/// The stub modules in `Tests/TypecheckStubs` (Symbols, then SwiftUI against it, then UIKit,
/// AppKit and WatchKit) are built once per test process into a temporary directory that is
/// removed at exit; `parse` and `typecheck` then run one `swiftc` each and return its
/// diagnostics. Use `parallelMap` to run several at once (the suite keeps both cores of a small
/// machine busy).
enum SwiftcHarness {
    /// What one `swiftc` run printed, and whether it succeeded.
    struct Outcome: Sendable {
        var exitStatus: Int32
        /// Everything swiftc wrote (errors, warnings, notes), or why it could not run.
        var diagnostics: String
        var succeeded: Bool { exitStatus == 0 }
        /// Only the lines that report errors, for short failure messages.
        var errors: [String] { diagnostics.split(separator: "\n").map(String.init).filter { $0.contains("error:") } }
    }

    /// The repository root, found from this file's location (`Tests/RewriterTests/Support/…`).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let stubSources = repositoryRoot.appendingPathComponent("Tests/TypecheckStubs").path

    /// `swiftc` from `PATH`, else the toolchain in /opt/swift.
    static let swiftc: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in path + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = directory + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Flags shared by every check. Fixtures are library files (no top-level code); `-wmo` runs one
    /// frontend for all files instead of one per file, which is several times faster.
    private static let commonFlags = ["-wmo", "-parse-as-library", "-module-name", "MotionFixFixture"]

    /// The directory holding the stub modules (Symbols, SwiftUI, UIKit, AppKit, WatchKit),
    /// built on first use, or the reason the build failed.
    static let stubModules: Result<String, HarnessError> = {
        let directory = NSTemporaryDirectory() + "motionfix-stubs-\(getpid())-\(UUID().uuidString.prefix(8))"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(HarnessError("cannot create \(directory): \(error)"))
        }
        StubDirectoryCleanup.register(directory)
        let stubs = stubSources
        let steps: [(module: String, sources: [String])] = [
            ("Symbols", ["Symbols.swift"]),
            ("SwiftUI", ["SwiftUI.swift", "SwiftUIExtras.swift"]),
            ("UIKit", ["UIKit.swift"]),
            ("AppKit", ["AppKit.swift"]),
            ("WatchKit", ["WatchKit.swift"]),
        ]
        for step in steps {
            let outcome = run(["-emit-module", "-parse-as-library", "-module-name", step.module, "-I", directory]
                              + step.sources.map { "\(stubs)/\($0)" }
                              + ["-o", "\(directory)/\(step.module).swiftmodule"])
            if !outcome.succeeded {
                return .failure(HarnessError("building the \(step.module) stub failed:\n\(outcome.diagnostics)"))
            }
        }
        return .success(directory)
    }()

    struct HarnessError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// `swiftc -parse` of `files` (absolute paths). Files must have distinct base names.
    static func parse(_ files: [String]) -> Outcome {
        run(["-parse"] + commonFlags + files)
    }

    /// `swiftc -typecheck` of `files` together, as one module, against the stub modules.
    static func typecheck(_ files: [String]) -> Outcome {
        switch stubModules {
        case .failure(let error): return Outcome(exitStatus: -1, diagnostics: error.description)
        case .success(let directory): return run(["-typecheck", "-I", directory] + commonFlags + files)
        }
    }

    /// Type-checks `source` written to a temporary file (for small probes).
    static func typecheck(source: String, name: String = "Probe") -> Outcome {
        let directory = NSTemporaryDirectory() + "motionfix-probe-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/\(name).swift"
        guard FileManager.default.createFile(atPath: path, contents: Data(source.utf8)) else {
            return Outcome(exitStatus: -1, diagnostics: "cannot write \(path)")
        }
        return typecheck([path])
    }

    /// The swiftc runs' `TMPDIR`, removed at exit: the driver leaves a `TemporaryDirectory.*`
    /// behind at every run, which would pile up by the hundred in the machine's /tmp.
    private static let scratch: String = {
        let directory = NSTemporaryDirectory() + "motionfix-swiftc-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        StubDirectoryCleanup.register(directory)
        return directory
    }()

    /// Runs swiftc with `arguments`; never throws.
    static func run(_ arguments: [String]) -> Outcome {
        guard let swiftc else {
            return Outcome(exitStatus: -1, diagnostics: "swiftc not found on PATH or in /opt/swift/usr/bin")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Outcome(exitStatus: -1, diagnostics: "cannot run \(swiftc): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(exitStatus: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }

    /// `transform` over `items`, at most `width` at a time (default: one per core, at least 2),
    /// results in input order.
    static func parallelMap<T, R>(_ items: [T], width: Int = max(2, ProcessInfo.processInfo.activeProcessorCount),
                                  _ transform: (T) -> R) -> [R] {
        var results = [R?](repeating: nil, count: items.count)
        let lock = NSLock()
        var next = 0
        results.withUnsafeMutableBufferPointer { slots in
            DispatchQueue.concurrentPerform(iterations: min(width, items.count)) { _ in
                while true {
                    lock.lock()
                    let index = next
                    next += 1
                    lock.unlock()
                    guard index < items.count else { return }
                    slots[index] = transform(items[index])
                }
            }
        }
        return results.map { $0! }
    }
}

/// Removes the built stub modules when the test process exits.
private enum StubDirectoryCleanup {
    nonisolated(unsafe) static var directories: [String] = []

    static func register(_ directory: String) {
        directories.append(directory)
        if directories.count == 1 {
            atexit {
                for directory in StubDirectoryCleanup.directories {
                    try? FileManager.default.removeItem(atPath: directory)
                }
            }
        }
    }
}

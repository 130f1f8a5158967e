import Foundation

/// Runs `swiftc` for the golden tests: builds the SwiftUI/Symbols/UIKit interface stubs once,
/// then parses or type-checks fixture files against them.
enum Swiftc {
    /// The repository root, found from this file's location.
    static let repository: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let executable: String = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "swiftc"
    }()

    /// The directory holding the built stub modules (built on first use).
    static let stubModules: Result<String, Failure> = {
        let directory = NSTemporaryDirectory() + "motionfix-stubs-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let stubs = repository.appendingPathComponent("Tests/TypecheckStubs").path
        let steps: [[String]] = [
            ["-emit-module", "-parse-as-library", "-module-name", "Symbols", "\(stubs)/Symbols.swift", "-o", "\(directory)/Symbols.swiftmodule"],
            ["-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-I", directory, "\(stubs)/SwiftUI.swift", "\(stubs)/SwiftUIExtras.swift", "-o", "\(directory)/SwiftUI.swiftmodule"],
            ["-emit-module", "-parse-as-library", "-module-name", "UIKit", "\(stubs)/UIKit.swift", "-o", "\(directory)/UIKit.swiftmodule"],
        ]
        for step in steps {
            let (status, output) = run(step)
            if status != 0 { return .failure(Failure(message: "building the stubs failed:\n\(output)")) }
        }
        return .success(directory)
    }()

    struct Failure: Error { let message: String }

    /// `swiftc -parse` of the files; returns the compiler output when it fails.
    static func parse(_ files: [String]) -> String? {
        let (status, output) = run(["-parse"] + files)
        return status == 0 ? nil : output
    }

    /// `swiftc -typecheck` of the files together against the stubs; returns errors, if any.
    static func typecheck(_ files: [String]) -> String? {
        switch stubModules {
        case .failure(let failure): return failure.message
        case .success(let directory):
            let (status, output) = run(["-typecheck", "-I", directory] + files)
            return status == 0 ? nil : output
        }
    }

    static func run(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run swiftc: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

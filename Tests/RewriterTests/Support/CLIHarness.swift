import Foundation
import Rewriter

/// Runs `MotionFixCommand` in-process against a temporary directory, capturing its output.
final class CLIHarness {
    let directory: String
    private let lock = NSLock()
    private var out: [UInt8] = []
    private var err = ""
    var stdin: [UInt8] = []
    /// The environment the command sees (`EDITOR`, `NO_COLOR`).
    var environment: [String: String] = [:]
    /// Whether the command believes stdout is a terminal (colour in interactive mode).
    var outputIsTerminal = false
    /// Replaces the answers read from `stdin` lines in interactive mode.
    var readAnswer: (@Sendable () -> String?)?

    init() {
        directory = NSTemporaryDirectory() + "motionfix-cli-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        _ = try? FileManager.default.removeItem(atPath: directory)
    }

    var stdout: String { lock.lock(); defer { lock.unlock() }; return String(decoding: out, as: UTF8.self) }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return err }

    /// Writes `text` to `relative` under the directory, creating folders.
    func write(_ relative: String, _ text: String) {
        write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) {
        let path = directory + "/" + relative
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // A fixture that cannot be written would make every later check meaningless.
        precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "could not write \(path)")
    }

    func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: directory + "/" + relative) ?? Data(), as: UTF8.self)
    }

    @discardableResult
    func run(_ arguments: [String], interruption: InterruptionFlag = InterruptionFlag()) -> ExitCode {
        lock.lock(); out = []; err = ""; lock.unlock()
        let input = stdin
        let io = CommandIO(
            readStandardInput: { input },
            writeOutput: { [self] bytes in lock.lock(); out += bytes; lock.unlock() },
            writeError: { [self] text in lock.lock(); err += text; lock.unlock() },
            errorIsTerminal: false,
            currentDirectory: directory,
            interruption: interruption,
            outputIsTerminal: outputIsTerminal,
            environment: environment,
            readAnswer: readAnswer)
        return MotionFixCommand(io: io).run(arguments)
    }

    /// Interactive mode with `answers` given one per line on stdin.
    @discardableResult
    func interactive(_ paths: [String], answers: [String], options: [String] = []) -> ExitCode {
        stdin = Array(answers.map { $0 + "\n" }.joined().utf8)
        return run(["--interactive"] + options + paths)
    }

    /// Runs a tool (git, cp, chmod…) in the directory; returns its exit status.
    @discardableResult
    func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try! process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A small view that every rule set changes.
    static let movingView = """
    import SwiftUI

    struct Banner: View {
        @State private var shown = false

        var body: some View {
            Text("Saved")
                .offset(y: shown ? 0 : -40)
                .animation(.spring(), value: shown)
                .onAppear { shown = true }
        }
    }

    """
}

import Foundation

/// Where the command reads and writes, injected so tests can drive the CLI in-process.
public struct CommandIO: Sendable {
    /// Reads all of standard input.
    public var readStandardInput: @Sendable () -> [UInt8]
    /// Writes bytes to standard output.
    public var writeOutput: @Sendable ([UInt8]) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress lines are shown only then).
    public var errorIsTerminal: Bool
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// Set when the user asks to stop (Ctrl-C); checked before each write.
    public var interruption: InterruptionFlag
    /// Whether standard output is a terminal (interactive mode uses colour only then).
    public var outputIsTerminal: Bool
    /// The environment variables motionfix reads (`NO_COLOR`, `TERM`, `VISUAL`, `EDITOR`).
    public var environment: [String: String]
    /// The next answer in interactive mode (a key or a line), or nil at the end of input or
    /// once interrupted.
    public var readAnswer: @Sendable () -> String?

    /// Without `readAnswer`, answers are the lines of `readStandardInput`, read when first needed.
    public init(readStandardInput: @escaping @Sendable () -> [UInt8], writeOutput: @escaping @Sendable ([UInt8]) -> Void,
                writeError: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool, currentDirectory: String,
                interruption: InterruptionFlag = InterruptionFlag(), outputIsTerminal: Bool = false,
                environment: [String: String] = [:], readAnswer: (@Sendable () -> String?)? = nil) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.currentDirectory = currentDirectory
        self.interruption = interruption
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        let lines = LineAnswers(readAll: readStandardInput)
        self.readAnswer = readAnswer ?? { lines.next() }
    }

    /// The real process: stdin, stdout, stderr and the working directory.
    public static func process(interruption: InterruptionFlag) -> CommandIO {
        let answers = TerminalAnswers(interruption: interruption)
        return CommandIO(
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            writeOutput: { bytes in FileHandle.standardOutput.write(Data(bytes)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            currentDirectory: FileManager.default.currentDirectoryPath,
            interruption: interruption,
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment,
            readAnswer: { answers.next() })
    }
}

/// A flag set from a signal handler's queue and read by the writers. A command that writes
/// nothing a person could lose (a preview, a check, a patch or report written atomically, a fix
/// whose every file write is atomic) asks to stop at once: from then on a signal ends the process
/// through `exitAtOnce` as soon as no atomic write is under way.
public final class InterruptionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var stopsAtOnce = false
    private var farewell = ""
    private let exitAtOnce: (@Sendable (String) -> Void)?

    /// `exitAtOnce` ends the process after printing its argument (the process passes one; tests
    /// leave it out and read `isRaised`).
    public init(exitAtOnce: (@Sendable (String) -> Void)? = nil) {
        self.exitAtOnce = exitAtOnce
    }

    public var isRaised: Bool {
        lock.lock(); defer { lock.unlock() }
        return raised
    }

    public func raise() {
        lock.lock(); raised = true; lock.unlock()
        exitIfStoppingAtOnce()
    }

    /// From now on a signal ends the process at once, printing `farewell` first.
    public func stopAtOnce(saying farewell: String) {
        lock.lock(); stopsAtOnce = true; self.farewell = farewell; lock.unlock()
        exitIfStoppingAtOnce()
    }

    private func exitIfStoppingAtOnce() {
        lock.lock()
        let exitNow = raised && stopsAtOnce ? exitAtOnce : nil
        let message = farewell
        lock.unlock()
        guard let exitNow else { return }
        WriteGate.shared.exit { exitNow(message) }
    }
}

/// Answers taken from input given all at once, one per line (tests, or any caller whose
/// standard input is a buffer).
final class LineAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private let readAll: @Sendable () -> [UInt8]
    private var bytes: [UInt8]?
    private var offset = 0

    init(readAll: @escaping @Sendable () -> [UInt8]) {
        self.readAll = readAll
    }

    /// The next line without its line break, or nil at the end.
    func next() -> String? {
        lock.lock(); defer { lock.unlock() }
        if bytes == nil { bytes = readAll() }
        guard let bytes, offset < bytes.count else { return nil }
        let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        var line = bytes[offset..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        offset = end + 1
        return String(decoding: line, as: UTF8.self)
    }
}

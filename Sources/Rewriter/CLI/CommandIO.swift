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

    public init(readStandardInput: @escaping @Sendable () -> [UInt8], writeOutput: @escaping @Sendable ([UInt8]) -> Void,
                writeError: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool, currentDirectory: String,
                interruption: InterruptionFlag = InterruptionFlag()) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.currentDirectory = currentDirectory
        self.interruption = interruption
    }

    /// The real process: stdin, stdout, stderr and the working directory.
    public static func process(interruption: InterruptionFlag) -> CommandIO {
        CommandIO(
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            writeOutput: { bytes in FileHandle.standardOutput.write(Data(bytes)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            currentDirectory: FileManager.default.currentDirectoryPath,
            interruption: interruption)
    }
}

/// A flag set from a signal handler's queue and read by the writers.
public final class InterruptionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    public init() {}

    public var isRaised: Bool {
        lock.lock(); defer { lock.unlock() }
        return raised
    }

    public func raise() {
        lock.lock(); raised = true; lock.unlock()
    }
}

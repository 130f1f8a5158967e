/// A message about a place in a source file, printed the way compilers and Xcode print them:
/// `path:line:column: severity: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }

    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in bytes like the Swift compiler does.
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int, column: Int, severity: Severity = .error, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}

extension Diagnostic {
    /// The error of a file that is no longer what the run read first.
    static func changedWhileRunning(_ path: String) -> Diagnostic {
        Diagnostic(path: path, line: 1, column: 1, message: "the file changed while motionfix ran; it was left unchanged (run motionfix again)")
    }
}

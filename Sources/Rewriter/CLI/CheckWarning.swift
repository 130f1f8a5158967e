/// One pending fix reported by `--check`, printed in the style the invocation asks for.
struct CheckWarning: Equatable {
    let path: String
    let line: Int
    let column: Int
    let message: String

    /// `path:line:col: warning: message`, as compilers print (Xcode and editors read it).
    var xcode: String { "\(path):\(line):\(column): warning: \(message)" }

    /// `::warning file=…,line=…,col=…::message`, a GitHub Actions annotation on the pull request.
    var github: String {
        "::warning file=\(CheckWarning.escapeProperty(path)),line=\(line),col=\(column)::\(CheckWarning.escapeData(message))"
    }

    func text(in format: Invocation.CheckFormat) -> String {
        switch format {
        case .xcode: return xcode
        case .github: return github
        }
    }

    /// GitHub's escaping of a message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

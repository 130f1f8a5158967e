import Foundation

/// ANSI colours for the interactive screen, or plain text when they are off.
struct TerminalStyle {
    /// An SGR attribute.
    enum Attribute: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
        case reverse = "7"
    }

    /// Whether escapes are written.
    let isEnabled: Bool

    /// Colour only on a terminal, and never with `--no-color`, a non-empty `NO_COLOR`
    /// (no-color.org) or `TERM=dumb`.
    init(outputIsTerminal: Bool, noColorOption: Bool, environment: [String: String]) {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        isEnabled = outputIsTerminal && !noColorOption && !noColor
    }

    /// `text` with `attributes`; a multi-line text is styled line by line, line breaks left plain.
    func paint(_ text: String, _ attributes: Attribute...) -> String {
        guard isEnabled, !attributes.isEmpty, !text.isEmpty else { return text }
        let start = "\u{1B}[" + attributes.map(\.rawValue).joined(separator: ";") + "m"
        let end = "\u{1B}[0m"
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : start + $0 + end }
            .joined(separator: "\n")
    }
}

import Foundation

/// The line width a project's formatter or linter enforces, found as they find their own
/// configuration: the nearest `.swiftformat` (its `--maxwidth`) or `.swiftlint.yml` (its
/// `line_length`, or that rule's `warning:` level) up the tree from the first path.
public enum LineWidthSetting {
    /// The width, or nil when neither file sets one.
    public static func discover(paths: [String], currentDirectory: String) -> Int? {
        let start = ConfigFile.startDirectory(paths: paths, currentDirectory: currentDirectory)
        var width: Int?
        _ = DirectoryWalk.nearestAncestor(of: URL(fileURLWithPath: start).standardizedFileURL.path) { directory in
            let base = directory == "/" ? "" : directory
            if let text = read(base + "/.swiftformat"), let found = maxWidth(inSwiftFormat: text) {
                width = found
                return true
            }
            if let text = read(base + "/.swiftlint.yml"), let found = lineLength(inSwiftLint: text) {
                width = found
                return true
            }
            return false
        }
        return width
    }

    /// Whether the nearest `.swiftlint.yml` up the tree from the first path enables SwiftLint's
    /// `attributes` rule (listed under `opt_in_rules:` or `only_rules:`).
    public static func enablesAttributesRule(paths: [String], currentDirectory: String) -> Bool {
        let start = ConfigFile.startDirectory(paths: paths, currentDirectory: currentDirectory)
        var enabled = false
        _ = DirectoryWalk.nearestAncestor(of: URL(fileURLWithPath: start).standardizedFileURL.path) { directory in
            guard let text = read((directory == "/" ? "" : directory) + "/.swiftlint.yml") else { return false }
            enabled = enablesAttributes(inSwiftLint: text)
            return true
        }
        return enabled
    }

    /// `attributes` under `opt_in_rules:` or `only_rules:` (as `- attributes`).
    public static func enablesAttributes(inSwiftLint text: String) -> Bool {
        var inRuleList = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.first != " ", line.first != "\t", line.first != "-" {
                inRuleList = trimmed.hasPrefix("opt_in_rules:") || trimmed.hasPrefix("only_rules:")
                continue
            }
            if inRuleList, trimmed.hasPrefix("-") {
                let rule = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                if rule == "attributes" || rule.hasPrefix("attributes ") || rule.hasPrefix("attributes#") { return true }
            }
        }
        return false
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `--maxwidth 120` in a `.swiftformat` file (`none` or absent: nil).
    public static func maxWidth(inSwiftFormat text: String) -> Int? {
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if let index = words.firstIndex(of: "--maxwidth"), index + 1 < words.count { return Int(words[index + 1]) }
        }
        return nil
    }

    /// `line_length: 120`, or `line_length:` followed by an indented `warning: 120`, in a
    /// `.swiftlint.yml` file.
    public static func lineLength(inSwiftLint text: String) -> Int? {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("line_length:") {
            let value = line.dropFirst("line_length:".count).trimmingCharacters(in: .whitespaces)
            if let width = Int(value) { return width }
            for next in lines[(index + 1)...] {
                guard next.first == " " || next.first == "\t" else { break }
                let trimmed = next.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("warning:"), let width = Int(trimmed.dropFirst("warning:".count).trimmingCharacters(in: .whitespaces)) { return width }
            }
        }
        return nil
    }
}

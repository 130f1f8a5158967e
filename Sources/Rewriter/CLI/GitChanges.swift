import Foundation

/// The lines changed since a git revision, read from `git diff --unified=0 <rev>` (plus the
/// untracked files, which are new in every line), for `--since`.
public struct GitChanges: Sendable, Equatable {
    /// Changed lines (1-based, in the working tree's file) by absolute path.
    public var lines: [String: Set<Int>] = [:]
    /// Absolute paths of files changed as a whole (untracked).
    public var wholeFiles: Set<String> = []

    public init() {}

    /// Whether line `line` (1-based) of the file at `absolutePath` changed.
    public func touches(_ absolutePath: String, line: Int) -> Bool {
        wholeFiles.contains(absolutePath) || lines[absolutePath]?.contains(line) == true
    }

    /// Whether anything in the file changed.
    public func touches(_ absolutePath: String) -> Bool {
        wholeFiles.contains(absolutePath) || lines[absolutePath] != nil
    }

    /// Parses `git diff --unified=0` output; paths are joined to `root` (the work tree's top).
    /// A deletion marks the line it follows and the one it precedes, so a hunk there counts.
    public static func parseDiff(_ text: String, root: String) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = unquote(String(line.dropFirst(4)))
                current = name.hasPrefix("b/") ? root + "/" + name.dropFirst(2) : nil
                if let current { result[current, default: []] = result[current] ?? [] }
            } else if line.hasPrefix("@@ "), let current {
                // @@ -a[,b] +c[,d] @@
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let numbers = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
                guard let start = numbers.first else { continue }
                let count = numbers.count > 1 ? numbers[1] : 1
                if count == 0 {
                    result[current, default: []].formUnion([max(1, start), start + 1])
                } else {
                    result[current, default: []].formUnion(start..<(start + count))
                }
            }
        }
        return result
    }

    /// A path as git prints it after `+++ `: without the tab git adds after a name with a space,
    /// and unquoted when git quoted it (a name with `"`, `\\` or a control character).
    static func unquote(_ name: String) -> String {
        var name = name
        if name.hasSuffix("\t") { name.removeLast() }
        guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return name }
        var result = ""
        var escaped = false
        for character in name.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Runs git in `directory` to find what changed since `revision`.
    public static func since(_ revision: String, in directory: String) throws -> GitChanges {
        let top = try git(["rev-parse", "--show-toplevel"], in: directory, failure: { _ in
            "--since needs a git work tree, and \(directory) is not in one"
        }).trimmingCharacters(in: .whitespacesAndNewlines)
        let root = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        let diff = try git(["-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", revision, "--"],
                           in: root, failure: { "--since \(revision): git diff failed: \($0)" })
        var changes = GitChanges()
        changes.lines = parseDiff(diff, root: root)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root, failure: { "git ls-files failed: \($0)" })
        changes.wholeFiles = Set(untracked.split(separator: "\0").map { root + "/" + $0 })
        return changes
    }

    private static func git(_ arguments: [String], in directory: String, failure: (String) -> String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError(message: "--since needs git, which could not be run: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw UsageError(message: failure(errorText.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return String(decoding: data, as: UTF8.self)
    }
}

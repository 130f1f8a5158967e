import Foundation

/// A `.motionfix` file: one option a line, written as on the command line (`--exclude Pods/**`,
/// `--reduced-animation .easeInOut(duration: 0.15)`), `#` starting a comment. The nearest one up
/// the tree applies unless `--config FILE` names one; command-line flags win over it.
public struct ConfigFile: Sendable, Equatable {
    /// The name looked for in each directory up the tree.
    public static let fileName = ".motionfix"

    /// Globs of paths to skip inside directories (`--exclude`).
    public var excludes: [String] = []
    /// The animation a spring that only fades becomes (`--reduced-animation`).
    public var reducedAnimation: String?
    /// Rule ids turned off everywhere (`--disable`).
    public var disabledRules: Set<String> = []
    /// Host protocols declared outside the processed code (`--host-protocol`).
    public var hostProtocols: Set<String> = []
    /// Extra layout-setting names (`--layout-setting`).
    public var layoutSettings: Set<String> = []
    /// `--no-project-index`: the named files only, not the rest of their project.
    public var indexesProject = true

    /// The keys a `.motionfix` file may use.
    public static let keys = ["--exclude", "--reduced-animation", "--disable", "--host-protocol", "--layout-setting", "--no-project-index"]
    /// The keys that take no value.
    static let flags: Set<String> = ["--no-project-index"]

    public init() {}

    /// Parses the text of a configuration file; `path` is used in error messages.
    public init(text: String, path: String) throws {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#"), hash == line.startIndex || line[line.index(before: hash)] == " " || line[line.index(before: hash)] == "\t" {
                line = line[..<hash]
            }
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            let where_ = "\(path):\(number + 1)"
            let key: String
            let value: String
            if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "=" }) {
                key = String(trimmed[..<space])
                value = trimmed[trimmed.index(after: space)...].trimmingCharacters(in: .whitespaces)
            } else {
                key = trimmed
                value = ""
            }
            guard ConfigFile.keys.contains(key) else {
                throw UsageError(message: "\(where_): unknown key '\(key)'\(ConfigFile.suggestion(for: key))")
            }
            if ConfigFile.flags.contains(key) {
                guard value.isEmpty else { throw UsageError(message: "\(where_): \(key) takes no value") }
                indexesProject = false
                continue
            }
            guard !value.isEmpty else { throw UsageError(message: "\(where_): \(key) needs a value") }
            let items = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            switch key {
            case "--exclude":
                excludes += items
            case "--reduced-animation":
                guard ReducedAnimation.isValid(value) else {
                    throw UsageError(message: "\(where_): --reduced-animation '\(value)' is not a Swift animation expression; use e.g. '.easeInOut(duration: 0.2)' or 'nil'")
                }
                reducedAnimation = value
            case "--disable":
                for id in items where !RuleCatalog.allIDs.contains(id) {
                    let near = RuleCatalog.allIDs.min { Arguments.editDistance(id, $0) < Arguments.editDistance(id, $1) } ?? ""
                    throw UsageError(message: "\(where_): unknown rule '\(id)'; did you mean \(near)? (rules: \(RuleCatalog.allIDs.joined(separator: ", ")))")
                }
                disabledRules.formUnion(items)
            case "--host-protocol":
                hostProtocols.formUnion(items)
            default:
                layoutSettings.formUnion(items)
            }
        }
    }

    /// "; did you mean --exclude?" (the closest known key), or the list of keys.
    static func suggestion(for key: String) -> String {
        let dashed = key.hasPrefix("--") ? key : "--" + key
        let best = keys.min { Arguments.editDistance(dashed, $0) < Arguments.editDistance(dashed, $1) }!
        if Arguments.editDistance(dashed, best) <= max(3, best.count / 3) { return "; did you mean \(best)?" }
        return "; the keys are \(keys.joined(separator: ", "))"
    }

    /// Where a search up the tree for a configuration starts: the first path's directory (the
    /// path itself when it is one), else `currentDirectory`.
    static func startDirectory(paths: [String], currentDirectory: String) -> String {
        guard let first = paths.first, first != "-" else { return currentDirectory }
        let absolute = first.hasPrefix("/") ? first : currentDirectory + "/" + first
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return currentDirectory }
        return isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
    }

    /// The nearest `.motionfix` in `directory` or one of its parents, or nil.
    public static func discover(from directory: String) -> String? {
        let candidate = { (directory: String) in (directory == "/" ? "" : directory) + "/" + fileName }
        let found = DirectoryWalk.nearestAncestor(of: URL(fileURLWithPath: directory).standardizedFileURL.path) { directory in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate(directory), isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        return found.map(candidate)
    }

    /// Reads the configuration that applies to `invocation` (its `--config`, or the nearest
    /// file up the tree from the first path, or from `currentDirectory`) and merges it in;
    /// the command line's own values win.
    public static func apply(to invocation: inout Invocation, currentDirectory: String) throws {
        let config = try load(explicitPath: invocation.configPath, paths: invocation.paths, currentDirectory: currentDirectory)
        config?.merge(excludes: &invocation.excludes, options: &invocation.options)
        if config?.indexesProject == false { invocation.indexesProject = false }
        if invocation.options.lineWidth == nil {
            invocation.options.lineWidth = LineWidthSetting.discover(paths: invocation.paths, currentDirectory: currentDirectory)
        }
        if LineWidthSetting.enablesAttributesRule(paths: invocation.paths, currentDirectory: currentDirectory) {
            invocation.options.attributesWithArgumentsOnOwnLine = true
        }
    }

    /// The configuration at `explicitPath` (`--config`), else the nearest `.motionfix` up the
    /// tree from the first of `paths` (or from `currentDirectory`); nil when there is none.
    public static func load(explicitPath: String?, paths: [String], currentDirectory: String) throws -> ConfigFile? {
        let path: String
        if let explicit = explicitPath {
            path = explicit.hasPrefix("/") ? explicit : currentDirectory + "/" + explicit
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError(message: "--config \(explicit): no such file")
            }
        } else {
            guard let found = discover(from: startDirectory(paths: paths, currentDirectory: currentDirectory)) else { return nil }
            path = found
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: "cannot read the configuration file \(path)")
        }
        return try ConfigFile(text: String(decoding: data, as: UTF8.self), path: FileDiscovery.relative(path, to: currentDirectory))
    }

    /// Adds this file's settings; a value given on the command line wins.
    public func merge(excludes: inout [String], options: inout FixOptions) {
        excludes = self.excludes + excludes
        if options.reducedAnimation == nil { options.reducedAnimation = reducedAnimation }
        options.disabledRules.formUnion(disabledRules)
        options.hostProtocols.formUnion(hostProtocols)
        options.layoutSettings.formUnion(layoutSettings)
    }
}

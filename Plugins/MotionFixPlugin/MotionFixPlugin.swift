import Foundation
import PackagePlugin

/// `swift package motionfix [--target X]… [--fix] [motionfix options]`: previews the fix for the
/// package's targets as a patch (`--dry-run`), or, with `--fix` and
/// `--allow-writing-to-package-directory`, applies it. Other options go to motionfix as they are.
@main
struct MotionFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let fix = extractor.extractFlag(named: "fix") > 0
        let options = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let root = context.package.directory.string
        let paths = targets.compactMap { $0 as? SourceModuleTarget }.map { target -> String in
            let directory = target.directory.string
            return directory.hasPrefix(root + "/") ? String(directory.dropFirst(root.count + 1)) : directory
        }
        guard !paths.isEmpty else {
            Diagnostics.warning("motionfix: no source targets to process")
            return
        }
        try MotionFixPlugin.run(tool: context.tool(named: "MotionFix").path.string, options: options, fix: fix, paths: paths, in: root,
                                cache: context.pluginWorkDirectory.string)
    }

    /// Runs motionfix on `paths` from `directory`: a preview (`--dry-run`) unless `fix` or
    /// another mode is among `options`. Its result cache goes to `cache`, the plugin's own work
    /// directory (a sandboxed plugin may not write to the user's cache directory), unless
    /// `options` say where.
    static func run(tool: String, options: [String], fix: Bool, paths: [String], in directory: String, cache: String) throws {
        var options = options
        // Whether `options` give one of `names` (alone, or as `--name=value`).
        let give = { (names: [String]) in options.contains { option in names.contains { option == $0 || option.hasPrefix($0 + "=") } } }
        if !fix, !give(["--dry-run", "--patch", "--check", "--interactive", "-i"]) {
            options.insert("--dry-run", at: 0)
        }
        if !give(["--no-cache", "--cache-path"]) {
            options += ["--cache-path", cache]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = options + ["--"] + paths
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw MotionFixPluginError(status: process.terminationStatus)
        }
    }
}

/// motionfix exited with a non-zero status (1: fixes pending with --check; see `motionfix --help`).
struct MotionFixPluginError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "motionfix exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (File › Packages › motionfix, or the project's context menu): the same,
/// over the project's directory, or over the Swift files of the targets named with `--target`.
extension MotionFixPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let fix = extractor.extractFlag(named: "fix") > 0
        let root = context.xcodeProject.directory.string
        var paths = ["."]
        if !targetNames.isEmpty {
            paths = context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }
                .flatMap { $0.inputFiles.filter { $0.path.extension == "swift" }.map(\.path.string) }
        }
        try MotionFixPlugin.run(tool: context.tool(named: "MotionFix").path.string, options: extractor.remainingArguments,
                                fix: fix, paths: paths, in: root, cache: context.pluginWorkDirectory.string)
    }
}
#endif

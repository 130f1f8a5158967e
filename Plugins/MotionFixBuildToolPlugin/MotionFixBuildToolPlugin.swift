import PackagePlugin

/// Checks a target's Swift files with `motionfix --check` as part of its build: each pending fix
/// is a `path:line:col: warning:` line in the build's output, which Xcode shows on its line. The
/// check never fails the build and writes only into the plugin's work directory.
@main
struct MotionFixBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try MotionFixBuildToolPlugin.check(target.sourceFiles(withSuffix: "swift").map(\.path), of: target.name,
                                                  tool: context.tool(named: "MotionFix").path, workDirectory: context.pluginWorkDirectory)
    }

    /// The build command that checks `sources` (the Swift files of the target `name`), or none
    /// when there are none.
    ///
    /// A build command runs when one of its inputs changed since it last wrote its outputs, and
    /// its outputs must be files: motionfix writes an empty Swift file when it is done
    /// (`--touch`; any other kind of file would be copied into the target as a resource), and
    /// exits 0 whatever it finds (`--exit-zero`). It finds the `.motionfix` that applies itself,
    /// which is no input: SwiftPM makes the plan, with this command, again only when a target's
    /// files change, so a `.motionfix` input later removed would fail every build until then.
    static func check(_ sources: [Path], of name: String, tool: Path, workDirectory: Path) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let stamp = workDirectory.appending("\(name)+motionfix.swift")
        return [.buildCommand(
            displayName: "Checking \(name) with motionfix (Reduce Motion)",
            executable: tool,
            // --force-exclude: the files are named one by one, and the .motionfix excludes still apply.
            // --no-cache: the check only runs when a file changed, when a cache cannot help.
            arguments: ["--check", "--quiet", "--exit-zero", "--force-exclude", "--no-cache", "--touch", stamp.string, "--"] + sources.map(\.string),
            inputFiles: sources,
            outputFiles: [stamp])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the same check over the Swift files of each app or framework target
/// the plugin is added to (Build Phases › Run Build Tool Plug-ins).
extension MotionFixBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.path.extension == "swift" }.map(\.path)
        return try MotionFixBuildToolPlugin.check(sources, of: target.displayName,
                                                  tool: context.tool(named: "MotionFix").path, workDirectory: context.pluginWorkDirectory)
    }
}
#endif

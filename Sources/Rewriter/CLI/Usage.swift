/// The `--help` text, generated from the option table and the exit codes.
public enum Usage {
    public static let versionNumber = "0.1.0"
    public static let version = "motionfix \(versionNumber)"

    public static var text: String {
        var lines = [
            "OVERVIEW: Make SwiftUI animations respect the Reduce Motion accessibility setting.",
            "",
            "USAGE: motionfix [options] <path>...",
            "       motionfix [options] - --stdin-path <path>   (reads stdin, writes the result to stdout)",
            "       motionfix audit [options] <path>...         (report every motion site; see 'motionfix audit --help')",
            "",
            "  <path>  Swift files and directories (searched recursively for .swift files, skipping",
            "          .build, DerivedData, Pods, Carthage, .git and AppleDouble ._ files, and not following",
            "          symbolic links).",
            "          Files named explicitly are always processed (a link's target is rewritten); a FIFO",
            "          or device is reported and skipped. Without --dry-run, --patch, --check or",
            "          --interactive, files are rewritten in place.",
            "",
            "OPTIONS:",
        ]
        let width = Arguments.options.map { label($0).count }.max() ?? 0
        for option in Arguments.options {
            let text = label(option)
            lines.append("  " + text + String(repeating: " ", count: width - text.count + 2) + option.help)
        }
        lines += ["", "EXIT CODES:"]
        for code in ExitCode.allCases {
            lines.append("  \(code.rawValue)" + String(repeating: " ", count: 5 - String(code.rawValue).count) + code.meaning)
        }
        lines += ["", "INTERACTIVE (-i): for each hunk, " + HunkAnswer.prompt(splittable: true).trimmingCharacters(in: .whitespaces)]
        lines += HunkAnswer.allCases.map { "  \($0.rawValue)  \($0.meaning)" }
        lines += [
            "  The @Environment property is added exactly when an applied hunk reads it. End of input counts as q.",
            "",
            "CONFIGURATION: the nearest .motionfix in the first path's directory or above (or --config <file>),",
            "  one option a line as on the command line: --exclude, --reduced-animation, --disable,",
            "  --host-protocol, --layout-setting, --no-project-index; '#' starts a comment. Flags win over the file.",
            "  The line width is the nearest .swiftformat's --maxwidth (else .swiftlint.yml's line_length): a line",
            "  a fix would push past it has its call's arguments put one per line. A .swiftlint.yml that opts",
            "  into 'attributes' puts the inserted property's attribute on a line of its own.",
            "",
            "PROJECT: files named one by one (a hook, --since, an editor) are read with the rest of their",
            "  project (the nearest directory up holding .motionfix, Package.swift, an .xcodeproj or",
            "  .xcworkspace, or .git), so each gets the same fix as in a run over the whole project; only",
            "  the files named are reported or changed. A directory named is its own scope.",
            "  --no-project-index (or that line in .motionfix) reads the named files only.",
            "",
            "CACHE: a run over the same files with the same options and the same motionfix, every file",
            "  unchanged, reuses the last run's results instead of computing them again (it still reads every",
            "  file to check). Kept in $XDG_CACHE_HOME/motionfix, else ~/.cache/motionfix (~/Library/Caches/",
            "  motionfix on macOS), never in the project; any change computes everything afresh.",
            "",
            "DIRECTIVES (in comments): motionfix:disable, motionfix:enable, motionfix:disable:next,",
            "  motionfix:disable:this, each optionally followed by rule ids:",
            "  " + RuleCatalog.allIDs.joined(separator: " "),
            "",
            "EXAMPLES:",
            "  motionfix --dry-run Sources/          preview the changes as a patch",
            "  motionfix --patch rm.patch Sources/   save the patch; apply it later with 'git apply rm.patch'",
            "  motionfix Sources/                    apply the changes in place",
            "  motionfix --check Sources/            in CI or an Xcode build phase",
            "  motionfix --check --format github --since origin/main .   annotate a pull request's changed lines",
            "  motionfix -i Sources/                 review each hunk: y apply, n skip, s split, e edit, ? help",
            "  yes n | motionfix -i Sources/         answers can be piped, one per line",
            "  motionfix audit --format markdown .   a Reduce Motion audit report (text, markdown, json, sarif, xcode)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func label(_ option: OptionSpec) -> String {
        let name = option.shortName.map { "\($0), \(option.name)" } ?? option.name
        return option.valueName.map { "\(name) <\($0)>" } ?? name
    }
}

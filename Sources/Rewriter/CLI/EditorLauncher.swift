import Foundation

/// Opens a file in the user's editor and waits, as git does: `$VISUAL`, else `$EDITOR`, else
/// `vi`, run through `/bin/sh` so editors given with arguments (`code --wait`) work.
enum EditorLauncher {
    /// The editor command `environment` names.
    static func command(in environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return "vi"
    }

    /// Runs the editor on `path`; returns why it failed, or nil when it exited with status 0.
    static func edit(_ path: String, environment: [String: String]) -> String? {
        let editor = command(in: environment)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$@\"", editor, path]
        do {
            try process.run()
        } catch {
            return "cannot start the editor '\(editor)': \(error)"
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "the editor '\(editor)' exited with status \(process.terminationStatus)"
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file in the user's editor and waits, as git does: `$VISUAL`, else `$EDITOR`, else
/// `vi`, run through `/bin/sh` so editors given with arguments (`code --wait`) work. The editor
/// runs in motionfix's own process group, so a terminal editor owns the terminal while it
/// runs (Foundation's `Process` starts a new group, where vim is stopped by the terminal), with
/// SIGINT and SIGTERM back to their defaults.
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
        let arguments = ["/bin/sh", "-c", editor + " \"$@\"", editor, path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child = pid_t()
        let started = posix_spawn(&child, "/bin/sh", nil, &attributes, &argv, environ)
        guard started == 0 else { return "cannot start the editor '\(editor)': \(String(cString: strerror(started)))" }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return "lost track of the editor '\(editor)': \(String(cString: strerror(errno)))" }
        }
        let signal = status & 0x7F
        if signal != 0 { return "the editor '\(editor)' was stopped by signal \(signal)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? nil : "the editor '\(editor)' exited with status \(code)"
    }
}

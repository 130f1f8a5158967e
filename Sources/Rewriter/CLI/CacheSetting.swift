import Foundation

/// Where a command keeps its result cache (`ResultCache`): by default in the user's cache
/// directory, never in the project, so it never shows in a `git diff`.
public enum CacheSetting: Sendable, Equatable {
    /// `$XDG_CACHE_HOME/motionfix`, else `~/Library/Caches/motionfix` (macOS) or
    /// `~/.cache/motionfix`; no cache when the environment names no home.
    case standard
    /// `--no-cache`: neither read nor write one.
    case off
    /// `--cache-path <dir>`.
    case directory(String)

    /// The cache for a run over files of `currentDirectory`, or nil.
    func cache(environment: [String: String], currentDirectory: String) -> ResultCache? {
        let directory: String
        switch self {
        case .off:
            return nil
        case .directory(let path):
            directory = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        case .standard:
            if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
                directory = xdg + "/motionfix"
            } else if let home = environment["HOME"], home.hasPrefix("/") {
                #if os(macOS)
                directory = home + "/Library/Caches/motionfix"
                #else
                directory = home + "/.cache/motionfix"
                #endif
            } else {
                return nil
            }
        }
        return ResultCache(directory: directory, scope: currentDirectory, toolIdentity: CacheSetting.toolIdentity)
    }

    /// This build of motionfix: its version and its executable's size, change time and inode
    /// (not its path, which can be spelled several ways), so that a rebuilt or upgraded binary
    /// never reads results written by another.
    static let toolIdentity: String = {
        var identity = Usage.version
        var info = stat()
        if let executable = Bundle.main.executablePath, stat(executable, &info) == 0 {
            #if os(macOS)
            let changed = info.st_ctimespec
            #else
            let changed = info.st_ctim
            #endif
            identity += " \(info.st_size) \(changed.tv_sec).\(changed.tv_nsec) \(info.st_dev):\(info.st_ino)"
        }
        return identity
    }()
}

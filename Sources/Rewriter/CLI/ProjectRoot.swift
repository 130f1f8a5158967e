import Foundation

/// The project the named files belong to: the nearest directory, from where they are up, that
/// holds a `.motionfix`, a `Package.swift`, an `.xcodeproj`/`.xcworkspace` or a `.git`. Its Swift
/// files are read for the cross-file index only (named animations, hosts and their extensions,
/// refining protocols, shared models), so a file gets the same fix named alone as in a run over
/// the whole project.
enum ProjectRoot {
    /// The root above `paths` (relative to `currentDirectory`), or nil when no marker is found.
    static func find(for paths: [String], currentDirectory: String) -> String? {
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0 }.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard var start = commonDirectory(of: absolute) else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: start, isDirectory: &isDirectory), !isDirectory.boolValue {
            start = (start as NSString).deletingLastPathComponent
        }
        return DirectoryWalk.nearestAncestor(of: start, where: hasMarker)
    }

    private static func hasMarker(_ directory: String) -> Bool {
        let manager = FileManager.default
        for name in [ConfigFile.fileName, "Package.swift", ".git"] where manager.fileExists(atPath: directory + "/" + name) { return true }
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return false }
        return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// The longest directory path every one of `paths` starts with (a single path: itself).
    private static func commonDirectory(of paths: [String]) -> String? {
        guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: true) else { return nil }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            var shared = 0
            while shared < common.count, shared < parts.count, common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return "/" + common.joined(separator: "/")
    }
}

import Foundation

/// Lists the regular files under a directory with `opendir`/`readdir`, one directory open per
/// core at a time. Symbolic links are never followed (so a link loop cannot trap the walk), and neither
/// a link to a file nor a FIFO, socket or device is listed: nothing found here can block a
/// reader or make a write land outside the tree.
enum DirectoryWalk {
    /// The first of `directory` and its parents, nearest first, for which `matches` holds (given
    /// the directory's path, `/` at the top), or nil.
    static func nearestAncestor(of directory: String, where matches: (String) -> Bool) -> String? {
        var current = directory
        while true {
            if matches(current) { return current }
            if current == "/" || current.isEmpty { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }

    private enum Kind {
        case directory, regularFile, other
    }

    /// The paths, relative to `root`, of the regular files under it, in no particular order,
    /// and the directories that could not be opened (relative; "" for `root`), whose files are
    /// missing. An entry for which `isSkipped(relativePath, name)` holds is left out, with
    /// everything under it. `root` itself may be a symbolic link to a directory (it was named
    /// explicitly).
    static func regularFiles(under root: String, skipping isSkipped: (_ relativePath: String, _ name: String) -> Bool)
        -> (files: [String], unopened: [String]) {
        var files: [String] = []
        var unopened: [String] = []
        // A level of the tree at a time, its directories listed on every core (listing is
        // mostly the kernel's work, which other cores can share).
        var level = [""]
        while !level.isEmpty {
            let listings = level.parallelMap { directory in list(directory, under: root, skipping: isSkipped) }
            level = []
            for listing in listings {
                if listing.unopened { unopened.append(listing.directory) }
                files += listing.files
                level += listing.directories
            }
        }
        return (files, unopened)
    }

    /// What one directory holds: its regular files and directories (relative to the root), or
    /// that it could not be opened.
    private struct Listing {
        let directory: String
        var files: [String] = []
        var directories: [String] = []
        var unopened = false
    }

    private static func list(_ directory: String, under root: String, skipping isSkipped: (_ relativePath: String, _ name: String) -> Bool) -> Listing {
        var listing = Listing(directory: directory)
        let absolute = directory.isEmpty ? root : joined(root, directory)
        guard let handle = opendir(absolute) else {
            listing.unopened = true
            return listing
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = entryName(entry)
            if name == "." || name == ".." { continue }
            let relative = directory.isEmpty ? name : joined(directory, name)
            if isSkipped(relative, name) { continue }
            switch kind(of: entry, at: { joined(absolute, name) }) {
            case .directory: listing.directories.append(relative)
            case .regularFile: listing.files.append(relative)
            case .other: continue
            }
        }
        return listing
    }

    /// `parent/child`, its bytes copied once (`a + "/" + b` grows a string twice, and each
    /// append costs hundreds of instructions; the walk makes a path for every entry).
    static func joined(_ parent: String, _ child: String) -> String {
        var parent = parent, child = child
        return parent.withUTF8 { parent in
            child.withUTF8 { child in
                String(unsafeUninitializedCapacity: parent.count + 1 + child.count) { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    if let start = parent.baseAddress { base.update(from: start, count: parent.count) }
                    base[parent.count] = UInt8(ascii: "/")
                    if let start = child.baseAddress { (base + parent.count + 1).update(from: start, count: child.count) }
                    return parent.count + 1 + child.count
                }
            }
        }
    }

    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: &entry.pointee.d_name) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The kind from `d_type`, or from `lstat` (of `path()`) where the file system does not
    /// fill it in.
    private static func kind(of entry: UnsafeMutablePointer<dirent>, at path: () -> String) -> Kind {
        switch entry.pointee.d_type {
        case UInt8(DT_DIR): return .directory
        case UInt8(DT_REG): return .regularFile
        case UInt8(DT_UNKNOWN):
            var info = stat()
            guard lstat(path(), &info) == 0 else { return .other }
            switch info.st_mode & mode_t(S_IFMT) {
            case mode_t(S_IFDIR): return .directory
            case mode_t(S_IFREG): return .regularFile
            default: return .other
            }
        default: return .other
        }
    }
}

import Foundation

/// Turns the command line's paths into the list of Swift files to process.
public struct FileDiscovery {
    /// Directories never searched (build output and dependencies).
    public static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    public let excludes: [Glob]
    public let currentDirectory: String
    /// Whether the excludes also skip files named explicitly (`--force-exclude`, for hooks
    /// that pass every staged file).
    public let excludesNamedFiles: Bool

    public init(excludes: [String], currentDirectory: String, excludesNamedFiles: Bool = false) {
        self.excludes = excludes.map(Glob.init)
        self.currentDirectory = currentDirectory
        self.excludesNamedFiles = excludesNamedFiles
    }

    /// A file to process: the path shown to the user (and used in patches) and the path on disk.
    public struct Entry: Hashable, Sendable {
        public let displayPath: String
        public let absolutePath: String
        /// Found by a directory walk, which lists regular files only; a path named explicitly
        /// may be anything, and is checked before it is opened.
        var isListedRegularFile = false
    }

    /// Every `.swift` file under `paths`, sorted by display path, without duplicates.
    /// Paths that do not exist, and directories that cannot be opened (the files in them are
    /// not listed), are returned so the caller can report them. A directory's walk lists regular files
    /// only and follows no symbolic link (see `DirectoryWalk`); a path named explicitly is
    /// taken whatever it is, and `Entry.readSource` refuses it if it is not a regular file.
    public func files(for paths: [String]) -> (entries: [Entry], missing: [String], unopened: [String]) {
        var entries: [Entry] = []
        var missing: [String] = []
        var unopened: [String] = []
        // One file named twice (as itself and through a link, or under two overlapping paths)
        // is processed once: by where it really is, the named path resolved and the walk's
        // part (which follows no link) appended. One path names each file once: no set then.
        var seen: Set<String> = []
        let mayRepeat = paths.count > 1
        let manager = FileManager.default
        for path in paths {
            let display = FileDiscovery.normalize(FileDiscovery.relative(path, to: currentDirectory))
            let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            let resolved = FileDiscovery.resolved(absolute)
            if !isDirectory.boolValue {
                // Named explicitly: processed whatever its extension or (unless forced) the excludes say.
                if excludesNamedFiles, excludes.contains(where: { $0.matches(display) }) { continue }
                if !mayRepeat || seen.insert(resolved).inserted { entries.append(Entry(displayPath: display, absolutePath: absolute)) }
                continue
            }
            let shown = { (relative: String) in display.isEmpty ? relative : DirectoryWalk.joined(display, relative) }
            let (found, unopenedHere) = DirectoryWalk.regularFiles(under: absolute) { relative, name in
                if FileDiscovery.skippedDirectories.contains(name) { return true }
                // AppleDouble files (`._View.swift`: a Mac's metadata, written beside each file
                // copied to a disk or archive that cannot hold it) are not source.
                if name.hasPrefix("._") { return true }
                guard !excludes.isEmpty else { return false }
                let path = shown(relative)
                return excludes.contains { $0.matches(path) }
            }
            unopened += unopenedHere.map { $0.isEmpty ? (display.isEmpty ? "." : display) : shown($0) }
            for relative in found where relative.hasSuffix(".swift") && (!mayRepeat || seen.insert(DirectoryWalk.joined(resolved, relative)).inserted) {
                entries.append(Entry(displayPath: shown(relative), absolutePath: DirectoryWalk.joined(absolute, relative), isListedRegularFile: true))
            }
        }
        return (FileDiscovery.sortedByDisplayPath(entries), missing, unopened.sorted())
    }

    /// `entries` sorted by display path as `String` orders them. ASCII paths (the usual case) are
    /// compared as bytes, which orders them the same: a `String` comparison costs several times more,
    /// and a run sorts every path it finds (some 30,000 comparisons for 2,000 files).
    static func sortedByDisplayPath(_ entries: [Entry]) -> [Entry] {
        // Every path's bytes in one buffer, compared there through raw pointers: no string is
        // copied or retained per comparison.
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(entries.count + 1)
        for entry in entries {
            bytes.append(contentsOf: entry.displayPath.utf8)
            starts.append(bytes.count)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return entries.sorted { $0.displayPath < $1.displayPath } }
        let order = bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                Array(entries.indices).sorted { first, second in
                    let (a, b) = (starts[first]..<starts[first + 1], starts[second]..<starts[second + 1])
                    let shared = min(a.count, b.count)
                    let order = shared == 0 ? 0 : memcmp(buffer.baseAddress! + a.lowerBound, buffer.baseAddress! + b.lowerBound, shared)
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
        }
        return order.map { entries[$0] }
    }

    /// The error for a directory the walk could not open (`path` as shown), ending with `consequence`.
    public static func unopenedDiagnostic(_ path: String, consequence: String) -> Diagnostic {
        Diagnostic(path: path, line: 1, column: 1,
                   message: "cannot open the directory (check its permissions, and that its full path is shorter than the system's limit); \(consequence)")
    }

    /// `path` with every link and `.`/`..` resolved (as it is when it cannot be).
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// An absolute path inside `directory` made relative to it, so patches apply from there.
    static func relative(_ path: String, to directory: String) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        return path == directory ? "." : path
    }

    /// `./a//b/` → `a/b`; `.` → "" (so children are shown as `X.swift`).
    static func normalize(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.first == "." { parts.removeFirst() }
        parts.removeAll { $0 == "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

extension FileDiscovery.Entry {
    /// Reads the file as a source input, or says why it cannot be one: unreadable or not a
    /// regular file (a FIFO, a device; the message ends with `consequence`, "it was skipped")
    /// or not UTF-8 (`notUTF8` is the message).
    func readSource(consequence: String, notUTF8: String) -> Result<SourceInput, Diagnostic> {
        let bytes: [UInt8]
        switch readBytes() {
        case .success(let contents):
            bytes = contents
        case .failure(.notRegular(let kind)):
            return .failure(Diagnostic(path: displayPath, line: 1, column: 1, message: "not a regular file (\(kind)); \(consequence)"))
        case .failure(.unreadable):
            return .failure(Diagnostic(path: displayPath, line: 1, column: 1, message: "cannot read the file (check its permissions); \(consequence)"))
        }
        if let invalid = UTF8Check.diagnostic(for: bytes, path: displayPath, message: notUTF8) { return .failure(invalid) }
        return .success(SourceInput(path: displayPath, bytes: bytes))
    }
}

extension FileDiscovery.Entry {
    /// The file's bytes, from a regular file only.
    func readBytes() -> Result<[UInt8], RegularFile.Failure> {
        RegularFile.contents(atPath: absolutePath, checking: isListedRegularFile ? .afterOpening : .beforeAndAfterOpening)
    }
}

import Foundation

/// Writes a file so that it is always either fully old or fully new: the bytes go to a
/// temporary file in the same directory, which is renamed over the original. Permissions are
/// kept, a symbolic link is followed (its target is rewritten, the link stays), and a read-only
/// file, or one that changed on disk since it was read, is left alone.
public enum AtomicWriter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Replaces the contents of `path` (expected to still hold `expected`) with `bytes`.
    public static func replace(_ path: String, expected: [UInt8], with bytes: [UInt8]) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let current = FileManager.default.contents(atPath: target) else {
            throw Failure(description: "cannot read the file again before writing; it was left unchanged")
        }
        guard Array(current) == expected else {
            throw Failure(description: "the file changed on disk while motionfix ran; it was left unchanged (run motionfix again)")
        }
        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure(description: "cannot read the file's permissions: \(String(cString: strerror(errno)))") }
        // A file nobody may write is a deliberate lock (or generated code): respect it even as root.
        guard info.st_mode & 0o222 != 0 else {
            throw Failure(description: "the file is read-only; it was left unchanged (make it writable to let motionfix fix it)")
        }
        try writeThroughTemporary(target, bytes: bytes, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
    }

    /// Writes `bytes` to `path` (a report, a patch), creating it or replacing whatever is there,
    /// through a temporary file renamed into place: a reader never sees half a file.
    public static func writeFile(_ path: String, bytes: [UInt8]) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        if stat(target, &info) == 0 {
            try writeThroughTemporary(target, bytes: bytes, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
        } else {
            let mask = umask(0)
            umask(mask)
            try writeThroughTemporary(target, bytes: bytes, mode: 0o666 & ~mask, owner: nil)
        }
    }

    /// Writes a temporary file next to `target` with the given mode, then renames it over `target`.
    private static func writeThroughTemporary(_ target: String, bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?) throws {
        try WriteGate.shared.during { try writeThroughTemporaryNow(target, bytes: bytes, mode: mode, owner: owner) }
    }

    private static func writeThroughTemporaryNow(_ target: String, bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?) throws {
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = "\(directory.isEmpty ? "." : directory)/.\(name).motionfix-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write in \(directory): \(String(cString: strerror(errno))); the file was left unchanged")
        }
        var ok = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
        ok = ok && fsync(descriptor) == 0
        ok = fchmod(descriptor, mode) == 0 && ok
        if let owner { _ = fchown(descriptor, owner.0, owner.1) }
        close(descriptor)
        guard ok, rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot replace the file: \(reason); it was left unchanged")
        }
    }
}

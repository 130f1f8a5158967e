import Foundation

/// Reads a file's bytes, but only from a regular file: a FIFO, socket or device (even behind a
/// symbolic link) is refused before it is opened, since opening a FIFO for reading waits for a
/// writer that may never come.
enum RegularFile {
    enum Failure: Error, Equatable {
        /// Not a regular file; `kind` names what it is ("a FIFO").
        case notRegular(kind: String)
        /// It could not be opened or read (permissions, or it vanished).
        case unreadable
    }

    /// When the file's kind is checked.
    enum Check {
        /// Before opening it (opening a device can act on it) and after (it may have changed).
        case beforeAndAfterOpening
        /// Only once it is open: for a path a directory walk listed as a regular file, which
        /// saves a lookup of the path per file.
        case afterOpening
    }

    /// The bytes of the file at `path` (a symbolic link is followed).
    static func contents(atPath path: String, checking check: Check = .beforeAndAfterOpening) -> Result<[UInt8], Failure> {
        var info = stat()
        if check == .beforeAndAfterOpening {
            guard stat(path, &info) == 0 else { return .failure(.unreadable) }
            if let kind = irregularKind(info.st_mode) { return .failure(.notRegular(kind: kind)) }
        }
        // O_NONBLOCK: should the path become a FIFO after the check, opening it still returns.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable) }
        if let kind = irregularKind(info.st_mode) { return .failure(.notRegular(kind: kind)) }
        // Read straight into the array, sized as the file, asking for one byte more: once the
        // size `fstat` gave is read and no more came, the file is at its end, so the usual file
        // takes one read (not a second that returns nothing). Only a file that grew is read on.
        let size = Int(info.st_size)
        var failed = false
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count <= size {
                let got = read(descriptor, buffer.baseAddress! + count, size + 1 - count)
                if got > 0 {
                    count += got
                    if count == size { atEnd = true; break }
                    continue
                }
                if got < 0, errno == EINTR { continue }
                failed = got < 0
                atEnd = got == 0
                break
            }
        }
        if failed { return .failure(.unreadable) }
        if atEnd { return .success(bytes) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk in
            while true {
                let count = read(descriptor, chunk.baseAddress, chunk.count)
                if count == 0 { return .success(bytes) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.unreadable)
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
            }
        }
    }

    /// What a file of this mode is, in words, unless it is a regular file.
    private static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return nil
        case mode_t(S_IFIFO): return "a FIFO"
        case mode_t(S_IFSOCK): return "a socket"
        case mode_t(S_IFCHR): return "a character device"
        case mode_t(S_IFBLK): return "a block device"
        case mode_t(S_IFDIR): return "a directory"
        default: return "of an unknown kind"
        }
    }
}

import Foundation

/// Holds back an exit asked for by a signal while an atomic write is under way, so that stopping
/// at once never leaves a temporary file behind or a file half-replaced.
final class WriteGate: @unchecked Sendable {
    static let shared = WriteGate()

    private let lock = NSLock()
    private var writes = 0
    private var pendingExit: (@Sendable () -> Void)?

    /// Runs `body` (one atomic write) with exits held until it returns.
    func during<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); writes += 1; lock.unlock()
        defer {
            lock.lock()
            writes -= 1
            let exit = writes == 0 ? pendingExit : nil
            lock.unlock()
            exit?()
        }
        return try body()
    }

    /// Calls `exit` now, or as soon as the write under way is complete.
    func exit(_ exit: @escaping @Sendable () -> Void) {
        lock.lock()
        guard writes > 0 else { lock.unlock(); exit(); return }
        pendingExit = exit
        lock.unlock()
    }
}

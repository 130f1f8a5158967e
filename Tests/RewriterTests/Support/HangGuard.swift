import Foundation
import XCTest

/// Runs work that must not block (on a FIFO, in a link loop) on a background thread. If it has
/// not returned after a generous limit the test fails and `unblock` is called so the work can
/// end. Time is never what makes a test pass: it only bounds how long a regression hangs.
enum HangGuard {
    static let limit: TimeInterval = 120

    static func run<Value>(unblock: @escaping () -> Void = {}, file: StaticString = #filePath, line: UInt = #line,
                           _ work: @escaping () -> Value) -> Value? {
        let done = DispatchSemaphore(value: 0)
        let box = Box<Value>()
        Thread.detachNewThread {
            box.value = work()
            done.signal()
        }
        if done.wait(timeout: .now() + limit) == .success { return box.value }
        XCTFail("still blocked after \(Int(limit)) s", file: file, line: line)
        unblock()
        return done.wait(timeout: .now() + limit) == .success ? box.value : nil
    }

    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }
}

/// FIFOs for the tests of files that are not regular.
enum FIFO {
    /// Creates a FIFO at `path`; false if it could not be made.
    static func make(_ path: String) -> Bool {
        mkfifo(path, 0o644) == 0
    }

    /// Lets a reader blocked on the FIFO go on: a writer opens it (without waiting itself) and
    /// closes it again, so the reader sees the end of the file.
    static func release(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Interactive mode's answers from the real standard input: one key at a time, unechoed and
/// without Enter, when it is a terminal; one line at a time when it is a pipe
/// (`yes n | motionfix -i …`). Waits in short polls, so Ctrl-C (turned into the
/// `InterruptionFlag` by `SignalTrap`) ends the wait; the terminal's mode is restored after each key.
final class TerminalAnswers: @unchecked Sendable {
    private let interruption: InterruptionFlag
    private let isTerminal = isatty(STDIN_FILENO) != 0
    private var buffer: [UInt8] = []
    private var atEnd = false

    /// Reads this process's standard input; make one per process.
    init(interruption: InterruptionFlag) {
        self.interruption = interruption
    }

    /// The next key or line; nil at the end of input, on Ctrl-D at a terminal, or once interrupted.
    func next() -> String? {
        isTerminal ? nextKey() : nextLine()
    }

    private func nextKey() -> String? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nextLine() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        guard waitForInput(milliseconds: nil) else { return nil }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1, byte != 4 else { return nil }  // 4: Ctrl-D
        bytes.append(byte)
        // One key, even when several were typed (or pasted) at once: the rest of an escape
        // sequence (arrows), or the continuation bytes of a non-ASCII letter; nothing more.
        if byte == 0x1B {
            while waitForInput(milliseconds: 15), read(STDIN_FILENO, &byte, 1) == 1 { bytes.append(byte) }
        } else if byte >= 0xC0 {
            let continuations = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
            for _ in 0..<continuations where read(STDIN_FILENO, &byte, 1) == 1 { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if atEnd || !waitForInput(milliseconds: nil) {
                guard !buffer.isEmpty, !interruption.isRaised else { return nil }
                defer { buffer = [] }
                return String(decoding: buffer, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count <= 0 { atEnd = true } else { buffer += chunk[..<count] }
        }
    }

    /// Waits until standard input can be read; false when interrupted first, or when
    /// `milliseconds` pass (nil: no limit).
    private func waitForInput(milliseconds: Int?) -> Bool {
        var waited = 0
        while !interruption.isRaised {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let step = min(100, milliseconds.map { $0 - waited } ?? 100)
            let ready = poll(&descriptor, 1, Int32(step))
            if ready > 0 || (ready < 0 && errno != EINTR) { return true }
            waited += step
            if let milliseconds, waited >= milliseconds { return false }
        }
        return false
    }
}

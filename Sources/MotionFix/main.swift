import Foundation
import Rewriter

HeapGrowth.reserveInLargeSteps()
let interruption = InterruptionFlag(exitAtOnce: { farewell in
    // From the signal's queue: no buffered output may be flushed from here, so write(2) and _exit.
    let bytes = Array(farewell.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(ExitCode.interrupted.rawValue)
})
let trap = SignalTrap(flag: interruption)
let code = MotionFixCommand(io: .process(interruption: interruption)).run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)

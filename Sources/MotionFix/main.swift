import Foundation
import Rewriter

HeapGrowth.reserveInLargeSteps()
let interruption = InterruptionFlag()
let trap = SignalTrap(flag: interruption)
let code = MotionFixCommand(io: .process(interruption: interruption)).run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)

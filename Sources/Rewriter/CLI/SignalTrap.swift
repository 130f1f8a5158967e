import Foundation

/// Turns SIGINT and SIGTERM into an `InterruptionFlag`: a run that asked to stop at once ends
/// there (never in the middle of an atomic write); an interactive run stops between its steps.
public final class SignalTrap {
    private var sources: [DispatchSourceSignal] = []
    // A serial queue of its own gets a thread even while the engine keeps every worker of the
    // global queues busy; on a global queue the signal waited until the analysis was over.
    private let queue = DispatchQueue(label: "motionfix.signals")

    /// Installs the handlers for the life of the returned object.
    public init(flag: InterruptionFlag) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { flag.raise() }
            source.resume()
            sources.append(source)
        }
    }
}

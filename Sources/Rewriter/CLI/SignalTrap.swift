import Foundation

/// Turns SIGINT and SIGTERM into an `InterruptionFlag`, so a bulk run stops between files
/// instead of dying in the middle of a write.
public final class SignalTrap {
    private var sources: [DispatchSourceSignal] = []

    /// Installs the handlers for the life of the returned object.
    public init(flag: InterruptionFlag) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { flag.raise() }
            source.resume()
            sources.append(source)
        }
    }
}

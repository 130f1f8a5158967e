import Dispatch

extension Array {
    /// The elements in consecutive runs of `size` (the last may be shorter), in order.
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }

    /// `map` run on every core; results keep the input order.
    func parallelMap<T>(_ transform: (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            withoutActuallyEscaping(transform) { transform in
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    slots[index] = transform(self[index])
                }
            }
        }
        return results.map { $0! }
    }
}

/// Runs `tasks` at once, on every core, and returns when all are done.
func concurrently(_ tasks: () -> Void...) {
    DispatchQueue.concurrentPerform(iterations: tasks.count) { tasks[$0]() }
}

/// Lets `objects` go on another thread, for a caller that holds no other reference to them and
/// should not wait for their freeing. The caller's list is emptied: had it kept its copy, the
/// other thread could be done first and the caller's letting go would free them after all.
func releaseElsewhere(_ objects: inout [AnyObject]) {
    guard !objects.isEmpty else { return }
    let handoff = Handoff()
    swap(&handoff.objects, &objects)
    DispatchQueue.global(qos: .utility).async { handoff.objects = [] }
}

/// The list `releaseElsewhere` hands to the other thread, which empties it there.
private final class Handoff: @unchecked Sendable {
    var objects: [AnyObject] = []
}

/// A value (a result, a list of them) held as one object, for `releaseElsewhere`.
final class Discarded<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

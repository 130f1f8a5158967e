import Foundation

/// The buffers the tokenizer's tables grow in (`TokenBuffer`, `SignificantTables`): taken from
/// `malloc`, grown by `realloc`, then handed over or freed by their owner. Running out of memory
/// for them ends the run.
enum TableBuffer {
    static func allocate<Element>(_ capacity: Int) -> UnsafeMutablePointer<Element> {
        guard let memory = malloc(capacity * MemoryLayout<Element>.stride) else { fatalError("out of memory for \(capacity) tokens") }
        return memory.assumingMemoryBound(to: Element.self)
    }

    static func reallocate<Element>(_ base: UnsafeMutablePointer<Element>, _ capacity: Int) -> UnsafeMutablePointer<Element> {
        guard let larger = realloc(base, capacity * MemoryLayout<Element>.stride) else { fatalError("out of memory for \(capacity) tokens") }
        return larger.assumingMemoryBound(to: Element.self)
    }
}

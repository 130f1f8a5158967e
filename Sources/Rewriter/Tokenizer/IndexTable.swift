/// A table of indices or offsets into one file, stored in 32 bits (half the memory of `[Int]`;
/// `SourceFile` refuses files of 2 GB and more), read as `Int`s.
public struct IndexTable: RandomAccessCollection, Sendable {
    @usableFromInline var storage: [Int32]

    init(_ values: [Int]) { storage = values.map { Int32(truncatingIfNeeded: $0) } }
    init(storage: [Int32]) { self.storage = storage }
    init(repeating value: Int, count: Int) { storage = [Int32](repeating: Int32(truncatingIfNeeded: value), count: count) }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storage.count }
    @inlinable public subscript(position: Int) -> Int {
        get { Int(storage[position]) }
        set { storage[position] = Int32(truncatingIfNeeded: newValue) }
    }
}

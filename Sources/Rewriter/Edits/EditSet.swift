/// The edits of one file, sorted by position and checked not to overlap.
public struct EditSet: Sendable {
    /// The edits in ascending order of their start offset.
    public let edits: [Edit]

    /// Thrown when two edits claim the same bytes; the file must then be left alone.
    public struct OverlapError: Error, CustomStringConvertible {
        public let first: Edit
        public let second: Edit
        public var description: String {
            "internal conflict: rules '\(first.ruleID)' and '\(second.ruleID)' both edit bytes \(second.range.lowerBound)..<\(first.range.upperBound)"
        }
    }

    /// Sorts `edits` and rejects any pair that overlaps. Two insertions at the same offset
    /// keep their given order. Identical duplicate edits are merged.
    public init(_ edits: [Edit]) throws {
        // Their positions sorted, not the edits: moving an edit in a sort retains its strings.
        let ordered = edits.indices.sorted { lhs, rhs in
            let left = edits[lhs].range, right = edits[rhs].range
            if left.lowerBound != right.lowerBound { return left.lowerBound < right.lowerBound }
            if left.isEmpty != right.isEmpty { return left.isEmpty }
            return lhs < rhs
        }.map { edits[$0] }
        var accepted: [Edit] = []
        accepted.reserveCapacity(ordered.count)
        for edit in ordered {
            if let last = accepted.last {
                if last == edit { continue }
                if edit.range.lowerBound < last.range.upperBound { throw OverlapError(first: last, second: edit) }
            }
            accepted.append(edit)
        }
        self.edits = accepted
    }

    /// Whether there is nothing to change.
    public var isEmpty: Bool { edits.isEmpty }

    /// Returns `source` with every edit spliced in; bytes outside the edits are copied unchanged.
    public func apply(to source: [UInt8]) -> [UInt8] {
        apply(to: source, only: edits)
    }

    /// Splices a subset of the edits (already sorted and non-overlapping), e.g. the hunks a user accepted.
    public func apply(to source: [UInt8], only chosen: [Edit]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count + chosen.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        for edit in chosen {
            output.append(contentsOf: source[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: source[cursor...])
        return output
    }
}

extension EditSet {
    /// No edits.
    public static let empty: EditSet = try! EditSet([])
}

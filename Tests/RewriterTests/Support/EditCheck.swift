import Rewriter

extension FileResult {
    /// Whether the output is the original with the edits spliced in and nothing else: the
    /// original's bytes between the sorted edits, re-joined with the replacements, give the output.
    var onlyEditedBytesChanged: Bool {
        var expected: [UInt8] = []
        expected.reserveCapacity(output.count)
        var position = 0
        for edit in editSet.edits {
            expected += original[position..<edit.range.lowerBound]
            expected += edit.replacement
            position = edit.range.upperBound
        }
        expected += original[position...]
        return expected == output
    }
}

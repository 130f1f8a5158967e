/// A hunk asked about in interactive mode: change blocks of one file shown with context,
/// grouped into parts that can be decided separately (`s` splits between parts). A part never
/// separates edits of one change unit. The inserted `@Environment` property is never in a hunk.
struct ReviewHunk {
    /// What the user decided.
    enum Decision {
        case undecided
        case applied
        case skipped
        /// Applied as the user edited it with `e`.
        case edited(EditedHunk)
    }

    /// Index of the file in `ReviewPlan.files`.
    let file: Int
    /// Runs of blocks that must be decided together, in file order.
    let parts: [[ChangeBlock]]
    var decision: Decision = .undecided
    /// The hosts whose `reduceMotion` property its edits read (kept: the session asks for it
    /// about every hunk each time one is decided).
    let hostKeys: Set<String>

    init(file: Int, parts: [[ChangeBlock]]) {
        self.file = file
        self.parts = parts
        hostKeys = Set(parts.joined().flatMap(\.edits).compactMap(\.hostKey))
    }

    /// The blocks shown, in file order.
    var blocks: [ChangeBlock] { parts.flatMap { $0 } }

    /// The edits this hunk applies, in file order.
    var edits: [Edit] { blocks.flatMap(\.edits) }

    /// Whether `s` can split it.
    var canSplit: Bool { parts.count > 1 }

    /// One hunk per part.
    func split() -> [ReviewHunk] {
        parts.map { ReviewHunk(file: file, parts: [$0]) }
    }

    /// The diff hunk shown for it.
    func diffHunk(in source: SourceLines) -> UnifiedDiff.Hunk {
        UnifiedDiff.hunk(of: blocks, in: source)
    }

    var isDecided: Bool {
        if case .undecided = decision { return false }
        return true
    }

    /// The hunks of a file's edits: blocks joined into parts by change units, parts whose
    /// context would overlap joined into one hunk, as `UnifiedDiff` does.
    static func hunks(of edits: [Edit], file: Int, in source: SourceLines) -> [ReviewHunk] {
        let blocks = ChangeBlock.blocks(of: edits, in: source)
        let units = ChangeUnits.unitIndices(of: edits)
        var unitOfEdit: [Edit: Int] = [:]
        for (edit, unit) in zip(edits, units) { unitOfEdit[edit] = unit }
        var lastBlockOfUnit: [Int: Int] = [:]
        for (index, block) in blocks.enumerated() {
            for edit in block.edits { if let unit = unitOfEdit[edit] { lastBlockOfUnit[unit] = index } }
        }
        var parts: [[ChangeBlock]] = []
        var partEnd = -1
        for (index, block) in blocks.enumerated() {
            if index > partEnd { parts.append([]) }
            parts[parts.count - 1].append(block)
            for edit in block.edits { partEnd = max(partEnd, unitOfEdit[edit].flatMap { lastBlockOfUnit[$0] } ?? index) }
        }
        var hunks: [ReviewHunk] = []
        for part in parts {
            if let previous = hunks.last, part[0].oldStart - previous.blocks.last!.oldEnd <= 2 * UnifiedDiff.contextLines {
                hunks[hunks.count - 1] = ReviewHunk(file: file, parts: previous.parts + [part])
            } else {
                hunks.append(ReviewHunk(file: file, parts: [part]))
            }
        }
        return hunks
    }
}

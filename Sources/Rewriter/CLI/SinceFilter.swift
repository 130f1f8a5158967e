import Foundation

/// `--since`: keeps only the hunks whose changed lines touch lines changed since a revision,
/// with the `@Environment` properties those hunks read, and the findings on those lines.
struct SinceFilter {
    let changes: GitChanges

    /// `results` reduced to the hunks touching changed lines; `absolutePaths` maps shown paths to disk.
    func apply(to results: [FileResult], absolutePaths: [String: String]) -> [FileResult] {
        let isProperty = { (edit: Edit) in edit.ruleID == RuleCatalog.environmentPropertyID }
        var kept: [[Edit]] = []
        var keptLines: [Set<Int>] = []
        for result in results {
            let path = absolutePaths[result.path].map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } ?? result.path
            var edits: [Edit] = []
            var lines: Set<Int> = []
            if result.isChanged, changes.touches(path) {
                let source = SourceLines(result.original)
                for hunk in ReviewHunk.hunks(of: result.editSet.edits.filter { !isProperty($0) }, file: 0, in: source) {
                    // 1-based lines of the blocks; an insertion touches the lines around it.
                    let blockLines = hunk.blocks.flatMap { block in
                        block.oldLines.isEmpty ? [block.oldStart, block.oldStart + 1] : Array((block.oldStart + 1)...block.oldEnd)
                    }
                    guard blockLines.contains(where: { changes.touches(path, line: $0) }) else { continue }
                    edits += hunk.edits
                    lines.formUnion(blockLines)
                }
            }
            kept.append(edits)
            keptLines.append(lines)
        }
        let readHosts = Set(kept.flatMap { $0.compactMap(\.hostKey) })
        return results.enumerated().map { position, result in
            let path = absolutePaths[result.path].map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } ?? result.path
            var filtered = result
            let properties = result.editSet.edits.filter { isProperty($0) && $0.hostKey.map(readHosts.contains) == true }
            let edits = (kept[position] + properties).sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard result.error == nil, let editSet = try? EditSet(edits) else { return filtered }
            filtered.editSet = editSet
            filtered.output = editSet.apply(to: result.original)
            filtered.findings = result.findings.filter { finding in
                switch finding.action {
                case .fixed, .review: return keptLines[position].contains(finding.line)
                case .manual: return changes.touches(path, line: finding.line)
                default: return true
                }
            }
            return filtered
        }
    }
}

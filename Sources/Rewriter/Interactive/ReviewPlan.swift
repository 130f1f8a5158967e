/// What interactive mode reviews: every changed file in path order with its hunks, the
/// properties the engine inserts, and which files must be written together.
struct ReviewPlan {
    /// A changed file.
    struct File {
        let result: FileResult
        /// Where it is written.
        let absolutePath: String
        let source: SourceLines
        /// The hunks as first shown (before any split); property insertions are left out.
        let hunks: [ReviewHunk]
        /// Why each change is made (`ChangeReason`), from the file's findings.
        let reasons: ChangeReason.Finder
        /// The shown path.
        var path: String { result.path }
    }

    /// Changed files, in path order; a file whose only change is a property insertion is
    /// here with no hunks.
    let files: [File]
    /// The inserted properties by host key.
    let properties: [String: PropertySite]
    /// Files written together, in order of their first file: a host's file with every file
    /// that reads its property, so they are never written half-agreed (an extension applied,
    /// the property it reads not).
    let writeGroups: [[Int]]

    /// Plans the review of `results` (from one engine run); `absolutePaths` maps shown paths to disk.
    init(results: [FileResult], absolutePaths: [String: String]) {
        let changed = results.filter(\.isChanged).sorted { $0.path < $1.path }
        var files: [File] = []
        var properties: [String: PropertySite] = [:]
        let isProperty = { (edit: Edit) in edit.ruleID == RuleCatalog.environmentPropertyID }
        for (index, result) in changed.enumerated() {
            let source = SourceLines(result.original)
            for edit in result.editSet.edits where isProperty(edit) && edit.hostKey != nil {
                properties[edit.hostKey!] = PropertySite(edit: edit, file: index, in: source)
            }
            let hunks = ReviewHunk.hunks(of: result.editSet.edits.filter { !isProperty($0) }, file: index, in: source)
            files.append(File(result: result, absolutePath: absolutePaths[result.path] ?? result.path, source: source, hunks: hunks,
                              reasons: ChangeReason.Finder(findings: result.findings)))
        }
        self.files = files
        self.properties = properties
        writeGroups = ReviewPlan.groups(files: files, properties: properties)
    }

    /// Connected files (a property's file and the files reading it), each group sorted.
    private static func groups(files: [File], properties: [String: PropertySite]) -> [[Int]] {
        var parent = Array(files.indices)
        func root(_ file: Int) -> Int {
            var file = file
            while parent[file] != file { file = parent[file] }
            return file
        }
        for (index, file) in files.enumerated() {
            for key in Set(file.result.editSet.edits.compactMap(\.hostKey)) {
                if let site = properties[key] { parent[root(index)] = root(site.file) }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in files.indices { groups[root(index), default: []].append(index) }
        return groups.values.sorted { $0[0] < $1[0] }
    }
}

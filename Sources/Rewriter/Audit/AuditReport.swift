/// What `motionfix audit` reports: every motion site of a run, from the same engine results the
/// fixer writes (docs/AUDIT.md). Every output format renders this one value.
public struct AuditReport: Sendable {
    /// The schema version of the JSON output; bumped only when a field changes meaning or goes.
    public static let schemaVersion = 1

    /// One motion site as the audit reports it (several findings at one site are merged).
    public struct Item: Sendable, Equatable {
        public var path: String
        public var line: Int
        /// 1-based, in UTF-8 bytes (as compilers and Xcode count).
        public var column: Int
        /// 1-based, in UTF-16 code units (as SARIF counts by default).
        public var utf16Column: Int
        public var api: String
        public var ruleID: String
        public var severity: Severity
        public var category: MotionCategory
        public var respectsReduceMotion: Bool
        /// The site, its condition or the animation that drives it reads the setting; a site that
        /// respects it without reading it is safe as it is (a fade, a colour change).
        public var readsReduceMotion: Bool
        public var action: AuditAction
        /// Why the rule did what it did (`FindingReason`'s id in the JSON and SARIF).
        public var reason: FindingReason
        public var message: String
        public var suggestion: String?
        /// Why this severity (`a movement of 40 pt on one axis, driven by a spring`).
        public var severityReason: String
        /// Lines of the animations that drive this value, in the same file.
        public var drivenBy: [Int]
    }

    public struct File: Sendable, Equatable {
        public var path: String
        public var items: [Item]

        public var highestSeverity: Severity { items.map(\.severity).max() ?? .none }
        /// Whether every site of the file respects Reduce Motion.
        public var respectsReduceMotion: Bool { items.allSatisfy(\.respectsReduceMotion) }
        /// The APIs of the file, most frequent first.
        public var apis: [String] {
            var counts: [String: Int] = [:]
            for item in items { counts[item.api, default: 0] += 1 }
            return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        }
    }

    /// Files with at least one motion site, sorted by path.
    public var files: [File]
    /// Every file read (including those with no motion and those that failed).
    public var scannedFiles: Int
    /// Files that could not be processed, as `path:line:col: error: …` diagnostics.
    public var errors: [Diagnostic]
    /// Views that gain the `@Environment(\.accessibilityReduceMotion)` property when motionfix runs.
    public var propertiesAdded: Int

    /// Builds the report from one engine run. `unreadable` are files that never reached the engine.
    public init(results: [FileResult], unreadable: [Diagnostic] = [], scannedFiles: Int? = nil) {
        var report = AuditReport(files: [], scannedFiles: 0, errors: unreadable, propertiesAdded: 0)
        for result in results { report.add(result) }
        self.init(files: report.files, scannedFiles: scannedFiles ?? results.count + unreadable.count, errors: report.errors,
                  propertiesAdded: report.propertiesAdded)
    }

    /// An empty report of `scannedFiles` files, to which each file's result is added as it comes.
    public init(scannedFiles: Int) {
        self.init(files: [], scannedFiles: scannedFiles, errors: [], propertiesAdded: 0)
    }

    private init(files: [File], scannedFiles: Int, errors: [Diagnostic], propertiesAdded: Int) {
        self.files = files.sorted { $0.path < $1.path }
        self.errors = errors.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        self.scannedFiles = scannedFiles
        self.propertiesAdded = propertiesAdded
    }

    /// Adds one file's sites, error and property insertions (nothing of the file is kept but its
    /// items). Results added in path order keep the report sorted.
    public mutating func add(_ result: FileResult) {
        if let error = result.error {
            errors.append(error)
            if errors.count > 1, (errors[errors.count - 2].path, errors[errors.count - 2].line) > (error.path, error.line) {
                errors.sort { ($0.path, $0.line) < ($1.path, $1.line) }
            }
        }
        propertiesAdded += result.editSet.edits.filter { $0.ruleID == RuleCatalog.environmentPropertyID }.count
        let items = AuditReport.items(of: result)
        guard !items.isEmpty else { return }
        files.append(File(path: result.path, items: items))
        if files.count > 1, files[files.count - 2].path > result.path { files.sort { $0.path < $1.path } }
    }

    /// The motion sites of one file: one item per site, findings at the same site merged.
    static func items(of result: FileResult) -> [Item] {
        var items: [Item] = []
        var positionOfSite: [String: Int] = [:]
        var columns = UTF16Columns(result.findings.isEmpty ? [] : result.original)
        for finding in result.findings {
            guard let assessment = finding.assessment, assessment.isMotion else { continue }
            var item = Item(path: finding.path, line: finding.line, column: finding.column,
                            utf16Column: columns.column(line: finding.line, column: finding.column),
                            api: assessment.api, ruleID: finding.ruleID, severity: assessment.severity, category: assessment.category,
                            respectsReduceMotion: assessment.respectsReduceMotion, readsReduceMotion: assessment.readsReduceMotion,
                            action: finding.auditAction, reason: finding.reason, message: finding.message,
                            suggestion: assessment.suggestion ?? finding.suggestion, severityReason: assessment.basis, drivenBy: assessment.drivenBy)
            let key = "\(finding.line):\(finding.column):\(finding.ruleID)"
            guard let position = positionOfSite[key] else {
                positionOfSite[key] = items.count
                items.append(item)
                continue
            }
            // `.offset(x: a, y: b)` with one argument fixed and one kept: one site, the stronger action.
            let existing = items[position]
            // The site gives the reason of the finding whose action it takes (the first on a tie).
            if rank(existing.action) >= rank(item.action) { item.reason = existing.reason }
            if rank(existing.action) > rank(item.action) {
                item.action = existing.action
                item.suggestion = existing.suggestion ?? item.suggestion
            }
            item.message = existing.message == item.message ? item.message : existing.message + "; " + item.message
            item.severity = max(existing.severity, item.severity)
            item.respectsReduceMotion = existing.respectsReduceMotion && item.respectsReduceMotion
            item.readsReduceMotion = item.respectsReduceMotion && (existing.readsReduceMotion || item.readsReduceMotion)
            item.drivenBy = Array(Set(existing.drivenBy + item.drivenBy)).sorted()
            if existing.severity > item.severity { item.severityReason = existing.severityReason; item.category = existing.category }
            items[position] = item
        }
        return items.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private static func rank(_ action: AuditAction) -> Int {
        switch action {
        case .none: return 0
        case .auto: return 1
        case .review: return 2
        case .manual: return 3
        }
    }

    /// The UTF-16 columns of byte columns in one file. Asked in source order (as findings are
    /// sorted), each answer continues from the last on the same line, so a file of many sites,
    /// or one long line of them, is read once.
    struct UTF16Columns {
        private let bytes: [UInt8]
        private let lineStarts: [Int]
        /// The last answer: its line, byte offset and UTF-16 column.
        private var last: (line: Int, offset: Int, column: Int)? = nil

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            lineStarts = SourceLines.starts(of: bytes)
        }

        /// The 1-based UTF-16 column of 1-based byte `column` on 1-based `line`.
        mutating func column(line: Int, column: Int) -> Int {
            // As scanning lines from the start would: a line past the end is the last line.
            let lineStart = lineStarts[max(0, min(line, lineStarts.count) - 1)]
            let end = min(bytes.count, lineStart + column - 1)
            guard end > lineStart else { return column }
            var offset = lineStart
            var units = 0
            if let last, last.line == line, last.offset <= end { (offset, units) = (last.offset, last.column - 1) }
            bytes.withUnsafeBufferPointer { bytes in
                while offset < end {
                    let byte = bytes[offset]
                    // A scalar is one unit, or two from U+10000 (a four-byte sequence); a
                    // continuation byte adds none.
                    if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                    offset += 1
                }
            }
            last = (line, end, units + 1)
            return units + 1
        }
    }

    // MARK: - Totals

    /// Every site, file by file (a copy of them all: to count, use `totals`).
    public var items: [Item] { files.flatMap(\.items) }
    /// How many sites there are.
    public var siteCount: Int { files.reduce(0) { $0 + $1.items.count } }
    public var respectingCount: Int { totals.respecting }
    /// How many sites read the setting (the rest of those respecting it are safe as they are).
    public var readingCount: Int { totals.reading }

    public func count(_ severity: Severity) -> Int { totals.count(severity) }
    public func count(_ action: AuditAction) -> Int { totals.count(action) }
    public func count(_ category: MotionCategory) -> Int { totals.count(category) }

    /// Every count of the sites, in one walk over them: a report that shows many counts takes
    /// this once rather than walking the sites for each.
    public var totals: Totals { Totals(files) }

    /// The sites counted by severity, action and category, without copying them out.
    public struct Totals: Sendable {
        public private(set) var sites = 0
        public private(set) var respecting = 0
        /// Sites that read the setting: a part of `respecting`.
        public private(set) var reading = 0
        /// By `Severity.allCases`' order: sites, those respecting Reduce Motion, and by action.
        private var bySeverity = [(sites: Int, respecting: Int, byAction: [Int])](
            repeating: (0, 0, [Int](repeating: 0, count: AuditAction.allCases.count)), count: Severity.allCases.count)
        /// By `AuditAction.allCases`' and `MotionCategory.allCases`' order.
        private var byAction = [Int](repeating: 0, count: AuditAction.allCases.count)
        private var byCategory = [Int](repeating: 0, count: MotionCategory.allCases.count)

        init(_ files: [File]) {
            for file in files {
                for item in file.items {
                    let severity = Severity.allCases.firstIndex(of: item.severity)!, action = AuditAction.allCases.firstIndex(of: item.action)!
                    sites += 1
                    byAction[action] += 1
                    byCategory[MotionCategory.allCases.firstIndex(of: item.category)!] += 1
                    bySeverity[severity].sites += 1
                    bySeverity[severity].byAction[action] += 1
                    if item.readsReduceMotion { reading += 1 }
                    if item.respectsReduceMotion {
                        respecting += 1
                        bySeverity[severity].respecting += 1
                    }
                }
            }
        }

        public func count(_ severity: Severity) -> Int { bySeverity[Severity.allCases.firstIndex(of: severity)!].sites }
        public func count(_ action: AuditAction) -> Int { byAction[AuditAction.allCases.firstIndex(of: action)!] }
        public func count(_ category: MotionCategory) -> Int { byCategory[MotionCategory.allCases.firstIndex(of: category)!] }
        /// Sites of `severity` that respect Reduce Motion.
        public func respecting(_ severity: Severity) -> Int { bySeverity[Severity.allCases.firstIndex(of: severity)!].respecting }
        /// Sites of `severity` that get `action`.
        public func count(_ severity: Severity, _ action: AuditAction) -> Int {
            bySeverity[Severity.allCases.firstIndex(of: severity)!].byAction[AuditAction.allCases.firstIndex(of: action)!]
        }
    }

    /// The sites `--strict` fails on: every site left for a person, and every site motionfix
    /// changes of medium or higher severity. A site left alone on purpose never fails it, so
    /// once motionfix has run, what fails is exactly the manual work it listed.
    public var strictFailures: [Item] { items.filter(\.failsStrict) }

    /// The share of sites that respect Reduce Motion, as a whole percentage.
    public var respectingPercent: Int {
        siteCount == 0 ? 100 : Int((Double(respectingCount) * 100 / Double(siteCount)).rounded())
    }
}

extension AuditReport.Item {
    /// Whether `--strict` fails on this site: work motionfix does (a fix of medium or higher
    /// severity) or asks a person to do (any manual site) and that is not done yet.
    public var failsStrict: Bool {
        switch action {
        case .manual: return true
        case .auto, .review: return severity >= .medium
        case .none: return false
        }
    }
}

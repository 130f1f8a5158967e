/// The result cache's byte format: unsigned LEB128 integers and length-prefixed UTF-8 strings,
/// written in one buffer and read back with every length checked, so that a damaged or
/// truncated cache file is a miss, never a crash.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ fingerprint: Fingerprint) {
        write(fingerprint.count)
        write(fingerprint.hash)
    }

    mutating func write(_ value: [UInt8]) {
        write(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func write(_ value: String) { write(Array(value.utf8)) }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }
}

/// Reads what `CacheWriter` wrote; any read past the end or out of range throws.
struct CacheReader {
    struct Damaged: Error {}

    private let bytes: [UInt8]
    /// Where the next read starts.
    private(set) var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func readInt() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Damaged() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value))
    }

    /// A count or an offset: never negative.
    mutating func readCount() throws -> Int {
        let value = try readInt()
        guard value >= 0 else { throw Damaged() }
        return value
    }

    /// The number of elements that follow, each at least a byte long.
    mutating func readElementCount() throws -> Int {
        let count = try readCount()
        guard count <= bytes.count - offset else { throw Damaged() }
        return count
    }

    mutating func readUInt64() throws -> UInt64 {
        guard offset + 8 <= bytes.count else { throw Damaged() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    mutating func readFingerprint() throws -> Fingerprint {
        Fingerprint(count: try readCount(), hash: try readUInt64())
    }

    mutating func readBool() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Damaged() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func readBytes() throws -> [UInt8] {
        let count = try readCount()
        guard count <= bytes.count - offset else { throw Damaged() }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func readString() throws -> String {
        let count = try readCount()
        guard count <= bytes.count - offset else { throw Damaged() }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func readOptionalString() throws -> String? {
        try readBool() ? try readString() : nil
    }
}

// What the cache keeps of a result: its edits, findings (with the audit's assessment) and error.

extension CacheWriter {
    /// The stored properties written for each type; `ResultCacheTests` checks them against
    /// the types, so a property added later cannot be left out of the cache.
    static let storedFields: [String: [String]] = [
        "Edit": ["range", "replacement", "ruleID", "needsReview", "hostKey"],
        "Finding": ["path", "line", "column", "ruleID", "action", "reason", "message", "suggestion", "site", "assessment"],
        "Assessment": ["api", "severity", "category", "respectsReduceMotion", "readsReduceMotion", "isMotion", "basis", "action", "suggestion", "drivenBy"],
        "Diagnostic": ["path", "line", "column", "severity", "message"],
    ]

    mutating func write(_ edit: Edit) {
        write(edit.range.lowerBound)
        write(edit.range.upperBound)
        write(edit.replacement)
        write(edit.ruleID)
        write(edit.needsReview)
        write(edit.hostKey)
    }

    mutating func write(_ finding: Finding) {
        write(finding.path)
        write(finding.line)
        write(finding.column)
        write(finding.ruleID)
        write(finding.action.rawValue)
        write(finding.reason.rawValue)
        write(finding.message)
        write(finding.suggestion)
        write(finding.site ?? -1)
        write(finding.assessment != nil)
        if let assessment = finding.assessment { write(assessment) }
    }

    mutating func write(_ assessment: Assessment) {
        write(assessment.api)
        write(assessment.severity.rawValue)
        write(assessment.category.rawValue)
        write(assessment.respectsReduceMotion)
        write(assessment.readsReduceMotion)
        write(assessment.isMotion)
        write(assessment.basis)
        write(assessment.action.rawValue)
        write(assessment.suggestion)
        write(assessment.drivenBy.count)
        for line in assessment.drivenBy { write(line) }
    }

    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.path)
        write(diagnostic.line)
        write(diagnostic.column)
        write(diagnostic.severity.rawValue)
        write(diagnostic.message)
    }
}

extension CacheReader {
    mutating func readEdit() throws -> Edit {
        let lower = try readCount()
        let upper = try readCount()
        guard lower <= upper else { throw Damaged() }
        return Edit(range: lower..<upper, replacement: try readBytes(), ruleID: try readString(),
                    needsReview: try readBool(), hostKey: try readOptionalString())
    }

    mutating func readFinding() throws -> Finding {
        let path = try readString()
        let line = try readInt()
        let column = try readInt()
        let ruleID = try readString()
        guard let action = Finding.Action(rawValue: try readString()),
              let reason = FindingReason(rawValue: try readString()) else { throw Damaged() }
        var finding = Finding(path: path, line: line, column: column, ruleID: ruleID, action: action, reason: reason,
                              message: try readString(), suggestion: try readOptionalString())
        let site = try readInt()
        finding.site = site >= 0 ? site : nil
        if try readBool() { finding.assessment = try readAssessment() }
        return finding
    }

    mutating func readAssessment() throws -> Assessment {
        let api = try readString()
        guard let severity = Severity(rawValue: try readInt()),
              let category = MotionCategory(rawValue: try readString()) else { throw Damaged() }
        let respects = try readBool()
        let reads = try readBool()
        var assessment = Assessment(api: api, severity: severity, category: category, respectsReduceMotion: respects,
                                    isMotion: try readBool(), basis: try readString())
        assessment.readsReduceMotion = reads
        guard let action = AuditAction(rawValue: try readString()) else { throw Damaged() }
        assessment.action = action
        assessment.suggestion = try readOptionalString()
        assessment.drivenBy = try (0..<readElementCount()).map { _ in try readInt() }
        return assessment
    }

    mutating func readDiagnostic() throws -> Diagnostic {
        let path = try readString()
        let line = try readInt()
        let column = try readInt()
        guard let severity = Diagnostic.Severity(rawValue: try readString()) else { throw Damaged() }
        return Diagnostic(path: path, line: line, column: column, severity: severity, message: try readString())
    }
}

/// A JSON value whose objects keep their keys in the order written, so every run prints the
/// same bytes on every platform (Foundation's writer orders keys only alphabetically).
indirect enum JSONValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Two-space indented JSON ending in a newline.
    func rendered() -> String {
        // Written as bytes, made a string once: a report of megabytes is hundreds of thousands
        // of appends, each costing a string's growth check.
        var out: [UInt8] = []
        write(to: &out, depth: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], depth: Int) {
        switch self {
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .int(let number): out += String(number).utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .null: out += "null".utf8
        case .array(let values):
            guard !values.isEmpty else { out += "[]".utf8; return }
            out += "[\n".utf8
            for (position, value) in values.enumerated() {
                JSONValue.indent(depth + 1, to: &out)
                value.write(to: &out, depth: depth + 1)
                out += (position == values.count - 1 ? "\n" : ",\n").utf8
            }
            JSONValue.indent(depth, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out += "{}".utf8; return }
            out += "{\n".utf8
            for (position, (key, value)) in members.enumerated() {
                JSONValue.indent(depth + 1, to: &out)
                JSONValue.writeString(key, to: &out)
                out += ": ".utf8
                value.write(to: &out, depth: depth + 1)
                out += (position == members.count - 1 ? "\n" : ",\n").utf8
            }
            JSONValue.indent(depth, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ depth: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// `text` quoted, its quotes, backslashes and control characters escaped (a control
    /// character without a short escape as `\u00xx`); every other byte as it is.
    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        defer { out.append(UInt8(ascii: "\"")) }
        // Nearly every string (paths, messages, code) needs no escape: copied whole.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            out.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += #"\u00"#.utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
    }
}

/// `motionfix audit --format json`: the schema documented in docs/AUDIT.md.
enum AuditJSON {
    static func render(_ report: AuditReport) -> String {
        document(report).rendered()
    }

    static func document(_ report: AuditReport) -> JSONValue {
        .object([
            ("version", .int(AuditReport.schemaVersion)),
            ("tool", .object([("name", .string("motionfix")), ("version", .string(Usage.versionNumber))])),
            ("totals", totals(report)),
            ("files", .array(report.files.map { file in
                .object([("path", .string(file.path)), ("findings", .array(file.items.map(finding)))])
            })),
            ("errors", .array(report.errors.map { error in
                .object([("path", .string(error.path)), ("line", .int(error.line)), ("column", .int(error.column)), ("message", .string(error.message))])
            })),
        ])
    }

    static func totals(_ report: AuditReport) -> JSONValue {
        let totals = report.totals
        return .object([
            ("filesScanned", .int(report.scannedFiles)),
            ("filesWithFindings", .int(report.files.count)),
            ("findings", .int(totals.sites)),
            ("respectingReduceMotion", .int(totals.respecting)),
            ("readingReduceMotion", .int(totals.reading)),
            ("strictFailures", .int(report.strictFailures.count)),
            ("propertiesAdded", .int(report.propertiesAdded)),
            ("bySeverity", .object(Severity.descending.map { ($0.description, .int(totals.count($0))) })),
            ("byAction", .object(AuditAction.allCases.map { ($0.rawValue, .int(totals.count($0))) })),
            ("byCategory", .object(MotionCategory.allCases.map { ($0.rawValue, .int(totals.count($0))) })),
        ])
    }

    static func finding(_ item: AuditReport.Item) -> JSONValue {
        .object([
            ("path", .string(item.path)),
            ("line", .int(item.line)),
            ("column", .int(item.column)),
            ("api", .string(item.api)),
            ("rule", .string(item.ruleID)),
            ("severity", .string(item.severity.description)),
            ("category", .string(item.category.rawValue)),
            ("respectsReduceMotion", .bool(item.respectsReduceMotion)),
            ("readsReduceMotion", .bool(item.readsReduceMotion)),
            ("action", .string(item.action.rawValue)),
            ("reason", .string(item.reason.rawValue)),
            ("message", .string(item.message)),
            ("suggestion", .optional(item.suggestion)),
            ("severityReason", .string(item.severityReason)),
            ("drivenBy", .array(item.drivenBy.map(JSONValue.int))),
        ])
    }
}

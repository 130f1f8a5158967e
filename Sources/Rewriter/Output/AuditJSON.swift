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
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (position, value) in values.enumerated() {
                out += indent + "  "
                value.write(to: &out, indent: indent + "  ")
                out += position == values.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (position, (key, value)) in members.enumerated() {
                out += indent + "  "
                JSONValue.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + "  ")
                out += position == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
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
            ("action", .string(item.action.rawValue)),
            ("message", .string(item.message)),
            ("suggestion", .optional(item.suggestion)),
            ("severityReason", .string(item.severityReason)),
            ("drivenBy", .array(item.drivenBy.map(JSONValue.int))),
        ])
    }
}

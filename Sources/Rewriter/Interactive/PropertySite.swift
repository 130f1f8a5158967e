/// An `@Environment(\.accessibilityReduceMotion)` property the engine inserts into a host. In
/// interactive mode it is never asked about: it is applied exactly when an applied hunk reads it.
struct PropertySite {
    /// The host's key, as in `Edit.hostKey`.
    let hostKey: String
    /// The insertion.
    let edit: Edit
    /// Index of the file in `ReviewPlan.files`.
    let file: Int
    /// The host's name (`CardView`).
    let hostName: String
    /// The property's name (`reduceMotion`).
    let propertyName: String
    /// The property as one line of code, e.g. `@Environment(\.accessibilityReduceMotion) private var reduceMotion`.
    let declaration: String
    /// 1-based line of the file where it goes.
    let line: Int

    init(edit: Edit, file: Int, in source: SourceLines) {
        hostKey = edit.hostKey ?? ""
        self.edit = edit
        self.file = file
        line = source.line(of: edit.range.lowerBound) + 1
        if hostKey.hasSuffix(ModelAnimationGate.helperKeySuffix) {
            // The file-private setting a class's gated animation reads (`insertSettingHelper`).
            hostName = "the file"
            propertyName = "\(ModelAnimationGate.settingHelperName)"
            declaration = "@MainActor private var \(propertyName): Bool (the system's setting, per platform)"
            return
        }
        hostName = hostKey.split(separator: ":").last.map(String.init) ?? hostKey
        let words = String(decoding: edit.replacement, as: UTF8.self).split(whereSeparator: { $0.isWhitespace })
        declaration = words.joined(separator: " ")
        let afterVar = words.firstIndex(of: "var").map { words.index(after: $0) }
        propertyName = afterVar.flatMap { $0 < words.endIndex ? String(words[$0]) : nil } ?? "reduceMotion"
    }

    /// Whether `bytes` use the property's name as an identifier.
    func isRead(in bytes: [UInt8]) -> Bool {
        let name = Array(propertyName.utf8)
        guard !name.isEmpty, bytes.count >= name.count else { return false }
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        for start in 0...(bytes.count - name.count) where bytes[start..<(start + name.count)].elementsEqual(name) {
            let before = start == 0 || !isIdentifier(bytes[start - 1])
            let after = start + name.count == bytes.count || !isIdentifier(bytes[start + name.count])
            if before && after { return true }
        }
        return false
    }
}

/// Finds the first byte that is not part of valid UTF-8, so the error can point at it.
enum UTF8Check {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                // Thirty-two, then eight ASCII bytes at a time: most source is ASCII.
                if index + 32 <= bytes.count {
                    let base = UnsafeRawPointer(bytes.baseAddress! + index)
                    let any = base.loadUnaligned(as: UInt64.self) | base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                    if any & 0x8080_8080_8080_8080 == 0 {
                        index += 32
                        continue
                    }
                }
                if index + 8 <= bytes.count,
                   UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                let length: Int
                switch byte {
                case 0x00...0x7F: index += 1; continue
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: return index
                }
                guard index + length <= bytes.count else { return index }
                for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
                let second = bytes[index + 1]
                if byte == 0xE0 && second < 0xA0 || byte == 0xED && second > 0x9F || byte == 0xF0 && second < 0x90 || byte == 0xF4 && second > 0x8F {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    /// The error for `bytes` of file `path` when they are not valid UTF-8 (`message` says what
    /// became of the file), pointing at the first invalid byte; nil when they are valid.
    static func diagnostic(for bytes: [UInt8], path: String, message: String) -> Diagnostic? {
        guard let offset = firstInvalidOffset(bytes) else { return nil }
        let (line, column) = location(of: offset, in: bytes)
        return Diagnostic(path: path, line: line, column: column, message: message)
    }

    /// 1-based line and column of `offset`.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }
}

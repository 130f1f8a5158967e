extension String {
    /// Whether `text` occurs in this string, as `contains(_:)` answers. When both are ASCII (nearly
    /// every message and phrase) their bytes are searched: Foundation's search, which `contains`
    /// goes through, costs tens of thousands of instructions a call, and the audit asks per site.
    func containsText(_ text: String) -> Bool {
        var haystack = self, needle = text
        let found: Bool? = haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard haystack.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                return ByteSearch.contains(needle, in: haystack)
            }
        }
        return found ?? contains(text)
    }
}

/// A plain search for a run of bytes.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`.
    static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

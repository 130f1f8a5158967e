/// Swift source built line by line at the current indentation, so generated snippets nest
/// without counting spaces.
struct SourceLines {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; an empty line stays empty.
    mutating func line(_ line: String) {
        text += line.isEmpty ? "\n" : String(repeating: "    ", count: depth) + line + "\n"
    }

    /// A snippet of several lines, each indented by the current indentation on top of its own.
    mutating func lines(_ snippet: String) {
        for line in snippet.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(String(line))
        }
    }

    /// `opener` (ending in `{`) and one level deeper until `close()`.
    mutating func open(_ opener: String) {
        line(opener)
        depth += 1
    }

    mutating func close(_ closer: String = "}") {
        depth -= 1
        line(closer)
    }
}

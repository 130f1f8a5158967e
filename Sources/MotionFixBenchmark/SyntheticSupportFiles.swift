/// The files of an app that are not views: models, stores, API clients and extensions, with the
/// comments and string literals such code has. Each grows by whole declarations up to its size.
extension SyntheticSourceWriter {
    mutating func modelFile(noun: String, size: Int) -> SyntheticCodeBase.File {
        let name = typeName(noun + "Item")
        var out = fileHeader(name, imports: ["Foundation"])
        out.line("")
        out.line("/// A \(noun.lowercased()) as the API returns it.")
        out.open("struct \(name): Identifiable, Codable, Hashable {")
        out.lines("let id: UUID\nvar title: String\nvar subtitle: String?\nvar tags: [String]\nvar createdAt: Date\nvar isFavorite: Bool")
        out.line("")
        out.lines("/// The title, or a placeholder while it is empty.\nvar displayTitle: String {\n    title.isEmpty ? \"Untitled\" : title\n}")
        out.line("")
        out.line("static let sample = \(name)(id: UUID(), title: \"\(random.pick(SyntheticVocabulary.phrases))\", subtitle: nil, tags: [\"new\"], createdAt: .now, isFavorite: false)")
        out.close()
        while out.text.utf8.count < size {
            out.line("")
            switch random.int(in: 0...2) {
            case 0:
                let status = typeName(noun + "Status")
                out.line("// MARK: - \(status.dropFirst())")
                out.line("")
                out.open("enum \(status): String, Codable, CaseIterable {")
                out.line("case draft, pending, published, archived")
                out.line("")
                out.open("var label: String {")
                out.lines("switch self {\ncase .draft: return \"Draft\"\ncase .pending: return \"Waiting for review\"\ncase .published: return \"Published\"\ncase .archived: return \"Archived\"\n}")
                out.close()
                out.close()
            case 1:
                let summary = typeName(noun + "Summary")
                out.lines("""
                /// Totals the overview screen shows; the server computes them nightly.
                struct \(summary): Codable, Equatable {
                    var count: Int
                    var unread: Int
                    var lastActivity: Date?
                    var average: Double

                    static let empty = \(summary)(count: 0, unread: 0, lastActivity: nil, average: 0)
                }
                """)
            default:
                out.open("extension \(name) {")
                out.open("static let samples: [\(name)] = [")
                for _ in 0..<random.int(in: 2...6) {
                    out.line(".init(id: UUID(), title: \"\(random.pick(SyntheticVocabulary.phrases))\", subtitle: \"\(random.pick(SyntheticVocabulary.phrases))\", tags: [\"\(random.pick(SyntheticVocabulary.nouns).lowercased())\"], createdAt: .now, isFavorite: \(random.chance(0.5))),")
                }
                out.close("]")
                out.close()
            }
        }
        return SyntheticCodeBase.File(relativePath: "Models/\(name).swift", text: out.text)
    }

    mutating func storeFile(noun: String, size: Int) -> SyntheticCodeBase.File {
        let name = typeName(noun + "Store")
        let item = SyntheticCodeBase.modulePrefix + noun + "Item"
        var out = fileHeader(name, imports: ["Foundation", "Combine"])
        out.line("")
        out.line("/// Loads and keeps the \(noun.lowercased())s the screens show.")
        out.line("@MainActor")
        out.open("final class \(name): ObservableObject {")
        out.lines("""
        @Published private(set) var items: [\(item)] = []
        @Published private(set) var isLoading = false
        @Published var errorMessage: String?

        private let client: \(SyntheticCodeBase.modulePrefix)\(noun)Client
        private static let cacheURL = URL.cachesDirectory.appending(path: "\(noun.lowercased())s.json")

        init(client: \(SyntheticCodeBase.modulePrefix)\(noun)Client) {
            self.client = client
        }
        """)
        var methods = 0
        while out.text.utf8.count < size {
            methods += 1
            // Numbered from the second round of five on, so a long store declares no method twice.
            let round = (methods - 1) / 5 + 1
            let suffix = round > 1 ? String(round) : ""
            out.line("")
            switch methods % 5 {
            case 1:
                out.lines("""
                /// Reloads the first page; keeps the old items when the request fails.
                func refresh\(suffix)() async {
                    isLoading = true
                    defer { isLoading = false }
                    do {
                        items = try await client.list(page: 1)
                    } catch {
                        errorMessage = error.localizedDescription
                    }
                }
                """)
            case 2:
                out.lines("""
                func toggleFavorite\(suffix)(_ item: \(item)) {
                    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
                    items[index].isFavorite.toggle()
                }
                """)
            case 3:
                out.lines("func remove\(suffix)(at offsets: IndexSet) {\n    items.remove(atOffsets: offsets)\n}")
            case 4:
                out.lines("""
                func filtered\(suffix)(by query: String) -> [\(item)] {
                    guard !query.isEmpty else { return items }
                    return items.filter { $0.title.localizedCaseInsensitiveContains(query) }
                }
                """)
            default:
                out.lines("""
                // Written atomically: a crash while saving must not leave half a cache behind.
                private func persist\(suffix)() throws {
                    let data = try JSONEncoder().encode(items)
                    try data.write(to: Self.cacheURL, options: .atomic)
                }
                """)
            }
        }
        out.close()
        return SyntheticCodeBase.File(relativePath: "Services/\(name).swift", text: out.text)
    }

    mutating func clientFile(noun: String, size: Int) -> SyntheticCodeBase.File {
        let name = typeName(noun + "Client")
        let endpoint = typeName(noun + "Endpoint")
        let failure = typeName(noun + "APIError")
        let path = noun.lowercased() + "s"
        var out = fileHeader(name, imports: ["Foundation"])
        out.line("")
        out.lines("""
        /// The \(noun.lowercased()) endpoints of the API.
        enum \(endpoint) {
            case list(page: Int)
            case detail(id: UUID)
            case search(query: String)

            var path: String {
                switch self {
                case .list(let page): return "/api/v2/\(path)?page=\\(page)&limit=40"
                case .detail(let id): return "/api/v2/\(path)/\\(id.uuidString)"
                case .search(let query): return "/api/v2/search?type=\(path)&q=\\(query)"
                }
            }
        }

        /// Talks to the server; a status outside 200–299 throws `\(failure).status`.
        struct \(name) {
            let session: URLSession
            let baseURL: URL

            func list(page: Int) async throws -> [\(SyntheticCodeBase.modulePrefix)\(noun)Item] {
                try await send(.list(page: page))
            }

            private func send<T: Decodable>(_ endpoint: \(endpoint)) async throws -> T {
                var request = URLRequest(url: baseURL.appending(path: endpoint.path))
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                request.timeoutInterval = 30
                let (data, response) = try await session.data(for: request)
                guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                    throw \(failure).status((response as? HTTPURLResponse)?.statusCode ?? -1)
                }
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode(T.self, from: data)
            }
        }

        enum \(failure): Error, LocalizedError {
            case status(Int)
            case decoding(String)

            var errorDescription: String? {
                switch self {
                case .status(let code): return "The server answered \\(code)."
                case .decoding(let detail): return "Could not read the response: \\(detail)"
                }
            }
        }
        """)
        while out.text.utf8.count < size {
            out.line("")
            let fixture = typeName(noun + "Fixture")
            out.lines(#"""
            /*
             Responses recorded from the staging server, for previews and tests. Paging follows
             the Link header; the body is always a JSON array, empty past the last page.
             */
            enum \#(fixture) {
                static let page = """
                [
                  {"id": "\#(random.int(in: 10_000...99_999))", "title": "\#(random.pick(SyntheticVocabulary.phrases))", "tags": ["\#(path)"], "createdAt": "2024-05-0\#(random.int(in: 1...9))T10:00:00Z", "isFavorite": \#(random.chance(0.5))},
                  {"id": "\#(random.int(in: 10_000...99_999))", "title": "\#(random.pick(SyntheticVocabulary.phrases))", "tags": [], "createdAt": "2024-06-1\#(random.int(in: 0...9))T08:30:00Z", "isFavorite": false}
                ]
                """
            }
            """#)
        }
        return SyntheticCodeBase.File(relativePath: "Networking/\(name).swift", text: out.text)
    }

    mutating func extensionsFile(noun: String, size: Int) -> SyntheticCodeBase.File {
        let name = typeName(noun + "Helpers")
        var out = fileHeader(name, imports: ["SwiftUI"])
        var blocks = 0
        while out.text.utf8.count < size {
            blocks += 1
            // Numbered, so a long file does not declare a member twice.
            let suffix = blocks > 1 ? String(blocks) : ""
            out.line("")
            switch random.int(in: 0...4) {
            case 0:
                out.lines("""
                extension String {
                    /// The string without leading and trailing white space.
                    var trimmed\(suffix): String {
                        trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                }
                """)
            case 1:
                out.lines("""
                extension Date {
                    /// "3 min ago", as the timeline shows it.
                    var relativeLabel\(suffix): String {
                        formatted(.relative(presentation: .named))
                    }
                }
                """)
            case 2:
                out.lines("""
                extension Color {
                    /// A color from `0xRRGGBB`, as the design files give them.
                    init(hex\(suffix) value: UInt32) {
                        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                                  blue: Double(value & 0xFF) / 255)
                    }
                }
                """)
            case 3:
                out.lines("""
                extension Collection {
                    /// The element at `index`, or nil past the end (lists shrink while a row animates out).
                    subscript(safe\(suffix) index: Index) -> Element? {
                        indices.contains(index) ? self[index] : nil
                    }
                }
                """)
            default:
                let style = typeName(noun + "CardStyle")
                out.lines("""
                /// The card look of the \(noun.lowercased()) screens.
                struct \(style): ViewModifier {
                    func body(content: Content) -> some View {
                        content
                            .padding(12)
                            .background(RoundedRectangle(cornerRadius: 12).fill(.background))
                            .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
                    }
                }

                extension View {
                    func \(noun.lowercased())CardStyle\(suffix)() -> some View {
                        modifier(\(style)())
                    }
                }
                """)
            }
        }
        return SyntheticCodeBase.File(relativePath: "Extensions/\(name).swift", text: out.text)
    }
}

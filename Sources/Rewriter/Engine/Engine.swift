/// Runs every rule over a set of files as one project, so that a host declared in one file
/// and extended in another gets a single property.
public struct Engine: Sendable {
    public let options: FixOptions

    public init(options: FixOptions = FixOptions()) {
        self.options = options
    }

    /// Processes `inputs` and returns one result per input, in the same order.
    /// Never throws: a file that cannot be processed carries its `error` and no edits.
    public func run(_ inputs: [SourceInput]) -> [FileResult] {
        let parsed: [Result<FileStructure, Diagnostic>] = inputs.parallelMap { input in
            do {
                let file = try SourceFile(path: input.path, bytes: input.bytes)
                try Engine.verifyRoundTrip(file)
                return .success(FileStructure(file: file))
            } catch let diagnostic as Diagnostic {
                return .failure(diagnostic)
            } catch {
                return .failure(Diagnostic(path: input.path, line: 1, column: 1, message: "\(error)"))
            }
        }
        var structures: [FileStructure] = []
        var structureIndexOfInput: [Int?] = []
        for outcome in parsed {
            if case .success(let structure) = outcome {
                structureIndexOfInput.append(structures.count)
                structures.append(structure)
            } else {
                structureIndexOfInput.append(nil)
            }
        }
        let options = self.options
        let index = ProjectIndex(files: structures, extraHostProtocols: options.hostProtocols)
        let contexts: [RuleContext] = Array(structures.indices).parallelMap { fileIndex in
            let context = RuleContext(structure: structures[fileIndex], fileIndex: fileIndex, index: index, options: options)
            for rule in RuleCatalog.rules { rule.init().apply(context) }
            return context
        }
        var editsByFile = contexts.map(\.edits)
        var findingsByFile = contexts.map(\.findings)
        addProperties(contexts: contexts, index: index, edits: &editsByFile, findings: &findingsByFile)
        for position in findingsByFile.indices {
            findingsByFile[position].sort { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
        }
        // The audit's reading of each finding (severity, category, Reduce Motion), from this same run.
        findingsByFile = Array(contexts.indices).parallelMap { AuditAssessor(context: contexts[$0]).assess(findingsByFile[$0]) }

        var results: [FileResult] = []
        results.reserveCapacity(inputs.count)
        for (position, input) in inputs.enumerated() {
            guard let fileIndex = structureIndexOfInput[position] else {
                if case .failure(let diagnostic) = parsed[position] {
                    results.append(FileResult(path: input.path, original: input.bytes, editSet: EditSet.empty, output: input.bytes, findings: [], error: diagnostic))
                }
                continue
            }
            do {
                let editSet = try EditSet(editsByFile[fileIndex])
                results.append(FileResult(path: input.path, original: input.bytes, editSet: editSet, output: editSet.apply(to: input.bytes),
                                          findings: findingsByFile[fileIndex], error: nil))
            } catch {
                let diagnostic = Diagnostic(path: input.path, line: 1, column: 1, message: "\(error); the file was left unchanged")
                results.append(FileResult(path: input.path, original: input.bytes, editSet: EditSet.empty, output: input.bytes,
                                          findings: findingsByFile[fileIndex], error: diagnostic))
            }
        }
        return results
    }

    /// Adds one property per host whose property is read by some edit and not yet declared.
    private func addProperties(contexts: [RuleContext], index: ProjectIndex, edits: inout [[Edit]], findings: inout [[Finding]]) {
        var used: [String: HostInfo] = [:]
        for context in contexts { used.merge(context.usedHosts) { first, _ in first } }
        var readersByHost: [String: Set<Int>] = [:]
        for (file, fileEdits) in edits.enumerated() {
            for edit in fileEdits { if let key = edit.hostKey { readersByHost[key, default: []].insert(file) } }
        }
        for key in used.keys.sorted() {
            guard let host = used[key] else { continue }
            let structure = index.files[host.ref.file]
            let decl = structure.types[host.ref.type]
            let readers = readersByHost[key] ?? []
            let readFromOtherFiles = readers.contains { $0 != host.ref.file }
            if let existing = host.existingProperty {
                if readFromOtherFiles, host.existingPropertyIsFilePrivate {
                    // A private property cannot be read from an extension in another file.
                    for file in readers where file != host.ref.file {
                        dropEdits(of: key, in: file, edits: &edits, findings: &findings, contexts: contexts,
                                  message: "'\(existing)' of '\(decl.name)' is private to its file; make it internal to gate this motion")
                    }
                }
                continue
            }
            let line = structure.file.lineIndex(of: structure.file.token(decl.bodyOpen).start)
            if contexts[host.ref.file].directives.isDisabled(RuleCatalog.environmentPropertyID, line: line) {
                // Without the property none of the host's rewrites would compile: drop them.
                for file in readers {
                    dropEdits(of: key, in: file, edits: &edits, findings: &findings, contexts: contexts,
                              message: "adding the Reduce Motion property to '\(decl.name)' is disabled")
                }
                continue
            }
            edits[host.ref.file].append(PropertyInsertion.edit(for: host, decl: decl, in: structure.file, readFromOtherFiles: readFromOtherFiles,
                                                               attributeOnOwnLine: index.attributeOnOwnLine(inFile: host.ref.file)))
        }
    }

    /// Removes a host's edits from one file, turning each fixed site into a manual finding.
    private func dropEdits(of key: String, in file: Int, edits: inout [[Edit]], findings: inout [[Finding]],
                           contexts: [RuleContext], message: String) {
        let dropped = edits[file].filter { $0.hostKey == key }
        edits[file].removeAll { $0.hostKey == key }
        let source = contexts[file].file
        let droppedLines = Set(dropped.map { source.location(of: $0.range.lowerBound).line })
        findings[file] = findings[file].map { finding in
            guard finding.action == .fixed || finding.action == .review, droppedLines.contains(finding.line) else { return finding }
            var manual = finding
            manual.action = .manual
            manual.message = "\(finding.message) — not changed: \(message)"
            return manual
        }
    }

    /// The tokens must cover the bytes exactly; anything else would corrupt the file.
    static func verifyRoundTrip(_ file: SourceFile) throws {
        var expected = 0
        for token in file.tokens {
            guard token.start == expected, token.end > token.start else {
                let (line, column) = file.location(of: min(expected, max(0, file.bytes.count - 1)))
                throw Diagnostic(path: file.path, line: line, column: column, message: "internal error: tokens do not cover the file; it was left unchanged")
            }
            expected = token.end
        }
        guard expected == file.bytes.count else {
            throw Diagnostic(path: file.path, line: 1, column: 1, message: "internal error: tokens do not cover the file; it was left unchanged")
        }
    }
}

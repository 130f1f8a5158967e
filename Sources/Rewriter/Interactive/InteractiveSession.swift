import Foundation

/// The interactive review (`motionfix -i`): asks about each hunk as `git add -p` does, keeps
/// each inserted property in step with the hunks that read it, and writes each group of files
/// once all their hunks are decided. Answers and the screen go through `CommandIO`, so tests
/// drive it with scripted answers.
final class InteractiveSession {
    /// How the review ended.
    enum Ending: Equatable {
        /// Every hunk was decided.
        case finished
        /// `q` or the end of input: what was applied is written, the rest is not.
        case quit
        /// Ctrl-C: files not yet written are left as they were.
        case interrupted
    }

    /// What an answer leads to.
    private enum Step {
        case advance
        case askAgain
        case showAgain
        case stop(Ending)
    }

    let plan: ReviewPlan
    private let io: CommandIO
    private let style: TerminalStyle
    private let screen: HunkScreen
    /// The hunks in review order; `s` replaces a hunk by its parts.
    private(set) var queue: [ReviewHunk]
    private var writtenGroups: Set<Int> = []
    /// Files (indices in `plan.files`) written, and those whose hunks were all skipped.
    private(set) var writtenFiles: [Int] = []
    private(set) var unchangedFiles: [Int] = []
    /// `path:1:1: error: …` for each file that could not be written.
    private(set) var failures: [String] = []
    /// Number of each file among the files with hunks (1-based).
    private let fileNumbers: [Int: Int]
    /// For each host, how many applied or edited hunks read its property: kept in step with
    /// every answer (`decide`), so asking whether a property is needed does not scan the hunks.
    private var readersOfHost: [String: Int] = [:]
    /// The inserted properties by file.
    private let propertiesByFile: [Int: [PropertySite]]
    /// Each file's hunks in `queue`: contiguous, since the queue is in file order and `s`
    /// replaces a hunk by its parts in place.
    private var hunkRanges: [Int: Range<Int>] = [:]
    /// Each file's hunks still to decide.
    private var undecidedHunks: [Int: Int] = [:]
    /// Each file's write group, and each group's files with a hunk still to decide.
    private let groupOfFile: [Int: Int]
    private var waitingFiles: [Int]
    /// Groups whose hunks are all decided since the last answer: written after it, in order.
    private var readyGroups: [Int] = []

    init(plan: ReviewPlan, io: CommandIO, style: TerminalStyle) {
        self.plan = plan
        self.io = io
        self.style = style
        screen = HunkScreen(style: style)
        queue = plan.files.flatMap(\.hunks)
        var numbers: [Int: Int] = [:]
        for (index, file) in plan.files.enumerated() where !file.hunks.isEmpty { numbers[index] = numbers.count + 1 }
        fileNumbers = numbers
        propertiesByFile = Dictionary(grouping: plan.properties.values) { $0.file }
        for (index, hunk) in queue.enumerated() {
            hunkRanges[hunk.file] = (hunkRanges[hunk.file]?.lowerBound ?? index)..<index + 1
            if !hunk.isDecided { undecidedHunks[hunk.file, default: 0] += 1 }
        }
        var groupOfFile: [Int: Int] = [:]
        var waitingFiles = [Int](repeating: 0, count: plan.writeGroups.count)
        for (group, files) in plan.writeGroups.enumerated() {
            for file in files {
                groupOfFile[file] = group
                if undecidedHunks[file, default: 0] > 0 { waitingFiles[group] += 1 }
            }
            if waitingFiles[group] == 0 { readyGroups.append(group) }
        }
        self.groupOfFile = groupOfFile
        self.waitingFiles = waitingFiles
    }

    /// The positions in `queue` of file `file`'s hunks.
    private func hunks(ofFile file: Int) -> Range<Int> {
        hunkRanges[file] ?? 0..<0
    }

    /// Asks about every hunk, writes the files, and says how it ended.
    func run() -> Ending {
        var ending = Ending.finished
        var index = queue.firstIndex { !$0.isDecided } ?? queue.count
        var showHunk = true
        review: while index < queue.count {
            if io.interruption.isRaised { ending = .interrupted; break }
            if showHunk { show(index) }
            switch ask(index) {
            case .advance:
                index = queue[index...].firstIndex { !$0.isDecided } ?? queue.count
                writeFinishedGroups()
                showHunk = true
            case .askAgain:
                showHunk = false
            case .showAgain:
                showHunk = true
            case .stop(let how):
                ending = how
                break review
            }
        }
        if io.interruption.isRaised { ending = .interrupted }
        if ending != .interrupted { writeRemainingGroups() }
        return ending
    }

    /// The hosts whose property some applied hunk reads.
    func neededHosts() -> Set<String> {
        Set(readersOfHost.filter { $0.value > 0 }.keys)
    }

    /// Whether some applied hunk other than `ignored` reads the property of host `key`.
    func isNeeded(_ key: String, ignoring ignored: Int? = nil) -> Bool {
        let readers = readersOfHost[key] ?? 0
        guard let ignored, readers == 1 else { return readers > 0 }
        return !InteractiveSession.reads(of: queue[ignored]).contains(key)
    }

    /// The hosts a hunk's decision makes needed.
    private static func reads(of hunk: ReviewHunk) -> Set<String> {
        switch hunk.decision {
        case .applied: return hunk.hostKeys
        case .edited(let edited): return edited.reads
        case .undecided, .skipped: return []
        }
    }

    /// Decides hunk `index`, keeping `readersOfHost` and the groups waiting to be written in step.
    private func decide(_ index: Int, _ decision: ReviewHunk.Decision) {
        let wasDecided = queue[index].isDecided
        for key in InteractiveSession.reads(of: queue[index]) { readersOfHost[key, default: 0] -= 1 }
        queue[index].decision = decision
        for key in InteractiveSession.reads(of: queue[index]) { readersOfHost[key, default: 0] += 1 }
        guard wasDecided != queue[index].isDecided else { return }
        let file = queue[index].file
        undecidedHunks[file, default: 0] += wasDecided ? 1 : -1
        guard let group = groupOfFile[file] else { return }
        if wasDecided, undecidedHunks[file] == 1 {
            waitingFiles[group] += 1
            readyGroups.removeAll { $0 == group }
        } else if !wasDecided, undecidedHunks[file] == 0 {
            waitingFiles[group] -= 1
            if waitingFiles[group] == 0 { readyGroups.append(group) }
        }
    }

    // MARK: - Asking

    private func show(_ index: Int) {
        let hunk = queue[index]
        let file = plan.files[hunk.file]
        let position = HunkScreen.Position(fileNumber: fileNumbers[hunk.file] ?? 0, fileCount: fileNumbers.count,
                                           hunkNumber: index + 1, hunkCount: queue.count)
        let notes = hunk.hostKeys.sorted().compactMap { key in
            plan.properties[key].map {
                HunkScreen.PropertyNote(site: $0, otherFile: $0.file == hunk.file ? nil : plan.files[$0.file].path,
                                        isAlreadyAdded: isNeeded(key, ignoring: index))
            }
        }
        let reasons = file.reasons.reasons(for: hunk.edits, in: file.source)
        say(screen.render(hunk.diffHunk(in: file.source), path: file.path, position: position, reasons: reasons, properties: notes))
    }

    private func ask(_ index: Int) -> Step {
        say(style.paint(HunkAnswer.prompt(splittable: queue[index].canSplit), .bold, .blue))
        guard let typed = io.readAnswer() else {
            say("\n")
            return .stop(io.interruption.isRaised ? .interrupted : .quit)
        }
        say(String(typed.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init)) + "\n")
        guard let answer = HunkAnswer(typed) else {
            say(style.paint(HunkAnswer.helpText(splittable: queue[index].canSplit), .bold, .red))
            return .askAgain
        }
        switch answer {
        case .apply:
            decide(index, .applied)
        case .skip:
            decide(index, .skipped)
        case .quit:
            return .stop(.quit)
        case .applyRestOfFile, .skipRestOfFile:
            let decision: ReviewHunk.Decision = answer == .applyRestOfFile ? .applied : .skipped
            for later in index..<hunks(ofFile: queue[index].file).upperBound where !queue[later].isDecided {
                decide(later, decision)
            }
        case .split:
            guard queue[index].canSplit else {
                say(style.paint("Sorry, this hunk cannot be split: it is one change, or its changes are on adjacent lines.\n", .bold, .red))
                return .askAgain
            }
            let parts = queue[index].split()
            decide(index, .undecided)
            queue.replaceSubrange(index...index, with: parts)
            let file = queue[index].file, added = parts.count - 1
            undecidedHunks[file, default: 0] += added
            for (other, range) in hunkRanges where range.lowerBound > index {
                hunkRanges[other] = range.lowerBound + added..<range.upperBound + added
            }
            let range = hunks(ofFile: file)
            hunkRanges[file] = range.lowerBound..<range.upperBound + added
            say(style.paint("Split into \(parts.count) hunks.\n", .bold))
            return .showAgain
        case .edit:
            if let refusal = edit(index) {
                say(style.paint(refusal + "; the hunk is asked again.\n", .bold, .red))
                return .showAgain
            }
        case .help:
            say(style.paint(HunkAnswer.helpText(splittable: queue[index].canSplit), .bold, .red))
            return .askAgain
        }
        return .advance
    }

    // MARK: - Editing

    /// Lets the user edit hunk `index` in their editor; decides it, or returns why the edit is refused.
    private func edit(_ index: Int) -> String? {
        let hunk = queue[index]
        let file = plan.files[hunk.file]
        let diffHunk = hunk.diffHunk(in: file.source)
        let path = NSTemporaryDirectory() + "motionfix-hunk-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).diff"
        guard FileManager.default.createFile(atPath: path, contents: Data(HunkEditing.editorText(for: diffHunk, path: file.path).utf8)) else {
            return "cannot write the hunk to \(path)"
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        if let failure = EditorLauncher.edit(path, environment: io.environment) { return failure }
        guard let text = FileManager.default.contents(atPath: path) else { return "the edited hunk could not be read back" }
        switch HunkEditing.outcome(of: Array(text), hunk: diffHunk, source: file.source) {
        case .failure(let refusal):
            return refusal.message
        case .success(.noChange):
            decide(index, .skipped)
            say("The edited hunk changes nothing; it is not applied.\n")
            return nil
        case .success(.replace(let range, let replacement)):
            let others = hunks(ofFile: hunk.file).filter { $0 != index }.flatMap { queue[$0].edits }
                + (propertiesByFile[hunk.file] ?? []).map(\.edit)
            if let clash = others.first(where: { HunkEditing.overlaps($0.range, range) }) {
                let line = file.source.line(of: clash.range.lowerBound) + 1
                return "the edited hunk changes line \(line), which another change (\(clash.ruleID)) also changes"
            }
            let reads = hunk.hostKeys.filter { plan.properties[$0]?.isRead(in: replacement) ?? false }
            let edit = Edit(range: range, replacement: replacement, ruleID: hunk.edits.first?.ruleID ?? "edited")
            decide(index, .edited(EditedHunk(edit: edit, reads: reads)))
            say("The edited hunk is applied.\n")
            return nil
        }
    }

    // MARK: - Writing

    /// The edits to write into file `file`: its applied hunks (as edited) and the properties
    /// that some applied hunk, in any file, reads.
    func chosenEdits(inFile file: Int) -> [Edit] {
        var edits: [Edit] = []
        for hunk in queue[hunks(ofFile: file)] {
            switch hunk.decision {
            case .applied: edits += hunk.edits
            case .edited(let edited): edits.append(edited.edit)
            case .undecided, .skipped: break
            }
        }
        edits += (propertiesByFile[file] ?? []).filter { isNeeded($0.hostKey) }.map(\.edit)
        return edits
    }

    private func writeFinishedGroups() {
        for group in readyGroups.sorted() where !writtenGroups.contains(group) { write(group) }
        readyGroups = []
    }

    private func writeRemainingGroups() {
        for group in plan.writeGroups.indices where !writtenGroups.contains(group) { write(group) }
    }

    /// Writes every file of a group, each atomically; a group is never left half-written by Ctrl-C.
    private func write(_ group: Int) {
        if io.interruption.isRaised { return }
        writtenGroups.insert(group)
        for file in plan.writeGroups[group] {
            let entry = plan.files[file]
            let bytes: [UInt8]
            do {
                bytes = try EditSet(chosenEdits(inFile: file)).apply(to: entry.result.original)
            } catch {
                failures.append("\(entry.path):1:1: error: \(error); the file was left unchanged")
                continue
            }
            guard bytes != entry.result.original else {
                unchangedFiles.append(file)
                // After `q`, files nobody looked at are not worth a line each; the summary counts them.
                if queue[hunks(ofFile: file)].contains(where: \.isDecided) {
                    say(style.paint("\(entry.path): nothing applied, left unchanged\n", .dim))
                }
                continue
            }
            do {
                try AtomicWriter.replace(entry.absolutePath, expected: entry.result.original, with: bytes)
                writtenFiles.append(file)
                say(style.paint("wrote \(entry.path)", .bold, .green) + " (\(writeDetail(file)))\n")
            } catch {
                failures.append("\(entry.path):1:1: error: \(error)")
            }
        }
    }

    /// "2 of 3 hunks applied, adds the @Environment property to CardView".
    private func writeDetail(_ file: Int) -> String {
        let hunks = queue[hunks(ofFile: file)]
        let applied = hunks.filter {
            if case .applied = $0.decision { return true }
            if case .edited = $0.decision { return true }
            return false
        }.count
        let edited = hunks.filter { if case .edited = $0.decision { return true } else { return false } }.count
        var parts: [String] = []
        if !hunks.isEmpty { parts.append("\(applied) of \(hunks.count) hunk\(hunks.count == 1 ? "" : "s") applied") }
        if edited > 0 { parts.append("\(edited) edited by hand") }
        let hosts = (propertiesByFile[file] ?? []).filter { isNeeded($0.hostKey) }.map(\.hostName).sorted()
        if !hosts.isEmpty { parts.append("adds the @Environment property to \(hosts.joined(separator: ", "))") }
        return parts.joined(separator: ", ")
    }

    private func say(_ text: String) {
        io.writeOutput(Array(text.utf8))
    }
}

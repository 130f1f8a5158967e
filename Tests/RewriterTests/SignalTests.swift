import Foundation
import XCTest

/// Ctrl-C and SIGTERM, sent to the built `motionfix` in a child process: a run that writes nothing a
/// person could lose stops at once with 130; an in-place run stops between files, never leaving
/// one half-written.
final class SignalTests: XCTestCase {
    private var directory = ""

    override func setUp() {
        directory = NSTemporaryDirectory() + "motionfix-signals-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: directory + "/App", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testDryRunOverALargeTreeStopsAtOnceOnSIGINT() throws {
        writeLargeTree()
        let run = try start(["--dry-run", "--no-cache", "App"])
        let (status, seconds) = interrupt(run, with: SIGINT)
        XCTAssertEqual(status, 130)
        XCTAssertLessThan(seconds, 5, "a dry-run must stop at once")
        XCTAssertTrue(run.errors().contains("motionfix: interrupted"), run.errors())
    }

    func testStandardInputBlockedOnAPipeStopsOnSIGTERM() throws {
        let run = try start(["--dry-run", "-", "--stdin-path", "App/A.swift"], keepInputOpen: true)
        let (status, seconds) = interrupt(run, with: SIGTERM)
        XCTAssertEqual(status, 130)
        XCTAssertLessThan(seconds, 5, "a run waiting on standard input must stop at once")
    }

    func testInterruptedPatchIsNotWritten() throws {
        writeLargeTree()
        let run = try start(["--patch", "fix.patch", "--no-cache", "App"])
        let (status, _) = interrupt(run, with: SIGINT)
        XCTAssertEqual(status, 130)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["App"], "no patch, no temporary file")
    }

    func testInterruptedFixLeavesEveryFileWholeOldOrWholeNew() throws {
        let originals = writeLargeTree()
        let run = try start(["--no-cache", "App"])
        let (status, seconds) = interrupt(run, with: SIGTERM, after: 2.5)
        XCTAssertEqual(status, 130)
        XCTAssertLessThan(seconds, 10, "an in-place run stops after the file it is on")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/App")
        XCTAssertEqual(Set(names), Set(originals.keys), "no temporary file is left behind")
        var untouched = 0
        for (name, original) in originals {
            let now = try String(contentsOfFile: directory + "/App/" + name, encoding: .utf8)
            if now == original { untouched += 1; continue }
            // A fixed file gates every one of its views.
            XCTAssertEqual(now.components(separatedBy: "reduceMotion ? nil : .spring()").count - 1, Self.viewsPerFile, name)
        }
        XCTAssertGreaterThan(untouched, 0, "the run was meant to be stopped before its end")
    }

    // MARK: - Helpers

    private static let viewsPerFile = 2_000

    /// Twelve files of many small moving views: seconds of work for a debug build.
    @discardableResult
    private func writeLargeTree() -> [String: String] {
        var files: [String: String] = [:]
        for file in 0..<12 {
            var text = ""
            for view in 0..<Self.viewsPerFile {
                text += "struct V\(file)_\(view): View { @State var y = 0.0; var body: some View { Text(\"a\").offset(y: y).animation(.spring(), value: y) } }\n"
            }
            files["F\(file).swift"] = text
            try! text.write(toFile: directory + "/App/F\(file).swift", atomically: false, encoding: .utf8)
        }
        return files
    }

    private final class Run {
        let process = Process()
        let errorFile: String
        var input: Pipe?

        init(errorFile: String) { self.errorFile = errorFile }

        deinit { try? FileManager.default.removeItem(atPath: errorFile) }

        func errors() -> String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }
    }

    private func start(_ arguments: [String], keepInputOpen: Bool = false) throws -> Run {
        let run = Run(errorFile: NSTemporaryDirectory() + "motionfix-signals-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: run.errorFile, contents: nil)
        run.process.executableURL = Self.binary
        run.process.arguments = arguments
        run.process.currentDirectoryURL = URL(fileURLWithPath: directory)
        run.process.standardOutput = FileHandle.nullDevice
        run.process.standardError = FileHandle(forWritingAtPath: run.errorFile)
        if keepInputOpen {
            let pipe = Pipe()
            run.input = pipe
            run.process.standardInput = pipe
        } else {
            run.process.standardInput = FileHandle.nullDevice
        }
        try run.process.run()
        return run
    }

    /// Sends `signal` after the process has had time to start work; returns its exit status and
    /// the seconds it took to exit after the signal (a process still running after 30 s is killed).
    private func interrupt(_ run: Run, with signal: Int32, after delay: TimeInterval = 1) -> (Int32, TimeInterval) {
        Thread.sleep(forTimeInterval: delay)
        XCTAssertTrue(run.process.isRunning, "the run ended before the signal; make the input larger")
        kill(run.process.processIdentifier, signal)
        let sent = Date()
        while run.process.isRunning, Date().timeIntervalSince(sent) < 30 { Thread.sleep(forTimeInterval: 0.02) }
        if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) }
        run.process.waitUntilExit()
        let status = run.process.terminationReason == .exit ? run.process.terminationStatus : -run.process.terminationStatus
        return (status, Date().timeIntervalSince(sent))
    }

    /// The `motionfix` executable built beside the test bundle.
    private static var binary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("motionfix")
    }
}

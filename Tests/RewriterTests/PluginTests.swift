import Foundation
import XCTest

/// `swift package motionfix` on a small package made here that depends on this one by path.
final class PluginTests: XCTestCase {
    /// This repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func testPreviewThenFixWithWritePermission() throws {
        let cli = CLIHarness()
        cli.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "\(PluginTests.repository)")],
            targets: [.target(name: "Shop"), .target(name: "Other")]
        )

        """)
        cli.write("Sources/Shop/Banner.swift", CLIHarness.movingView)
        cli.write("Sources/Other/Other.swift", CLIHarness.movingView)

        let preview = swiftPackage(["motionfix", "--target", "Shop"], in: cli.directory)
        XCTAssertEqual(preview.status, 0, preview.output)
        XCTAssertTrue(preview.output.contains("--- a/Sources/Shop/Banner.swift\n+++ b/Sources/Shop/Banner.swift\n"), preview.output)
        XCTAssertTrue(preview.output.contains("+    @Environment(\\.accessibilityReduceMotion) private var reduceMotion"), preview.output)
        XCTAssertFalse(preview.output.contains("Other.swift"), preview.output)
        XCTAssertEqual(cli.read("Sources/Shop/Banner.swift"), CLIHarness.movingView, "a preview writes nothing")

        let check = swiftPackage(["motionfix", "--check"], in: cli.directory)
        XCTAssertNotEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("Sources/Other/Other.swift:8:14: warning: [offset]"), check.output)

        let fix = swiftPackage(["--allow-writing-to-package-directory", "motionfix", "--fix"], in: cli.directory)
        XCTAssertEqual(fix.status, 0, fix.output)
        for path in ["Sources/Shop/Banner.swift", "Sources/Other/Other.swift"] {
            XCTAssertTrue(cli.read(path).contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : -40))"), cli.read(path))
        }
        XCTAssertEqual(swiftPackage(["motionfix", "--check"], in: cli.directory).status, 0)
        // The result cache stays in the package's .build, where the plugin may write.
        let found = FileManager.default.enumerator(atPath: cli.directory + "/.build/plugins")?.compactMap { $0 as? String }.filter { $0.hasSuffix(".cache") } ?? []
        XCTAssertFalse(found.isEmpty, "no result cache under .build/plugins")
    }

    /// Runs `swift package …` in `directory`; returns its status and its output and errors together.
    private func swiftPackage(_ arguments: [String], in directory: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try! process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

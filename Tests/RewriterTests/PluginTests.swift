import Foundation
import XCTest

/// The plugins on a small package made here that depends on this one by path: `swift package
/// motionfix`, and the build-tool plugin in `swift build`.
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

        let preview = swift(["package", "motionfix", "--target", "Shop"], in: cli.directory)
        XCTAssertEqual(preview.status, 0, preview.output)
        XCTAssertTrue(preview.output.contains("--- a/Sources/Shop/Banner.swift\n+++ b/Sources/Shop/Banner.swift\n"), preview.output)
        XCTAssertTrue(preview.output.contains("+    @Environment(\\.accessibilityReduceMotion) private var reduceMotion"), preview.output)
        XCTAssertFalse(preview.output.contains("Other.swift"), preview.output)
        XCTAssertEqual(cli.read("Sources/Shop/Banner.swift"), CLIHarness.movingView, "a preview writes nothing")

        let check = swift(["package", "motionfix", "--check"], in: cli.directory)
        XCTAssertNotEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("Sources/Other/Other.swift:8:14: warning: [offset]"), check.output)

        let fix = swift(["package", "--allow-writing-to-package-directory", "motionfix", "--fix"], in: cli.directory)
        XCTAssertEqual(fix.status, 0, fix.output)
        for path in ["Sources/Shop/Banner.swift", "Sources/Other/Other.swift"] {
            XCTAssertTrue(cli.read(path).contains(".offset(y: reduceMotion ? 0 : (shown ? 0 : -40))"), cli.read(path))
        }
        XCTAssertEqual(swift(["package", "motionfix", "--check"], in: cli.directory).status, 0)
        // The result cache stays in the package's .build, where the plugin may write.
        let found = FileManager.default.enumerator(atPath: cli.directory + "/.build/plugins")?.compactMap { $0 as? String }.filter { $0.hasSuffix(".cache") } ?? []
        XCTAssertFalse(found.isEmpty, "no result cache under .build/plugins")
    }

    func testBuildToolPluginWarnsOfAPendingFixAndTheBuildSucceeds() throws {
        let cli = CLIHarness()
        cli.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        #if canImport(SwiftUI)
        let swiftUI: [Target.Dependency] = [], standIn: [Target] = []
        #else
        let swiftUI: [Target.Dependency] = ["SwiftUI"], standIn: [Target] = [.target(name: "SwiftUI")]
        #endif
        let check: [Target.PluginUsage] = [.plugin(name: "MotionFixBuildToolPlugin", package: "motionfix")]

        let package = Package(
            name: "Shop",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "motionfix", path: "\(PluginTests.repository)")],
            targets: [
                .target(name: "Shop", dependencies: swiftUI, plugins: check),
                .target(name: "Other", dependencies: swiftUI, plugins: check),
            ] + standIn
        )

        """)
        cli.write("Sources/Shop/Banner.swift", CLIHarness.movingView)
        cli.write("Sources/Other/Greeting.swift", PluginTests.stillView)
        cli.write("Sources/SwiftUI/SwiftUI.swift", PluginTests.swiftUIStandIn)
        let written = packageFiles(in: cli.directory)

        let build = swift(["build"], in: cli.directory)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Sources/Shop/Banner.swift:8:14: warning: [offset] '.offset' moves the view"), build.output)
        XCTAssertFalse(build.output.contains("Sources/Other/"), build.output)
        let ownLines = build.output.split(separator: "\n").filter { $0.hasPrefix("motionfix:") }
        XCTAssertEqual(ownLines, [], "no summary, no error: only the warnings")

        // Both were checked; each wrote its stamp (an empty Swift file, not a resource) in the
        // plugin's work directory, and nothing in the package.
        let outputs = cli.directory + "/.build/plugins/outputs"
        let stamps = FileManager.default.enumerator(atPath: outputs)?.compactMap { $0 as? String }.filter { $0.hasSuffix("+motionfix.swift") } ?? []
        XCTAssertEqual(Set(stamps.map { ($0 as NSString).lastPathComponent }), ["Shop+motionfix.swift", "Other+motionfix.swift"])
        XCTAssertEqual(packageFiles(in: cli.directory), written)
        XCTAssertEqual(cli.read("Sources/Shop/Banner.swift"), CLIHarness.movingView)
        let binaries = try FileManager.default.contentsOfDirectory(atPath: cli.directory + "/.build/debug")
        XCTAssertFalse(binaries.contains { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }, "no resource bundle: \(binaries)")
    }

    /// A view with nothing to fix.
    private static let stillView = """
    import SwiftUI

    struct Greeting: View {
        var body: some View {
            Text("Hello")
        }
    }

    """

    /// Just enough of SwiftUI for `CLIHarness.movingView` and `stillView` to compile where there
    /// is no SwiftUI (Linux).
    private static let swiftUIStandIn = """
    public protocol View {
        associatedtype Body: View
        var body: Body { get }
    }

    extension Never: View {
        public var body: Never { fatalError() }
    }

    public struct Text: View {
        public init(_ text: String) {}
        public var body: Never { fatalError() }
    }

    public struct Animation {
        public static func spring() -> Animation { Animation() }
    }

    extension View {
        public func offset(y: Double) -> Self { self }
        public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> Self { self }
        public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    }

    @propertyWrapper
    public struct State<Value> {
        private final class Box {
            var value: Value
            init(_ value: Value) { self.value = value }
        }
        private let box: Box
        public init(wrappedValue: Value) { box = Box(wrappedValue) }
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }

    """

    /// The package's files outside `.build`, by path relative to `directory`.
    private func packageFiles(in directory: String) -> Set<String> {
        var files: Set<String> = []
        let walk = FileManager.default.enumerator(atPath: directory)
        while let path = walk?.nextObject() as? String {
            if path == ".build" { walk?.skipDescendants(); continue }
            files.insert(path)
        }
        return files
    }

    /// Runs `swift …` (`build`, `package …`) in `directory`; returns its status and its output
    /// and errors together.
    private func swift(_ arguments: [String], in directory: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
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

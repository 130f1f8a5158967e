// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "motionfix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "motionfix", targets: ["MotionFix"]),
        .library(name: "Rewriter", targets: ["Rewriter"]),
        .plugin(name: "MotionFixPlugin", targets: ["MotionFixPlugin"]),
        .plugin(name: "MotionFixBuildToolPlugin", targets: ["MotionFixBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "Rewriter"),
        .executableTarget(name: "MotionFix", dependencies: ["Rewriter"]),
        // Run on demand (README, Speed): times the built motionfix binary, whole process; Rewriter
        // only for FileDiscovery, so the read floor covers the files motionfix reads.
        .executableTarget(name: "MotionFixBenchmark", dependencies: ["Rewriter"]),
        // `swift package motionfix`: preview the fix for the package's targets; with --fix (and
        // --allow-writing-to-package-directory) apply it. No permission is declared, so a preview
        // needs no flag; SwiftPM would otherwise ask for it on every run.
        .plugin(
            name: "MotionFixPlugin",
            capability: .command(
                intent: .custom(verb: "motionfix", description: "Make SwiftUI animations respect Reduce Motion (preview; --fix to apply)")
            ),
            dependencies: ["MotionFix"]
        ),
        // `plugins: [.plugin(name: "MotionFixBuildToolPlugin", package: "motionfix")]` on a target:
        // `motionfix --check` over its Swift files in every build that changed one, as warnings.
        // A build command, not a prebuild command, because only a build command may run a tool
        // built from source here; its output is a stamp in the plugin's work directory.
        .plugin(
            name: "MotionFixBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["MotionFix"]
        ),
        .testTarget(
            name: "RewriterTests",
            dependencies: ["Rewriter"]
        ),
    ]
)

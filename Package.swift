// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "motionfix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "motionfix", targets: ["MotionFix"]),
        .library(name: "Rewriter", targets: ["Rewriter"]),
        .plugin(name: "MotionFixPlugin", targets: ["MotionFixPlugin"]),
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
        .testTarget(
            name: "RewriterTests",
            dependencies: ["Rewriter"]
        ),
    ]
)

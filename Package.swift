// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "motionfix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "motionfix", targets: ["MotionFix"]),
        .library(name: "Rewriter", targets: ["Rewriter"]),
    ],
    targets: [
        .target(name: "Rewriter"),
        .executableTarget(name: "MotionFix", dependencies: ["Rewriter"]),
        .executableTarget(name: "MotionFixBenchmark", dependencies: ["Rewriter"]),
        .testTarget(
            name: "RewriterTests",
            dependencies: ["Rewriter"]
        ),
    ]
)

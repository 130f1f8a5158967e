import XCTest
@testable import Rewriter

/// A file that imports only SwiftUI is built for UIKit when its own code says so: it subclasses
/// the app's class that descends from a UIKit controller, or names a UIKit type outside every
/// `#if`. The platform's setting is then read inline (the golden stubs cannot show this: their
/// SwiftUI does not bring UIKit with it).
final class UIKitPlatformTests: XCTestCase {
    private func project(feedImports: String, feedBody: String = "scroller.setContentOffset(.zero, animated: true)") -> CLIHarness {
        let cli = CLIHarness()
        cli.write("Package.swift", "// swift-tools-version:5.9\n")
        cli.write("Sources/App/Base.swift", "import UIKit\n\nclass AppBaseListController: UIViewController {\n    let scroller = UIScrollView()\n}\n")
        cli.write("Sources/App/Feed.swift", "\(feedImports)\n\nfinal class FeedListController: AppBaseListController {\n    func scrollToTop() {\n        \(feedBody)\n    }\n}\n")
        return cli
    }

    func testASubclassOfTheAppsUIKitClassReadsTheSettingInline() {
        let cli = project(feedImports: "import SwiftUI")
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Sources"]), .success)
        XCTAssertTrue(cli.stdout.contains("+        scroller.setContentOffset(.zero, animated: !UIAccessibility.isReduceMotionEnabled)"), cli.stdout)
        XCTAssertFalse(cli.stderr.contains("built without UIKit"), cli.stderr)
    }

    func testAFileThatCannotNameUIKitIsLeftForAPerson() {
        let cli = project(feedImports: "import Foundation")
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Sources"]), .success)
        XCTAssertFalse(cli.stdout.contains("isReduceMotionEnabled"), cli.stdout)
        XCTAssertTrue(cli.stderr.contains("not changed: the file is also built without UIKit"), cli.stderr)
        XCTAssertTrue(cli.stderr.contains("pass 'animated: !UIAccessibility.isReduceMotionEnabled' in the UIKit branch"), cli.stderr)
    }

    func testAUIKitTypeNamedOutsideEveryConditionMakesTheFileUIKitOnly() {
        let cli = CLIHarness()
        cli.write("Feed.swift", "import SwiftUI\n\nfinal class Feed {\n    let bar = UISearchBar()\n    let list = ScrollingList()\n    func top() {\n        list.setContentOffset(.zero, animated: true)\n    }\n}\n")
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Feed.swift"]), .success)
        XCTAssertTrue(cli.stdout.contains("animated: !UIAccessibility.isReduceMotionEnabled"), cli.stdout)
    }

    func testAUIKitLookingNameTheRunDeclaresDoesNotCount() {
        let cli = CLIHarness()
        cli.write("Feed.swift", "import SwiftUI\n\nstruct UIState {}\n\nfinal class Feed {\n    let state = UIState()\n    let list = ScrollingList()\n    func top() {\n        list.setContentOffset(.zero, animated: true)\n    }\n}\n")
        XCTAssertEqual(cli.run(["--dry-run", "--no-cache", "Feed.swift"]), .success)
        XCTAssertFalse(cli.stdout.contains("isReduceMotionEnabled"), cli.stdout)
        XCTAssertTrue(cli.stderr.contains("built without UIKit"), cli.stderr)
    }
}

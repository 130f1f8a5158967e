import XCTest
import Rewriter

/// Every rule's own examples, run through `RewriteAssertions`.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleExample() {
        for rule in RuleCatalog.rules {
            let description = rule.description
            for example in description.examples {
                RewriteAssertions.assertRewrite(ruleID: description.id, before: example.before, after: example.after, line: example.line)
            }
            for snippet in description.untouched {
                RewriteAssertions.assertUntouched(snippet)
            }
        }
    }

    func testRuleIDsAreUniqueAndDescribed() {
        let ids = RuleCatalog.allIDs
        XCTAssertEqual(ids.count, Set(ids).count)
        for rule in RuleCatalog.rules {
            XCTAssertFalse(rule.description.summary.isEmpty)
            XCTAssertTrue(rule.description.summary.hasSuffix("."), rule.description.id)
        }
    }
}

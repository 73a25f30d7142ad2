import LayoutTesting
import UIKitCompat
import XCTest

/// The same assertion from an XCTest case.
final class AssertionXCTests: XCTestCase {
    func testGreeting() {
        XCTAssertTrue(assertLayoutSnapshot(of: GreetingViewController(), on: .iPhone15))
    }
}

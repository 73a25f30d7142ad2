import LayoutTesting
import UIKitCompat
import XCTest

/// The same assertion from an XCTest case. Views live on the main actor, as in UIKit, so the
/// test method does too; on Linux an XCTest method isolated to the main actor must be `async`
/// (XCTest there runs synchronous methods as plain nonisolated functions).
final class AssertionXCTests: XCTestCase {
    @MainActor func testGreeting() async {
        XCTAssertTrue(assertLayoutSnapshot(of: GreetingViewController(), on: .iPhone15))
    }
}

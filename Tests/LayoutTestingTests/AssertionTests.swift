import LayoutTesting
import Testing
import UIKitCompat

/// The assertions under Swift Testing: recorded snapshots pass, problems are issues.
@MainActor @Suite struct AssertionTests {
    @Test func greeting() {
        #expect(assertLayoutSnapshot(of: GreetingViewController(), on: .iPhoneSE))
    }

    @Test func greetingOnEveryTextSizeAndDirection() {
        let passed = assertLayoutSnapshots(
            for: [.iPhone15], sizes: [.extraSmall, .accessibilityExtraExtraExtraLarge],
            directions: [.leftToRight, .rightToLeft]
        ) { _ in GreetingViewController() }
        #expect(passed)
    }

    @Test func aHostAfterATraitChange() {
        let host = LayoutHost(LayoutEnvironment(device: .iPhone15ProMax))
        host.host(GreetingViewController())
        host.change { $0.orientation = .landscape }
        #expect(assertLayoutSnapshot(of: host, named: "landscape"))
    }

    @Test func aSnapshotThatWasNeverRecordedIsAnIssue() {
        withKnownIssue {
            let passed = assertLayoutSnapshot(of: GreetingViewController(), named: "never-recorded", record: .never)
            #expect(!passed)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No layout snapshot at ") }
        }
    }

    @Test func anAmbiguousViewIsAnIssueBesideItsSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        withKnownIssue {
            assertLayoutSnapshot(of: root, sizing: .asBuilt, named: "ambiguous")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Ambiguous layout: UIView > UIView ") }
        }
    }
}

import Foundation
import LayoutTesting
import Testing
import UIKitCompat

/// Layout problems fail the snapshot test with a message that names the view.
@MainActor @Suite struct LayoutCheckTests {
    static func outcome(_ view: UIView, checks: LayoutChecks, sizing: LayoutHost.Sizing = .asBuilt) -> SnapshotOutcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = LayoutHost(LayoutEnvironment(device: .iPhoneSE))
        host.host(view, sizing: sizing)
        let settings = SnapshotSettings(directory: folder, artifacts: folder, recording: .missing)
        _ = verifyLayoutSnapshot(of: host, fileName: "probe", settings: settings, checks: checks)
        return verifyLayoutSnapshot(of: host, fileName: "probe", settings: settings, checks: checks)
    }

    @Test func aConflictFailsWithUIKitsReportAndTheDiagnosis() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 100),
        ])
        box.widthAnchor.constraint(equalToConstant: 120).isActive = true
        let failures = Self.outcome(root, checks: .conflicts).failures
        try #require(failures.count == 1)
        let lines = failures[0].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Unsatisfiable constraints:")
        #expect(lines[1] == "Unable to simultaneously satisfy constraints.")
        #expect(failures[0].contains("UIView:0x"))
        #expect(failures[0].contains(".width == 100   (active)>"))
        #expect(failures[0].contains(".width == 120   (active)>"))
        #expect(failures[0].contains("\nDiagnosis: "))
        #expect(Self.outcome(root, checks: .ambiguity).passed)
    }

    @Test func anAmbiguousViewFailsWithItsPath() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView()
        box.accessibilityIdentifier = "badge"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        box.widthAnchor.constraint(equalToConstant: 40).isActive = true
        box.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let outcome = Self.outcome(root, checks: .default)
        #expect(outcome.failures == ["Ambiguous layout: UIView > UIView #badge (0, 0, 40, 10)"])
        #expect(outcome.snapshot.lines.map(\.text) == ["UIView (0, 0, 200, 200)", "  UIView #badge (0, 0, 40, 10) ambiguous"])
    }

    @Test func aViewOutsideItsSuperviewFailsWhenAsked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(inner)
        inner.addSubview(UIView(frame: CGRect(x: 50, y: 60, width: 60, height: 20)))
        #expect(Self.outcome(root, checks: .default).passed)
        #expect(
            Self.outcome(root, checks: .outOfBounds).failures == [
                "Outside its superview: UIView > UIView > UIView (50, 60, 60, 20) is not inside (0, 0, 100, 100)"
            ])
    }

    @Test func aScrollViewsContentMayLieBeyondItsBounds() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 900, width: 200, height: 100)))
        #expect(Self.outcome(scroll, checks: .outOfBounds).passed)
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 990, width: 200, height: 100)))
        #expect(
            Self.outcome(scroll, checks: .outOfBounds).failures == [
                "Outside its superview: UIScrollView > UIView (0, 990, 200, 100) is not inside (0, 0, 200, 1000)"
            ])
    }

    @Test func aTruncatedLabelFailsWhenAskedAndIsMarkedInTheSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 21))
        label.text = "A title longer than its label"
        root.addSubview(label)
        let fits = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 21))
        fits.text = "Short"
        root.addSubview(fits)
        let outcome = Self.outcome(root, checks: .truncation)
        #expect(outcome.failures == ["Truncated label: UIView > UILabel \"A title longer than its label\" in 60 x 21"])
        #expect(outcome.snapshot.lines[1].text == "  UILabel \"A title longer than its label\" (0, 0, 60, 21) truncated")
        #expect(outcome.snapshot.lines[2].text == "  UILabel \"Short\" (0, 40, 200, 21)")
    }

    @Test func aWrappingLabelIsTruncatedOnlyWhenItsLinesDoNotFit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 21))
        label.numberOfLines = 0
        label.text = "two words"
        root.addSubview(label)
        #expect(Self.outcome(root, checks: .truncation).passed)
        label.text = "several words that wrap onto more lines"
        #expect(!Self.outcome(root, checks: .truncation).passed)
        label.frame.size.height = 200
        #expect(Self.outcome(root, checks: .truncation).passed)
        label.numberOfLines = 2
        #expect(!Self.outcome(root, checks: .truncation).passed)
    }
}

import Foundation
import LayoutTestSupport
import LayoutTesting
import Testing
import UIKitCompat

// example: card
/// A profile card as an app would write it for UIKit: an avatar, a name and a bio.
final class ProfileCard: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let bio = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        name.font = .preferredFont(forTextStyle: .headline)
        name.adjustsFontForContentSizeCategory = true
        bio.font = .preferredFont(forTextStyle: .body)
        bio.adjustsFontForContentSizeCategory = true
        bio.numberOfLines = 0
        for view in [avatar, name, bio] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            bio.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            bio.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            bio.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            bio.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(name: String, bio: String) {
        self.name.text = name
        self.bio.text = bio
    }
}
// end

@MainActor @Suite struct TestingDocTests {
    static func card() -> ProfileCard {
        let card = ProfileCard()
        card.show(name: "Ada Lovelace", bio: "Wrote the first program, for an engine that was never built.")
        return card
    }

    @Test func profileCard() {
        // example: first-snapshot
        let card = ProfileCard()
        card.show(name: "Ada Lovelace", bio: "Wrote the first program, for an engine that was never built.")
        assertLayoutSnapshot(of: card, on: .iPhone15, sizing: .fittingWidth, checks: .all)
        // end
        #expect(card.frame.width == 393)
    }

    @Test func profileCardEverywhere() {
        // example: matrix
        assertLayoutSnapshots(
            for: [.iPhoneSE, .iPhone15ProMax], sizes: [.large, .accessibilityExtraExtraExtraLarge],
            directions: [.leftToRight, .rightToLeft], sizing: .fittingWidth
        ) { _ in
            let card = ProfileCard()
            card.show(name: "Ada Lovelace", bio: "Wrote the first program, for an engine that was never built.")
            return card
        }
        // end
    }

    @Test func profileCardAfterTheTextGrows() {
        // example: host
        let host = LayoutHost(LayoutEnvironment(device: .iPhoneSE))
        let card = Self.card()
        host.host(card, sizing: .fittingWidth)
        let before = card.bio.frame
        host.change { $0.contentSize = .accessibilityExtraExtraExtraLarge }
        #expect(card.bio.frame.height > before.height)
        assertLayoutSnapshot(of: host, named: "largest-text")
        // end
    }

    @Test func theExamplesOnThePageAreTheOnesThatRun() throws {
        let result = try DocSync.exampleMismatches(page: "docs/testing.md", testSource: #filePath)
        #expect(result.checked == 4)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let excerpts = try DocSync.excerptMismatches(page: "docs/testing.md")
        #expect(excerpts.checked == 2)
        #expect(excerpts.problems.isEmpty, "\(excerpts.problems)")
        let concurrency = try DocSync.excerptMismatches(page: "docs/concurrency.md")
        #expect(concurrency.checked == 3)
        #expect(concurrency.problems.isEmpty, "\(concurrency.problems)")
    }

    /// The page quotes the recorded snapshots and the tool's failure message as they are.
    @Test func thePageQuotesTheRecordedSnapshots() throws {
        let page = try DocSync.read("docs/testing.md")
        for name in ["profileCard", "profileCardEverywhere.iPhoneSE3-portrait-AccessibilityXXXL-rtl"] {
            let text = try DocSync.read("Tests/LayoutTestingTests/__Snapshots__/TestingDocTests/\(name).txt")
            let lines = text.split(separator: "\n")
            let quoted = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let start = try #require(quoted.firstIndex(of: String(lines[0])))
            #expect(
                Array(quoted[start..<(start + lines.count)]) == lines.map { $0.trimmingCharacters(in: .whitespaces) })
        }
        #expect(page.contains("-  UIStackView (16, 75, 361, 139.33)\n+  UIStackView (16, 83, 361, 139.33)"))
        #expect(page.contains("  line 3, UIStackView: y 75 → 83 (+8)"))
    }
}

import AutoLayout
import Foundation
import Testing

@MainActor @Suite struct DynamicTypeTests {
    @Test func preferredFontsHaveTheSizesOfTheHIGTable() {
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body, category: .extraSmall).pointSize == 14)
        #expect(Font.preferredFont(forTextStyle: .body, category: .accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(
            Font.preferredFont(forTextStyle: .largeTitle, category: .accessibilityExtraExtraExtraLarge).pointSize == 60)
        #expect(Font.preferredFont(forTextStyle: .footnote, category: .extraExtraExtraLarge).pointSize == 19)
        let traits = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 28)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func fontMetricsScaleAsTheirStyle() {
        let metrics = FontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 17, category: .accessibilityMedium) == 28)
        #expect(metrics.scaledValue(for: 10) == 10)
        let custom = metrics.scaledFont(for: .systemFont(ofSize: 34, weight: .bold), category: .extraSmall)
        #expect(custom.pointSize == 28 && custom.weight == .bold)
        #expect(custom.adjusted(to: .large).pointSize == 34)
        #expect(Font.systemFont(ofSize: 12).adjusted(to: .accessibilityLarge).pointSize == 12)
    }

    @Test func labelsThatAdjustTakeTheSizeOfTheirTraits() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = Label(text: "Hello")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 116.0 / 3, height: 61.0 / 3))
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(label.font.pointSize == 53)
        root.layoutIfNeeded()
        // "Hello" at 53 points: 114.33 wide at 3x; 53 * 2444 / 2048 = 63.25 -> 63.33 high.
        #expect(label.frame == CGRect(x: 0, y: 0, width: 343.0 / 3, height: 190.0 / 3))
        root.traitOverrides = TraitOverrides()
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 116.0 / 3, height: 61.0 / 3))
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsFont() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = Label(text: "Hello")
        label.font = .preferredFont(forTextStyle: .body)
        root.addSubview(label)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(label.font.pointSize == 17)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 28)
    }
}

@MainActor @Suite struct TraitTests {
    final class Recorder: View {
        var changes: [ContentSizeCategory?] = []
        var events: [String] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            changes.append(previous?.preferredContentSizeCategory)
        }
        override func willMove(toSuperview newSuperview: View?) {
            events.append("willMove(\(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { events.append("didMove") }
        override func willMove(toWindow newWindow: Window?) {
            events.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { events.append("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    }

    @Test func overridesApplyToTheSubtreeNearestLast() {
        let root = View()
        let middle = View()
        let leaf = Recorder()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.traitOverrides.horizontalSizeClass = .regular
        middle.traitOverrides.horizontalSizeClass = .compact
        middle.traitOverrides.userInterfaceStyle = .dark
        #expect(leaf.traitCollection.horizontalSizeClass == .compact)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.userInterfaceStyle == .unspecified)
        root.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(leaf.traitCollection.preferredContentSizeCategory == .extraLarge)
        // Told once per change that reached it: nothing before, then .large, then .large again
        // (the size class changed on the middle view), then the text size.
        #expect(leaf.changes.last == .large)
        middle.removeFromSuperview()
        #expect(leaf.traitCollection.preferredContentSizeCategory == .large)
        #expect(leaf.changes.last == .extraLarge)
    }

    @Test func viewsHearWhenTheyMoveAndWhenTheirTreeEntersAWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let container = View()
        let view = Recorder()
        container.addSubview(view)
        #expect(view.events == ["willMove(view)", "didMove"])
        #expect(view.window == nil)
        window.addSubview(container)
        #expect(view.events.suffix(2) == ["willMoveToWindow(window)", "didMoveToWindow(window)"])
        #expect(view.window === window && container.window === window)
        container.removeFromSuperview()
        #expect(view.events.suffix(2) == ["willMoveToWindow(nil)", "didMoveToWindow(nil)"])
        #expect(view.window == nil)
        #expect(window.debugClassName == "UIWindow")
    }
}

@MainActor @Suite struct AppearanceTests {
    @Test func membersUIKitCodeSetsAreKept() {
        let parent = View()
        let child = View()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.alpha = 1.5
        #expect(child.alpha == 1)
        child.layer.cornerRadius = 8
        child.layer.borderWidth = 1
        child.layer.borderColor = Color.gray.cgColor
        child.layer.masksToBounds = true
        #expect(
            child.clipsToBounds && child.layer.cornerRadius == 8
                && child.layer.borderColor == Color(white: 0.5, alpha: 1))
        #expect(Color.systemBlue.withAlphaComponent(0.5) == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.5))
        #expect(!Label().isUserInteractionEnabled && View().isUserInteractionEnabled)
        var finished = false
        View.animate(withDuration: 0.3, animations: { child.alpha = 0 }, completion: { finished = $0 })
        #expect(child.alpha == 0 && finished)
    }

    @Test func viewsAreEqualByIdentity() {
        let a = View()
        let b = View()
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
    }

    /// A subclass with only its own designated initializer compiles, as in UIKit.
    final class Badge: View {
        let text: String
        init(text: String) {
            self.text = text
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aSubclassNeedsOnlyItsOwnInitializer() {
        #expect(Badge(text: "New").text == "New")
    }
}

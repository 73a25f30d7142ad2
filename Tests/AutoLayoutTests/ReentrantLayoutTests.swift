import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Layout code that changes the tree and asks for layout from inside `layoutSubviews()`, as
/// real code does ("show more" once a text passes five lines): nested requests are carried
/// out by the pass already running, never by recursion without bound, and a layout that
/// never settles is reported once.
@MainActor @Suite struct ReentrantLayoutTests {
    /// A card that adds a "show more" row to its stack once its text passes five lines, and
    /// lays itself out again at once.
    final class Card: View {
        let stack = StackView()
        let text = Label()
        var more: View?

        override init(frame: CGRect) {
            super.init(frame: frame)
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            text.numberOfLines = 0
            text.font = .systemFont(ofSize: 10)
            stack.addArrangedSubview(text)
            addSubview(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: topAnchor), stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func layoutSubviews() {
            super.layoutSubviews()
            guard more == nil, text.lines.count > 5 else { return }
            let row = View()
            row.heightAnchor.constraint(equalToConstant: 30).isActive = true
            stack.addArrangedSubview(row)
            more = row
            layoutIfNeeded()
        }
    }

    @Test func aLayoutThatAddsARowSettlesWithTheRow() {
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        card.text.text = String(repeating: "word ", count: 40)
        card.layoutIfNeeded()
        let more = try? #require(card.more)
        // Fourteen lines of 11.93 points (167.07, 167.33 at 3x), then the 30-point row.
        #expect(card.text.lines.count == 14)
        #expect(card.text.frame == CGRect(x: 0, y: 0, width: 100, height: 502.0 / 3))
        #expect(more?.frame == CGRect(x: 0, y: 502.0 / 3, width: 100, height: 30))
    }

    /// A view that asks for layout again every time it is laid out.
    final class Restless: View {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    @Test func aLayoutThatNeverSettlesStopsAndIsReportedOnce() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(restless)
        let (_, _, errors) = collecting {
            root.layoutIfNeeded()
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        // Each request of the outermost pass nests eight deep, then waits: 16 passes of 8.
        #expect(restless.passes > 1 && restless.passes <= 2 * 16 * 8)
        #expect(errors.count == 1)
        #expect(errors.first?.description.hasPrefix("Layout did not settle") == true)
    }
}

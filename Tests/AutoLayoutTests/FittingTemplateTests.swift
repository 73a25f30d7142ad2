import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A view measured again and again the same way (a reused cell) is measured on a copy of
/// its solver, a template, whose constants follow the engine's. Every fit here is checked
/// against the same view built afresh and measured once, where no template exists.
@MainActor @Suite struct FittingTemplateTests {
    static let texts = [
        "One line", "Two lines of text that wrap at the width of the cell, once",
        "Three lines of text that wrap at the width of the cell, twice over, and then some more words",
        "", "Short", "A title long enough to wrap onto a second line at this width",
    ]

    /// A 320-point root with a multi-line label inset 8 top and bottom (the bottom at 999,
    /// as in a cell, so that the root's own height never conflicts with the label), 12 at
    /// the sides, and a pin of the label's height at `pin` priority.
    @MainActor final class Card {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = Label()
        let top: LayoutConstraint
        let pin: LayoutConstraint
        let bottom: LayoutConstraint

        init(text: String, pin priority: LayoutPriority = LayoutPriority(100)) {
            label.numberOfLines = 0
            label.text = text
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
            pin = label.heightAnchor.constraint(equalToConstant: 10)
            pin.priority = priority
            bottom = label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8)
            bottom.priority = LayoutPriority(999)
            LayoutConstraint.activate([
                top, pin, bottom,
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            ])
            root.layoutIfNeeded()
        }

        func fit(height: CGFloat = 44) -> CGSize {
            root.systemLayoutSizeFitting(
                CGSize(width: 320, height: height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    /// The fit of a fresh card with `text` (its first measurement: no template).
    func freshFit(_ text: String, top: CGFloat = 8) -> CGSize {
        let card = Card(text: text)
        card.top.constant = top
        return card.fit()
    }

    @Test func repeatedFitsFollowTheText() {
        let card = Card(text: Self.texts[0])
        for i in 0..<30 {
            let text = Self.texts[i % Self.texts.count]
            card.label.text = text
            let probe = Label()
            probe.numberOfLines = 0
            probe.preferredMaxLayoutWidth = 296
            probe.text = text
            #expect(
                card.fit() == onSixths(CGSize(width: 320, height: probe.intrinsicContentSize.height + 16)), "text \(i)")
            #expect(card.fit() == freshFit(text), "text \(i)")
        }
        #expect(card.root.fittingTemplateMeasurements >= 50)
        // The fits changed nothing: the card still lays out at its own frame, the label
        // squeezed into 44 - 16 points.
        card.root.layoutIfNeeded()
        #expect(card.root.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(card.label.frame == CGRect(x: 12, y: 8, width: 296, height: 28))
    }

    @Test func aNewConstraintReplacesTheTemplate() {
        let card = Card(text: Self.texts[1])
        let natural = card.fit()
        #expect(card.fit() == natural)
        let tall = card.label.heightAnchor.constraint(greaterThanOrEqualToConstant: 100)
        tall.isActive = true
        #expect(card.fit() == CGSize(width: 320, height: 116))
        #expect(card.fit() == CGSize(width: 320, height: 116))
        tall.isActive = false
        #expect(card.fit() == natural)
        #expect(card.fit() == natural)
    }

    @Test func aPriorityChangeReplacesTheTemplate() {
        let card = Card(text: Self.texts[2])
        let natural = card.fit()
        #expect(natural.height > 26)
        #expect(card.fit() == natural)
        let before = card.root.fittingTemplateMeasurements
        card.pin.priority = LayoutPriority(800)  // above compression resistance: height 10
        #expect(card.fit() == CGSize(width: 320, height: 26))
        #expect(card.root.fittingTemplateMeasurements == before)
        card.pin.priority = LayoutPriority(100)
        #expect(card.fit() == natural)
        #expect(card.fit() == natural)
    }

    /// More constant changes between two fits than the template keeps: it is dropped and
    /// the fit is made in the engine.
    @Test func manyConstantChangesBetweenFits() {
        let card = Card(text: Self.texts[1])
        #expect(card.fit() == freshFit(Self.texts[1]))
        #expect(card.fit() == freshFit(Self.texts[1]))
        for step in 0..<300 { card.top.constant = CGFloat(step % 40) }
        #expect(card.fit() == freshFit(Self.texts[1], top: 19))
        card.top.constant = 30
        #expect(card.fit() == freshFit(Self.texts[1], top: 30))
        #expect(card.fit() == freshFit(Self.texts[1], top: 30))
    }

    /// Between fits, a constant that makes required constraints conflict is reported with
    /// UIKit's report, and the layout is the one an engine built with that constant has.
    @Test func aConstantThatConflictsBetweenFitsIsReported() {
        let card = Card(text: Self.texts[1])
        let width = card.label.widthAnchor.constraint(lessThanOrEqualToConstant: 400)
        width.isActive = true
        #expect(card.fit() == freshFit(Self.texts[1]))
        #expect(card.fit() == freshFit(Self.texts[1]))
        let (_, reports, _) = collecting {
            width.constant = 100  // the label's 296 points between the sides cannot be 100 or less
            card.root.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.constraints.contains { $0 === width } == true)
        let fresh = Card(text: Self.texts[1])
        let freshWidth = fresh.label.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let (_, freshReports, _) = collecting {
            freshWidth.isActive = true
            fresh.root.layoutIfNeeded()
        }
        #expect(reports.first.map { ObjectIdentifier($0.brokenConstraint) == ObjectIdentifier(width) } == freshReports.first.map { ObjectIdentifier($0.brokenConstraint) == ObjectIdentifier(freshWidth) })
        #expect(card.label.frame == fresh.label.frame)
        #expect(card.label.frame.width == 296 || card.label.frame.width == 100)
    }

    /// The fitting constraints' own constants (the target size) move in the template too.
    @Test func theTargetSizeMoves() {
        let root = makeRoot(width: 320, height: 44)
        let box = makeChild(of: root)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
        root.layoutIfNeeded()
        for (target, height) in [(44, 44), (100, 100), (10, 20), (44, 44), (0, 20), (250, 250)] as [(CGFloat, CGFloat)]
        {
            let size = root.systemLayoutSizeFitting(
                CGSize(width: 200, height: target), withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 200, height: height), "target \(target)")
        }
        #expect(root.fittingTemplateMeasurements == 4)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }
}

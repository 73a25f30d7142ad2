import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Fits of a view that is not its engine's root (a cell's content view, any subview) are
/// measured in the tree's own engine with the constraints that tie the subtree to the rest
/// lifted, rolled back afterwards, and repeated through the engine's fitting template: each
/// is checked against the same subtree built alone as a root and fitted once.
@MainActor @Suite struct SubviewFittingTests {
    /// A 320 x 44 cell whose content view (made in code: it translates its frame, as a
    /// cell's does) holds a wrapping title and a 40-point badge below it.
    @MainActor final class Cell {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = Label()
        let badge = View()
        let gap: LayoutConstraint

        init(text: String) {
            cell.addSubview(content)
            title.numberOfLines = 0
            title.text = text
            for view in [title, badge] {
                view.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(view)
            }
            gap = badge.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6)
            LayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                gap,
                badge.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 40),
                badge.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            ])
            cell.layoutIfNeeded()
        }

        func fitContent(width: CGFloat = 320) -> CGSize {
            content.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    /// The title's height at a width, as a label measures it.
    static func titleHeight(_ text: String, width: CGFloat) -> CGFloat {
        let probe = Label()
        probe.numberOfLines = 0
        probe.preferredMaxLayoutWidth = width
        probe.text = text
        return probe.intrinsicContentSize.height
    }

    /// The same content built alone, as a root, fitted once.
    static func freshFit(_ text: String, width: CGFloat = 320, gap: CGFloat = 6) -> CGSize {
        let alone = Cell(text: text)
        alone.content.removeFromSuperview()
        alone.gap.constant = gap
        return alone.content.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    static let texts = [
        "Short", "A title long enough to wrap onto a second line at this width of cell",
        "Three lines of text that wrap at the width of the cell, twice over, and then some more words", "",
    ]

    @Test func aContentViewFitsItsContentNotTheCell() {
        let cell = Cell(text: Self.texts[1])
        let expected = onSixths(
            CGSize(width: 320, height: 10 + Self.titleHeight(Self.texts[1], width: 288) + 6 + 40 + 10))
        #expect(cell.fitContent() == expected)
        #expect(cell.fitContent() == Self.freshFit(Self.texts[1]))
        // The cell and its content keep their frames: the fit changed nothing.
        cell.cell.layoutIfNeeded()
        #expect(cell.content.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func repeatedFitsFollowTheTextThroughTheTemplate() {
        let cell = Cell(text: Self.texts[0])
        _ = cell.fitContent()
        for i in 0..<24 {
            let text = Self.texts[i % Self.texts.count]
            cell.title.text = text
            #expect(cell.fitContent() == Self.freshFit(text), "text \(i)")
            #expect(cell.fitContent() == Self.freshFit(text), "text \(i), again")
        }
        #expect(cell.cell.fittingTemplateMeasurements >= 40)
    }

    @Test func constantsAndTargetWidthsMoveAndNewConstraintsCount() {
        let cell = Cell(text: Self.texts[2])
        #expect(cell.fitContent() == Self.freshFit(Self.texts[2]))
        cell.gap.constant = 20
        #expect(cell.fitContent() == Self.freshFit(Self.texts[2], gap: 20))
        #expect(cell.fitContent(width: 200) == Self.freshFit(Self.texts[2], width: 200, gap: 20))
        let tall = cell.badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 100)
        tall.priority = .required
        let old = cell.badge.constraints.first { $0.firstAttribute == .height && $0.relation == .equal }
        old?.isActive = false
        tall.isActive = true
        let height = 10 + Self.titleHeight(Self.texts[2], width: 288) + 20 + 100 + 10
        #expect(cell.fitContent() == CGSize(width: 320, height: height))
        #expect(cell.fitContent() == CGSize(width: 320, height: height))
    }

    @Test func aSubviewDeepInTheTreeFitsItsOwnSubtree() {
        let cell = Cell(text: Self.texts[1])
        // The title alone: the pins that tie it to the content view lie outside its subtree
        // and are lifted, so it takes the width asked for and wraps at it.
        let size = cell.title.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: Self.titleHeight(Self.texts[1], width: 100)))
    }
}

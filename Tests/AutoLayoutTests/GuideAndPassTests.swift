import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct GuideAndPassTests {
    /// `convert(_:to:)` and `convert(_:from:)` sum the frames' offsets up to the common
    /// root, less the bounds origins that scrolling moves; `nil` is the root (the window).
    @Test func convertsPointsAndRectsBetweenViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        root.addSubview(scroll)
        let card = View(frame: CGRect(x: 5, y: 500, width: 100, height: 40))
        scroll.addSubview(card)
        let badge = View(frame: CGRect(x: 70, y: 3, width: 20, height: 20))
        card.addSubview(badge)
        let side = View(frame: CGRect(x: 250, y: 10, width: 50, height: 50))
        root.addSubview(side)
        scroll.contentOffset = CGPoint(x: 0, y: 450)
        // badge (0, 0) is at card (70, 3), scroll (75, 503), root (85, 523 - 450 = 73).
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 85, y: 73))
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 86, y: 75))
        #expect(badge.convert(badge.bounds, to: side) == CGRect(x: -165, y: 63, width: 20, height: 20))
        #expect(side.convert(CGPoint(x: -165, y: 63), to: badge) == .zero)
        #expect(
            card.convert(CGRect(x: 70, y: 3, width: 20, height: 20), from: badge)
                == CGRect(x: 140, y: 6, width: 20, height: 20))
        #expect(badge.convert(CGPoint(x: 85, y: 73), from: nil) == .zero)
        #expect(root.convert(CGPoint(x: 7, y: 8), to: nil) == CGPoint(x: 7, y: 8))
        #expect(scroll.convert(CGPoint.zero, to: card) == CGPoint(x: -5, y: -500))
    }

    @Test func marginsGuideAndMarginAttributes() {
        let root = makeRoot(width: 300, height: 200)
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            LayoutConstraint(
                item: b, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1,
                constant: 0),
            LayoutConstraint(
                item: b, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin, multiplier: 1,
                constant: 0),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 240, height: 10))
        #expect(b.frame == CGRect(x: 20, y: 165, width: 5, height: 5))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 1, y: 0, width: 297, height: 10))
    }

    @Test func marginGuideConstraintsPrintAsUIKitPrintsThem() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 32, left: 8, bottom: 32, right: 8)
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        let texts = root.constraintsAffectingLayout(for: .vertical).map(\.description)
        let g = guide.debugName
        #expect(g.hasSuffix("'UIViewLayoutMarginsGuide'"))
        #expect(
            texts.contains {
                $0.hasSuffix(
                    " 'UIView-topMargin-guide-constraint' V:|-(32)-[\(g)]   (active, names: '|':\(root.debugName) )>")
            })
        #expect(
            texts.contains {
                $0.hasSuffix(
                    " 'UIView-bottomMargin-guide-constraint' V:[\(g)]-(32)-|   (active, names: '|':\(root.debugName) )>"
                )
            })
    }

    @Test func safeAreaGuideAndMarginsInsideIt() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = makeChild(of: root)
        let body = makeChild(of: root)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100), header.heightAnchor.constraint(equalToConstant: 44),
            body.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            body.widthAnchor.constraint(equalToConstant: 10), body.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 47, width: 100, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 844 - 34 - 8 - 10, width: 10, height: 10))
        #expect(header.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(body.frame.maxY == 836)
    }

    @Test func marginsFollowTheSafeAreaWhenTheViewMovesOutOfIt() {
        let root = makeRoot(width: 393, height: 852)
        root.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let card = View(frame: root.bounds)
        root.addSubview(card)
        let dot = makeChild(of: card)
        LayoutConstraint.activate([
            dot.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            dot.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 8, y: 852 - 34 - 8 - 10, width: 10, height: 10))
        // The card's bottom leaves the home indicator's inset: its bottom margin is 8 again.
        card.frame = CGRect(x: 0, y: 0, width: 393, height: 200)
        root.layoutIfNeeded()
        #expect(card.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 125))
        #expect(dot.frame == CGRect(x: 8, y: 182, width: 10, height: 10))
    }

    @Test func readableContentGuideIsAtMost672Wide() {
        let root = makeRoot(width: 1024, height: 100)
        let text = makeChild(of: root)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor), text.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 0, width: 672, height: 1))
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 0, width: 304, height: 1))
    }

    @Test func preservedSuperviewMarginsPushIn() {
        let root = makeRoot(width: 300, height: 100)
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let card = makeChild(of: root)
        card.preservesSuperviewLayoutMargins = true
        let text = makeChild(of: card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor), card.heightAnchor.constraint(equalToConstant: 50),
            text.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: card.topAnchor), text.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // The root's 30-point margins reach 20 points into the card on the left (it starts at
        // 10) and 30 on the right; the card's own margins are 8.
        #expect(text.frame == CGRect(x: 20, y: 0, width: 240, height: 1))
    }

    @Test func layoutGuidesTakePartInLayout() {
        let root = makeRoot(width: 300, height: 100)
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        let left = makeChild(of: root)
        let right = makeChild(of: root)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 25),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 2),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 75, y: 0, width: 225, height: 1))
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 25, height: 2))
        #expect(spacer.owningView === root && root.layoutGuides.contains { $0 === spacer })
        let unowned = LayoutGuide()
        let (_, _, errors) = collecting { unowned.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true }
        #expect(errors.count == 1)
    }

    final class Card: View {
        var compact = true
        var widthConstraint: LayoutConstraint?
        var layoutCount = 0
        override func updateConstraints() {
            if widthConstraint == nil {
                widthConstraint = widthAnchor.constraint(equalToConstant: 100)
                widthConstraint?.isActive = true
            }
            widthConstraint?.constant = compact ? 100 : 200
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            layoutCount += 1
        }
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        let root = makeRoot()
        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(card.frame.width == 100)
        #expect(card.layoutCount >= 1)
        card.compact = false
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraintsPending())
        root.layoutIfNeeded()
        #expect(card.frame.width == 200)
        #expect(!card.needsUpdateConstraintsPending())
        let count = card.layoutCount
        root.layoutIfNeeded()
        #expect(card.layoutCount == count)
    }

    @Test func hierarchyHelpers() {
        let root = makeRoot()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { $0 === c } == [false, true, false])
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a)
        root.sendSubviewToBack(a)
        #expect(root.subviews.first === a)
        b.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(b.isDescendant(of: root) && !root.isDescendant(of: b))
        // A cycle and a view added to itself are refused with UIKit's messages, and
        // change nothing.
        let refused = collecting {
            b.addSubview(root)
            b.addSubview(b)
        }
        #expect(
            refused.errors.map(\.description) == [
                "layer <CALayer: \(root.debugName.split(separator: ":")[1])> is a part of cycle in its layer tree",
                "Can't add self as subview",
            ])
        #expect(root.superview == nil && b.superview === root && b.subviews.isEmpty)
        b.removeFromSuperview()
        #expect(b.superview == nil && root.subviews.count == 2)
    }

    @Test func viewsAddedMovedAndRemovedAfterALayoutPassAreLaidOut() {
        let root = makeRoot()
        let card = makeChild(of: root)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // A view added inside the card after the pass takes part in the next one.
        let badge = makeChild(of: card)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 75, y: 5, width: 20, height: 20))
        // Moved to the root with new constraints, then taken out: the rest still lays out.
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            badge.topAnchor.constraint(equalTo: root.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        badge.removeFromSuperview()
        card.constraints.first { $0.firstAttribute == .width }?.constant = 60
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 60, height: 50))
        #expect(root.subviews.count == 1 && card.subviews.isEmpty)
    }
}

import AutoLayout
import Foundation
import Testing

/// A view with a fixed intrinsic size.
final class Block: View {
    var size = CGSize.zero
    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        size = CGSize(width: width, height: height)
    }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor @Suite struct StackViewTests {
    private func stack(_ blocks: [View], width: CGFloat = 200, height: CGFloat? = nil) -> (View, StackView) {
        let root = makeRoot(width: 320, height: 480)
        let stack = StackView(arrangedSubviews: blocks)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: width),
        ]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(constraints)
        return (root, stack)
    }

    @Test func fillStretchesTheLowestHugging() {
        let a = Block(40, 20)
        let b = Block(60, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (root, stack) = stack([a, b])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 150, height: 30))
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 30))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    /// Hidden views collapse to zero size, and a frame's zero is never negative (it would
    /// print as -0.0).
    @Test func hiddenViewsCollapseToAPositiveZero() {
        for distribution in [StackView.Distribution.fill, .fillEqually, .fillProportionally] {
            let root = makeRoot(width: 320, height: 100)
            let views = [View(), View(), View()]
            let stack = StackView(arrangedSubviews: views)
            stack.distribution = distribution
            stack.spacing = -5
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor), stack.heightAnchor.constraint(equalToConstant: 40),
            ])
            views[1].isHidden = true
            root.layoutIfNeeded()
            for view in views { view.isHidden = true }
            root.layoutIfNeeded()
            for view in views {
                #expect(view.frame.size == .zero, "\(distribution)")
                #expect(view.frame.size.width.sign == .plus && view.frame.origin.x.sign == .plus, "\(distribution)")
            }
        }
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() {
        let views = [Block(10, 10), Block(20, 10), Block(30, 10)]
        let (root, stack) = stack(views, width: 220)
        stack.distribution = .fillEqually
        stack.spacing = 5
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 75, 150])
        #expect(views.map(\.frame.width) == [70, 70, 70])
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        let views = [Block(10, 10), Block(30, 10)]
        let (root, stack) = stack(views, width: 200)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 150])
    }

    @Test func equalSpacingSharesTheRest() {
        let views = [Block(20, 10), Block(20, 10), Block(20, 10)]
        let (root, stack) = stack(views, width: 200)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 90, 180])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [Block(20, 10), Block(60, 10), Block(20, 10)]
        let (root, stack) = stack(views, width: 200)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(views.map(\.center.x) == [10, 100, 190])
    }

    @Test func alignmentsPlaceViewsAcrossTheAxis() {
        let a = Block(20, 10)
        let b = Block(20, 30)
        let (root, stack) = stack([a, b], width: 100, height: 50)
        for (alignment, y) in [(StackView.Alignment.top, 0.0), (.center, 20), (.bottom, 40)] {
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect(a.frame.minY == CGFloat(y), "\(alignment)")
            #expect(a.frame.height == 10)
        }
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 50))
    }

    @Test func aStackWithoutAHeightHugsItsTallestView() {
        let a = Block(20, 10)
        let b = Block(20, 30)
        let (root, stack) = stack([a, b], width: 100)
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(stack.frame.height == 30)
        #expect(a.frame.minY == 10)
    }

    @Test func hiddenViewsCollapseWithTheirSpacing() {
        let views = [Block(20, 10), Block(30, 10), Block(40, 10)]
        let (root, stack) = stack(views, width: 200)
        stack.spacing = 10
        stack.setCustomSpacing(4, after: views[0])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 24, 64])
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame.minX == 24)
        #expect(stack.customSpacing(after: views[0]) == 4)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    }

    @Test func verticalStacksWithMarginsRelativeArrangement() {
        let views = [Block(20, 10), Block(30, 15)]
        let (root, stack) = stack(views, width: 100)
        stack.axis = .vertical
        stack.spacing = 5
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 6, y: 4, width: 88, height: 10))
        #expect(views[1].frame == CGRect(x: 6, y: 19, width: 88, height: 15))
        #expect(stack.frame.height == 38)
    }

    @Test func describesItsConstraintsAsUIKitDoes() {
        let a = Block(20, 10)
        let b = Block(20, 10)
        let (root, stack) = stack([a, b])
        stack.spacing = 8
        root.layoutIfNeeded()
        let texts = a.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(texts.contains { $0.contains("'UISV-spacing' H:[\(a.debugName)]-(8)-[\(b.debugName)]   (active)>") })
        let trailing = b.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(
            trailing.contains {
                $0.contains(
                    "'UISV-canvas-connection' H:[\(b.debugName)]-(0)-|   (active, names: '|':\(stack.debugName) )>")
            })
    }

    /// Hiding one arranged view swaps only the constraints that change: the others stay
    /// the same objects, in the engine as they were.
    @Test func hidingOneViewKeepsTheOtherConstraints() {
        let blocks = (0..<6).map { _ in Block(20, 10) }
        let (root, stack) = stack(blocks)
        stack.axis = .vertical
        stack.spacing = 4
        root.layoutIfNeeded()
        func alignment(_ view: View) -> [ObjectIdentifier] {
            view.constraintsAffectingLayout(for: .horizontal).filter { $0.identifier == "UISV-canvas-connection" }
                .map(ObjectIdentifier.init)
        }
        let before = alignment(blocks[0])
        #expect(before.count == 2)
        blocks[3].isHidden = true
        root.layoutIfNeeded()
        #expect(alignment(blocks[0]) == before)
        #expect(blocks[4].frame == CGRect(x: 0, y: 42, width: 200, height: 10))
        #expect(blocks[3].frame.height == 0)
        blocks[3].isHidden = false
        root.layoutIfNeeded()
        #expect(alignment(blocks[0]) == before)
        #expect(blocks[4].frame == CGRect(x: 0, y: 56, width: 200, height: 10))
    }

    /// Arranged views added one by one are arranged once, at the next layout pass.
    @Test func manyArrangedViewsLayOutInAColumn() {
        let (root, stack) = stack([])
        stack.axis = .vertical
        stack.spacing = 2
        let blocks = (0..<300).map { _ in Block(20, 10) }
        for block in blocks { stack.addArrangedSubview(block) }
        root.layoutIfNeeded()
        for (i, block) in blocks.enumerated() {
            #expect(block.frame == CGRect(x: 0, y: CGFloat(i * 12), width: 200, height: 10))
        }
        #expect(stack.frame.height == CGFloat(300 * 12 - 2))
    }
}

@MainActor @Suite struct BaselineStackTests {
    @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let title = Label(text: "Title")
        title.font = .systemFont(ofSize: 20)
        let body = Label(text: "Body")
        body.font = .systemFont(ofSize: 10)
        let stack = StackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        // Title: 24 high (23.87 rounded up), its last baseline one descender (4.82) above its
        // bottom (19.18); body's first baseline one ascender (9.52) below its top:
        // 19.18 + 30 - 9.52.
        #expect(title.frame.minY == 0 && title.frame.height == 24)
        #expect(body.frame.minY == 39.654296875)
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(body.frame.minY == 54)
    }
}

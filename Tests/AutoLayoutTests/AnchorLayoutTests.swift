import AutoLayout
import Foundation
import Testing

@MainActor @Suite struct AnchorLayoutTests {
    @Test func pinsAViewWithAnchors() {
        let root = makeRoot()
        let box = makeChild(of: root)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 100, height: 50))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func framesAreRelativeToTheSuperview() {
        let root = makeRoot()
        let outer = makeChild(of: root)
        let inner = makeChild(of: outer)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            outer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
            inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 10, y: 30, width: 300, height: 420))
        #expect(inner.frame == CGRect(x: 75, y: 190, width: 150, height: 40))
        #expect(inner.center == CGPoint(x: 150, y: 210))
        #expect(inner.bounds == CGRect(x: 0, y: 0, width: 150, height: 40))
    }

    @Test func changingAConstantMovesTheView() {
        let root = makeRoot()
        let box = makeChild(of: root)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        LayoutConstraint.activate([
            top, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minY == 20)
        top.constant = 64
        root.layoutIfNeeded()
        #expect(box.frame.minY == 64)
        top.isActive = false
        #expect(!top.isActive)
        #expect(!root.constraints.contains(top))
    }

    @Test func anchorWithOffsetMakesEqualGaps() {
        let root = makeRoot(width: 300, height: 100)
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            root.leadingAnchor.anchorWithOffset(to: a.leadingAnchor).constraint(
                equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                equalTo: b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 60)
        #expect(b.frame.minX == 180)
    }

    @Test func systemSpacingIsEightPoints() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 28, width: 5, height: 5))
    }

    @Test func leadingAndTrailingFlipInRightToLeftLayouts() {
        let root = makeRoot(width: 200, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let box = makeChild(of: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.frame.minX == 140)
        root.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
    }

    @Test func optionalPrioritiesAreLexicographic() {
        let root = makeRoot()
        let box = makeChild(of: root)
        let strong = box.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = 751
        var weak: [LayoutConstraint] = []
        for _ in 0..<5 {
            let c = box.widthAnchor.constraint(equalToConstant: 10)
            c.priority = .defaultHigh
            weak.append(c)
        }
        LayoutConstraint.activate(
            [strong] + weak + [
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 1),
            ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test func widthsNeverGoNegative() {
        let root = makeRoot(width: 100, height: 100)
        let box = makeChild(of: root)
        let wish = box.widthAnchor.constraint(equalToConstant: -30)
        wish.priority = .defaultHigh
        LayoutConstraint.activate([
            wish, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 0)
    }

    /// A right-to-left tree with a multiplier, a baseline and a centre constraint, whose
    /// constants are `constants`; returns the frames after layout.
    private func frames(_ constants: [CGFloat], changedTo changed: [CGFloat]? = nil) -> [CGRect] {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let box = makeChild(of: root)
        let label = Label(text: "Baseline")
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let constraints = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: constants[0]),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: constants[1]),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: constants[2]),
            box.heightAnchor.constraint(equalToConstant: constants[3]),
            label.firstBaselineAnchor.constraint(equalTo: box.bottomAnchor, constant: constants[4]),
            label.centerXAnchor.constraint(equalTo: box.centerXAnchor, constant: constants[5]),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        if let changed {
            for (constraint, value) in zip(constraints, changed) { constraint.constant = value }
            root.layoutIfNeeded()
        }
        return [box.frame, label.frame]
    }

    @Test func changedConstantsGiveTheLayoutOfABuildWithThem() {
        let first: [CGFloat] = [16, 20, 10, 30, 12, 0]
        let second: [CGFloat] = [-8, 44, -20, 7.5, -3, 25]
        #expect(frames(first, changedTo: second) == frames(second))
        #expect(frames(second, changedTo: first) == frames(first))
        // The box is 60 wide (320 / 4 - 20), its leading (right) edge 8 points past the root's.
        #expect(frames(second)[0] == CGRect(x: 320 + 8 - 60, y: 44, width: 60, height: 7.5))
    }

    @Test func toggledPrioritiesSwitchBetweenLayouts() {
        // The common animation pattern: two optional widths, one raised above the other.
        let root = makeRoot()
        let box = makeChild(of: root)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = LayoutPriority(1)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        for (priority, width) in [(999, 200), (1, 100), (751, 200), (749, 100), (999, 200)] {
            wide.priority = LayoutPriority(Float(priority))
            root.layoutIfNeeded()
            #expect(box.frame.width == CGFloat(width), "at \(priority)")
        }
        // Both moved: the narrow one below, then above the wide one.
        narrow.priority = LayoutPriority(500)
        wide.priority = LayoutPriority(600)
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        narrow.priority = .defaultHigh
        wide.priority = LayoutPriority(250)
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }
}

import AutoLayout
import Foundation
import Testing

/// `.fill` stacks whose views hug and resist equally: the tie goes by index, the last view
/// stretching and shrinking first.
@MainActor @Suite struct StackTieBreakingTests {
    private func row(_ views: [View], width: CGFloat) -> (View, StackView) {
        let root = makeRoot(width: 320, height: 480)
        let stack = StackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
        ])
        return (root, stack)
    }

    @Test func theLastOfEqualViewsStretches() {
        let views = (0..<4).map { _ in Block(20, 10) }
        let (root, _) = row(views, width: 200)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [20, 20, 20, 140])
        #expect(views.map(\.frame.minX) == [0, 20, 40, 60])
    }

    @Test func theLastOfEqualViewsShrinksFirst() {
        let views = (0..<4).map { _ in Block(60, 10) }
        let (root, _) = row(views, width: 200)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [60, 60, 60, 20])
    }

    /// A hidden view keeps its place in the order: the last visible view stretches.
    @Test func aHiddenLastViewPassesTheStretchToTheOneBefore() {
        let views = (0..<4).map { _ in Block(20, 10) }
        let (root, _) = row(views, width: 200)
        views[3].isHidden = true
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [20, 20, 160, 0])
    }

    /// Views that hug and resist below the tie-breakers' priority keep their intrinsic
    /// widths by the tie-breakers alone; a new intrinsic width moves its tie-breaker's
    /// constant in place, by the difference times the constraint's weight.
    @Test func aNewIntrinsicWidthMovesItsTieBreaker() {
        let a = Block(40, 10)
        let b = Block(20, 10)
        for block in [a, b] {
            block.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
            block.setContentCompressionResistancePriority(LayoutPriority(1), for: .horizontal)
        }
        let (root, _) = row([a, b], width: 200)
        root.layoutIfNeeded()
        #expect(a.frame.width == 40)
        #expect(b.frame.width == 160)
        a.size = CGSize(width: 60, height: 10)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 60)
        #expect(b.frame == CGRect(x: 60, y: 0, width: 140, height: 10))
    }

    /// A new intrinsic size in a `.fill` stack moves the tie-breaker's constant and leaves
    /// every arrangement constraint in place (the stack does not make them again).
    @Test func aNewIntrinsicSizeKeepsTheArrangementConstraints() {
        let a = Block(40, 10)
        let b = Block(20, 10)
        let (root, stack) = row([a, b], width: 200)
        root.layoutIfNeeded()
        let before = stack.constraints.map(ObjectIdentifier.init)
        let tieBreaker = a.constraintsAffectingLayout(for: .horizontal).first {
            $0.identifier == "UISV-ambiguity-suppression"
        }
        a.size = CGSize(width: 70, height: 10)
        a.invalidateIntrinsicContentSize()
        #expect(stack.constraints.map(ObjectIdentifier.init) == before)
        #expect(tieBreaker?.constant == 70)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 70, height: 10))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 130, height: 10))
    }

    /// In a `.fillProportionally` stack the lengths' multipliers come from the intrinsic
    /// sizes, so a new size arranges the stack again.
    @Test func aNewIntrinsicSizeReproportionsTheStack() {
        let a = Block(10, 10)
        let b = Block(30, 10)
        let (root, stack) = row([a, b], width: 200)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame.width) == [50, 150])
        a.size = CGSize(width: 30, height: 10)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame.width) == [100, 100])
    }

    /// The tie-breakers share one priority and differ in weight, so that the solver's
    /// objective holds one level for them however many views there are.
    @Test func theTieBreakersShareOnePriority() {
        let views = (0..<5).map { _ in Block(20, 10) }
        let (root, _) = row(views, width: 200)
        root.layoutIfNeeded()
        let priorities = views.flatMap { view in
            view.constraintsAffectingLayout(for: .horizontal).filter { $0.identifier == "UISV-ambiguity-suppression" }
                .map(\.priority)
        }
        #expect(priorities == Array(repeating: LayoutPriority(1.5), count: 5))
    }

    /// A tall column with room to spare: every label at its own height but the last.
    @Test func aLongColumnStretchesItsLastLabel() {
        let count = 300
        let root = makeRoot(width: 320, height: 480)
        let stack = StackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let blocks = (0..<count).map { _ in Block(20, 10) }
        for block in blocks { stack.addArrangedSubview(block) }
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
            stack.heightAnchor.constraint(equalToConstant: 5000),
        ])
        root.layoutIfNeeded()
        for (i, block) in blocks.dropLast().enumerated() {
            #expect(block.frame == CGRect(x: 0, y: CGFloat(i * 10), width: 100, height: 10))
        }
        #expect(blocks[count - 1].frame == CGRect(x: 0, y: CGFloat((count - 1) * 10), width: 100, height: 2010))
    }
}

import AutoLayout
import Foundation
import LayoutDSL
import Testing

@MainActor @Suite struct TargetAndModifierTests {
    @Test func anotherViewsAttributeAViewAndAGuide() {
        let (root, a) = rootAndChild()
        let b = View()
        root.addSubview(b)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints {
            $0.top.left.equalToSuperview().offset(100)
            $0.width.height.equalTo(50)
        }
        a.snp.makeConstraints { $0.edges.equalTo(guide) }
        b.snp.makeConstraints {
            $0.top.equalTo(a.snp.bottom).offset(10)
            $0.left.equalTo(a)
            $0.size.equalTo(a).multipliedBy(0.5)
        }
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 100, y: 100, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 100, y: 160, width: 25, height: 25))
        #expect(guide.layoutFrame == CGRect(x: 100, y: 100, width: 50, height: 50))
    }

    /// An item kept after its view is gone reads no target, and did not keep the view alive.
    @Test func itemsForgetTheirTarget() {
        let item: ConstraintItem
        weak var gone: View?
        do {
            let view = View()
            item = view.snp.bottom
            #expect(item.target === view && item.attributes == .bottom)
            gone = view
        }
        #expect(gone == nil && item.target == nil)
    }

    @Test func numbersRelateToTheSuperviewExceptForSizes() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints {
            $0.top.equalTo(42)
            $0.left.equalTo(7.5)
            $0.width.equalTo(Float(100))
            $0.height.equalTo(CGFloat(20))
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 7.5, y: 42, width: 100, height: 20))
        view.snp.remakeConstraints {
            $0.top.left.equalTo(UInt(3))
            $0.width.lessThanOrEqualTo(30)
            $0.width.greaterThanOrEqualTo(Double(30))
            $0.height.greaterThanOrEqualTo(10)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 3, y: 3, width: 30, height: 10))
    }

    @Test func superviewRelationsAndTheClosureForm() {
        let (root, view) = rootAndChild()
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.snp.makeConstraints {
            $0.top.equalToSuperview { $0.safeAreaLayoutGuide }
            $0.bottom.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
            $0.left.greaterThanOrEqualToSuperview().offset(10)
            $0.right.lessThanOrEqualToSuperview().offset(-10)
            $0.width.equalTo(1000).priority(.high)
            $0.height.equalTo(1000).priority(.low)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 47, width: 300, height: 399))
        let other = View()
        root.addSubview(other)
        other.snp.makeConstraints {
            $0.top.greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
            $0.left.equalToSuperview()
            $0.size.equalTo(5)
        }
        root.layoutIfNeeded()
        #expect(other.frame.minY == 47)
    }

    /// SnapKit's signs: left, top +; right, bottom -; sizes shrink by both sides; centres
    /// move by half the difference.
    @Test func insetSignsPerEdge() {
        let (root, view) = rootAndChild()
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let made = view.snp.prepareConstraints {
            $0.left.right.top.bottom.equalToSuperview().inset(insets)
            $0.width.height.centerX.centerY.equalToSuperview().inset(insets)
        }
        #expect(made[0].layoutConstraints.map(\.constant) == [20, 10, -40, -30])
        #expect(made[1].layoutConstraints.map(\.constant) == [-60, -40, -10, -10])
        let directional = view.snp.prepareConstraints {
            $0.leading.trailing.equalToSuperview().inset(
                DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 7))
        }
        #expect(directional[0].layoutConstraints.map(\.constant) == [5, -7])
        let scalar = view.snp.prepareConstraints { $0.edges.equalToSuperview().inset(3) }
        #expect(scalar[0].layoutConstraints.map(\.constant) == [3, 3, -3, -3])
        #expect(made.allSatisfy { !$0.isActive })
        _ = root
    }

    @Test func multipliersAndDivisions() {
        let (root, view) = rootAndChild(width: 300, height: 300)
        view.snp.makeConstraints {
            $0.top.left.equalToSuperview()
            $0.width.equalToSuperview().multipliedBy(0.5)
            $0.height.equalToSuperview().dividedBy(3)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
    }

    @Test func priorityForms() {
        let (_, view) = rootAndChild()
        let made = view.snp.prepareConstraints {
            $0.width.equalTo(1).priority(.required)
            $0.width.equalTo(2).priority(.high)
            $0.width.equalTo(3).priority(.medium)
            $0.width.equalTo(4).priority(.low)
            $0.width.equalTo(5).priority(999)
            $0.width.equalTo(6).priority(LayoutPriority.defaultLow + 1)
            $0.width.equalTo(7).priority(ConstraintPriority.high.advanced(by: 1))
            $0.width.equalTo(8).priority(Double(600.5))
        }
        #expect(made.map { $0.layoutConstraints[0].priority.rawValue } == [1000, 750, 500, 250, 999, 251, 751, 600.5])
    }

    @Test func labelsAndSourceLocationsInDescriptions() {
        let (root, view) = rootAndChild()
        let line = #line + 2
        view.snp.makeConstraints {
            $0.top.equalToSuperview().offset(20).priority(.high).labeled("title-top")
            $0.left.equalToSuperview().inset(8)
        }
        let made = root.constraints
        #expect(
            made[0].description
                == "<SnapKit.LayoutConstraint:title-top@TargetAndModifierTests.swift#\(line) "
                + "UIView:\(address(view)).top == UIView:\(address(root)).top + 20.0 ^750>")
        #expect(made[0].identifier == "title-top")
        view.snp.setLabel("card")
        #expect(view.snp.label() == "card")
        #expect(made[1].description.hasSuffix("#\(line + 1) UIView:card.left == UIView:\(address(root)).left + 8.0>"))
        #expect(made[1].description.hasPrefix("<SnapKit.LayoutConstraint:0x"))
    }

    private func address(_ view: View) -> String {
        String(view.debugName.split(separator: ":")[1].prefix { $0 != "'" })
    }
}

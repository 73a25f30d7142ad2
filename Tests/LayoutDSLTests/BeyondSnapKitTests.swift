import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import Testing

@MainActor @Suite struct BeyondSnapKitTests {
    @Test func multiplierRelationAndTargetChangeInPlace() {
        let (root, view) = rootAndChild(width: 200, height: 200)
        let other = View()
        root.addSubview(other)
        other.snp.makeConstraints {
            $0.left.top.equalTo(100)
            $0.size.equalTo(40)
        }
        var width: Constraint!
        var top: Constraint!
        view.snp.makeConstraints {
            $0.left.equalToSuperview()
            top = $0.top.equalToSuperview().constraint
            width = $0.width.equalToSuperview().multipliedBy(0.5).constraint
            $0.height.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        let handle = width.layoutConstraints[0]
        width.update(multiplier: 0.25)
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
        #expect(width.layoutConstraints[0] === handle && handle.multiplier == 0.25)
        top.update(to: other.snp.bottom)
        root.layoutIfNeeded()
        #expect(view.frame.minY == 140)
        width.update(relation: .greaterThanOrEqual)
        width.update(to: other)
        root.layoutIfNeeded()
        #expect(view.frame.width == 10)
        #expect(width.layoutConstraints[0].relation == .greaterThanOrEqual)
        top.update(to: 7)
        root.layoutIfNeeded()
        #expect(view.frame.minY == 7)
    }

    @Test func requiredAndOptionalSwapWhileActive() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 1))
        let label = View()
        content.addSubview(label)
        var top: Constraint!
        var bottom: Constraint!
        let (_, reports, _) = collecting {
            label.snp.makeConstraints {
                top = $0.top.equalToSuperview().offset(8).priority(.high).constraint
                bottom = $0.bottom.equalToSuperview().offset(-8).constraint
                $0.left.right.equalToSuperview()
            }
            content.layoutIfNeeded()
            top.update(priority: .required)
            content.layoutIfNeeded()
        }
        #expect(top.layoutConstraints[0].priority == .required && top.isActive)
        #expect(reports.count == 1)
        // Of the two insets the bottom one gives way, as in UIKit (BreakingKeys).
        #expect(reports.first?.brokenConstraint === bottom.layoutConstraints[0])
    }

    @Test func constraintSetsSwitchInOneChange() {
        let (root, view) = rootAndChild()
        let layouts = ConstraintSets<String>()
        layouts.define(
            "compact",
            view.snp.prepareConstraints {
                $0.top.left.equalToSuperview().inset(8)
                $0.size.equalTo(20)
            })
        layouts.define(
            "regular",
            view.snp.prepareConstraints {
                $0.center.equalToSuperview()
                $0.size.equalTo(100)
            })
        let (_, reports, _) = collecting {
            layouts.activate("compact")
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
            layouts.activate("regular")
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
            layouts.activate("compact")
            root.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(view.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
        #expect(layouts.active == "compact")
        #expect(layouts.constraints(for: "regular").allSatisfy { !$0.isActive })
        layouts.deactivate()
        #expect(layouts.active == nil && root.constraints.isEmpty && view.constraints.isEmpty)
    }
}

import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import Testing

@MainActor @Suite struct HandleTests {
    @Test func activateDeactivateAndIsActive() {
        let (root, view) = rootAndChild()
        var top: Constraint!
        view.snp.makeConstraints {
            top = $0.top.equalToSuperview().offset(10).constraint
            $0.left.equalToSuperview()
            $0.size.equalTo(20)
        }
        let alternative = view.snp.prepareConstraints { $0.top.equalToSuperview().offset(50) }[0]
        #expect(top.isActive && !alternative.isActive)
        root.layoutIfNeeded()
        #expect(view.frame.minY == 10)
        top.deactivate()
        alternative.activate()
        root.layoutIfNeeded()
        #expect(view.frame.minY == 50)
        alternative.isActive = false
        top.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.minY == 10)
        #expect(top.layoutConstraints.count == 1 && top.layoutConstraints[0].isActive)
    }

    @Test func updateOffsetInsetAndPriority() {
        let (root, view) = rootAndChild()
        var edges: Constraint!
        var width: Constraint!
        view.snp.makeConstraints {
            edges = $0.top.left.equalToSuperview().offset(5).constraint
            width = $0.width.equalTo(100).priority(.high).constraint
            $0.height.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 100, height: 10))
        edges.update(offset: 12)
        width.update(offset: 60)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 12, y: 12, width: 60, height: 10))
        edges.update(inset: EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
        root.layoutIfNeeded()
        #expect(view.frame.origin == CGPoint(x: 2, y: 1))
        width.update(priority: .required)
        #expect(width.layoutConstraints[0].priority == .required)
        width.update(priority: 300)
        #expect(width.layoutConstraints[0].priority.rawValue == 300)
    }

    @Test func updateConstraintsChangesOnlyConstants() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints {
            $0.top.left.equalToSuperview().offset(5)
            $0.size.equalTo(10)
        }
        let before = root.constraints + view.constraints
        view.snp.updateConstraints { $0.top.left.equalToSuperview().offset(30) }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 30, width: 10, height: 10))
        #expect(root.constraints + view.constraints == before)
        // What does not match is made, not trapped on.
        view.snp.updateConstraints { $0.top.equalToSuperview().offset(40).priority(.high) }
        root.layoutIfNeeded()
        #expect(view.frame.minY == 30)
        #expect((root.constraints + view.constraints).count == before.count + 1)
    }

    /// As in SnapKit, an update matches attribute by attribute: `top` changes the top of
    /// an earlier `top.left` or `edges` statement instead of adding a second top.
    @Test func updateConstraintsMatchesEachAttributeOfAnEarlierStatement() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints {
            $0.top.left.equalToSuperview().offset(5)
            $0.size.equalTo(10)
        }
        let other = View()
        root.addSubview(other)
        other.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        let before = root.constraints + view.constraints
        let (_, reports, errors) = collecting {
            view.snp.updateConstraints { $0.top.equalToSuperview().offset(20) }
            view.snp.updateConstraints { $0.width.equalTo(30) }
            other.snp.updateConstraints { $0.bottom.right.equalToSuperview().inset(40) }
            root.layoutIfNeeded()
        }
        #expect(reports.isEmpty && errors.isEmpty)
        #expect(view.frame == CGRect(x: 5, y: 20, width: 30, height: 10))
        #expect(other.frame == CGRect(x: 10, y: 10, width: root.bounds.width - 50, height: root.bounds.height - 50))
        #expect((root.constraints + view.constraints).count == before.count)
    }

    @Test func remakeAndRemove() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints { $0.edges.equalToSuperview() }
        #expect(root.constraints.count == 4)
        view.snp.remakeConstraints {
            $0.center.equalToSuperview()
            $0.size.equalTo(10)
        }
        #expect(root.constraints.count == 2 && view.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 155, y: 235, width: 10, height: 10))
        view.snp.removeConstraints()
        #expect(root.constraints.isEmpty && view.constraints.isEmpty)
    }

    @Test func guideDSL() {
        let (root, view) = rootAndChild()
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        spacer.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.width.equalTo(30)
            $0.height.equalTo(1)
        }
        view.snp.makeConstraints {
            $0.left.equalTo(spacer.snp.right)
            $0.top.equalTo(spacer)
            $0.size.equalTo(5)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 0, width: 5, height: 5))
        spacer.snp.updateConstraints { $0.width.equalTo(45) }
        root.layoutIfNeeded()
        #expect(view.frame.minX == 45)
        spacer.snp.removeConstraints()
        #expect(root.constraints.count == 2)
    }
}

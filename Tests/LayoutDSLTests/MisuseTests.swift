import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import Testing

@MainActor @Suite struct MisuseTests {
    @Test func equalToSuperviewWithoutASuperview() {
        let lone = View()
        let line = #line + 1
        let (_, _, errors) = collecting { lone.snp.makeConstraints { $0.top.equalToSuperview() } }
        #expect(
            errors.map(\.description) == [
                "Expected superview but found nil when attempting make constraint `equalToSuperview`. "
                    + "(at MisuseTests.swift#\(line))"
            ])
        #expect(lone.constraints.isEmpty)
    }

    @Test func multipleNonIdenticalAttributes() {
        let (root, view) = rootAndChild()
        let other = View()
        root.addSubview(other)
        let line = #line + 1
        let (_, _, errors) = collecting { view.snp.makeConstraints { $0.edges.equalTo(other.snp.size) } }
        #expect(
            errors.map(\.description) == [
                "Cannot constrain to multiple non-identical attributes. (at MisuseTests.swift#\(line))"
            ])
    }

    @Test func anAttributeTheTargetLacks() {
        let (root, view) = rootAndChild()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let line = #line + 1
        let (_, _, errors) = collecting { view.snp.makeConstraints { $0.firstBaseline.equalTo(guide) } }
        #expect(
            errors.map(\.description) == [
                "A layout guide has no `firstBaseline` attribute (guides have no baselines or margins). "
                    + "(at MisuseTests.swift#\(line))"
            ])
        #expect(root.constraints.isEmpty)
    }

    @Test func invalidPairingsGetUIKitsMessageWithTheLine() {
        let (root, view) = rootAndChild()
        let line = #line + 1
        let (_, _, errors) = collecting { view.snp.makeConstraints { $0.left.equalTo(view.snp.width) } }
        #expect(
            errors.map(\.description) == [
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                    + "Invalid pairing of layout attributes (at MisuseTests.swift#\(line))"
            ])
        // A horizontal location related to a vertical one: the same message, no constraint.
        let other = View()
        root.addSubview(other)
        let crossLine = #line + 1
        let crossed = collecting { view.snp.makeConstraints { $0.left.equalTo(other.snp.top) } }.errors
        #expect(
            crossed.map(\.description) == [
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                    + "Invalid pairing of layout attributes (at MisuseTests.swift#\(crossLine))"
            ])
        #expect(root.constraints.isEmpty)
    }

    @Test func priorityOutOfRange() {
        let (_, view) = rootAndChild()
        let (_, _, errors) = collecting { view.snp.makeConstraints { $0.width.equalTo(1).priority(1001) } }
        #expect(errors.count == 1)
        #expect(errors.first?.description.hasPrefix("Priority 1001 is out of range.") == true)
    }
}

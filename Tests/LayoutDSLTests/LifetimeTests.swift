import AutoLayout
import Foundation
import LayoutDSL
import Testing

/// The DSL keeps its constraints with the views it made them for, as SnapKit does; that
/// must not keep the views alive.
@MainActor @Suite struct DSLLifetimeTests {
    @Test func aTreeLaidOutWithTheDSLIsFreed() {
        weak var gone: View?
        weak var goneChild: View?
        weak var goneGuide: LayoutGuide?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let child = View()
            let guide = LayoutGuide()
            root.addSubview(child)
            root.addLayoutGuide(guide)
            child.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
            guide.snp.makeConstraints { $0.edges.equalTo(child) }
            child.snp.setLabel("child")
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
            #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
            (gone, goneChild, goneGuide) = (root, child, guide)
        }
        #expect(gone == nil)
        #expect(goneChild == nil)
        #expect(goneGuide == nil)
    }

    @Test func aHandleKeptAfterTheViewIsGoneIsHarmless() {
        var handle: Constraint?
        weak var gone: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = View()
            root.addSubview(child)
            child.snp.makeConstraints { handle = $0.width.equalTo(40).constraint }
            root.layoutIfNeeded()
            #expect(child.frame.width == 40)
            gone = child
        }
        #expect(gone == nil)
        handle?.update(offset: 10)
        handle?.deactivate()
        handle?.activate()
        #expect(handle?.isActive == false)
    }
}

import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import Testing

/// The examples of docs/dsl.md, as written there (see ``examplesMatchThePage()``).
@MainActor @Suite struct DSLDocExamplesTests {
    @Test func make() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = Label(text: "Hello")
        let avatar = View()
        root.addSubview(label)
        root.addSubview(avatar)
        // example: make
        avatar.snp.makeConstraints {
            $0.size.equalTo(44)
            $0.leading.equalToSuperview().offset(12)
            $0.centerY.equalToSuperview()
        }
        label.snp.makeConstraints {
            $0.leading.equalTo(avatar.snp.trailing).offset(8)
            $0.trailing.equalToSuperview().inset(12)
            $0.centerY.equalTo(avatar).priority(.high)
        }
        // end
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 12, y: 28, width: 44, height: 44))
        // The label's 17-point line, 20.33 high at 3x, centred on the avatar's 50.
        #expect(label.frame == CGRect(x: 64, y: 239.0 / 6, width: 244, height: 61.0 / 3))
    }

    @Test func handle() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let banner = View()
        root.addSubview(banner)
        // example: handle
        var top: Constraint?
        banner.snp.makeConstraints {
            top = $0.top.equalToSuperview().offset(-60).constraint
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(60)
        }
        top?.update(offset: 0)
        root.layoutIfNeeded()  // the banner slides in: banner.frame == (0, 0, 320, 60)
        // end
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    }

    @Test func inPlace() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let header = View()
        let box = View()
        root.addSubview(header)
        root.addSubview(box)
        header.snp.makeConstraints {
            $0.top.left.right.equalToSuperview()
            $0.height.equalTo(30)
        }
        var width: Constraint!
        var top: Constraint!
        box.snp.makeConstraints {
            top = $0.top.equalToSuperview().constraint
            $0.left.equalToSuperview()
            width = $0.width.equalToSuperview().multipliedBy(0.5).constraint
            $0.height.equalTo(10)
        }
        // example: in-place
        width.update(multiplier: 0.25)  // SnapKit cannot
        top.update(to: header.snp.bottom)  // a new target
        width.update(relation: .greaterThanOrEqual)
        top.update(priority: .high)  // required to optional while active
        // end
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 30, width: 50, height: 10))
        #expect(top.layoutConstraints[0].priority == .defaultHigh)
    }

    @Test func sets() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = Label(text: "Title")
        root.addSubview(title)
        // example: sets
        let layouts = ConstraintSets<String>()
        layouts.define(
            "compact",
            title.snp.prepareConstraints {
                $0.top.leading.equalToSuperview().inset(8)
            })
        layouts.define(
            "regular",
            title.snp.prepareConstraints {
                $0.center.equalToSuperview()
            })
        layouts.activate("compact")
        root.layoutIfNeeded()  // title.frame.origin == (8, 8)
        layouts.activate("regular")
        // end
        root.layoutIfNeeded()
        #expect(title.center == CGPoint(x: 160, y: 240))
        layouts.activate("compact")
        root.layoutIfNeeded()
        #expect(title.frame.origin == CGPoint(x: 8, y: 8))
    }

    /// Every marked block of docs/dsl.md is the code of a test above, line for line.
    @Test func examplesMatchThePage() throws {
        let result = try DocSync.exampleMismatches(page: "docs/dsl.md", testSource: #filePath)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.checked == 4)
    }
}

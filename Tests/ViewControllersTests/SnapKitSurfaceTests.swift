import Foundation
import Testing
import UIKitCompat

/// SnapKit's public names that code written for SnapKit uses, with `import UIKitCompat`.
@MainActor @Suite struct SnapKitSurfaceTests {
    @Test func insetsGuidesAndRawValuesHaveSnapKitsNames() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = ConstraintView()
        container.addSubview(view)
        view.snp.makeConstraints { make in
            make.edges.equalTo(ConstraintInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 140, height: 160))

        let guide = ConstraintLayoutGuide()
        container.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(ConstraintDirectionalInsets(top: 5, leading: 6, bottom: 0, trailing: 0))
            make.size.equalTo(CGSize(width: 30, height: 40))
        }
        container.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 6, y: 5, width: 30, height: 40))
        #expect(LayoutAttribute.width.rawValue == 7)
        #expect(LayoutAttribute.height.rawValue == 8)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        let sizes = view.constraints.map(\.firstAttribute.rawValue).sorted()
        #expect(sizes.isEmpty)
        let direction: ConstraintInterfaceLayoutDirection = .leftToRight
        #expect(direction == .leftToRight)
    }

    @Test func aControllersTopLayoutGuideEndsAtTheSafeArea() {
        let window = UIWindow(device: .iPhone15)
        let controller = UIViewController()
        window.rootViewController = controller
        let box = UIView()
        controller.view.addSubview(box)
        let top: ConstraintLayoutSupport = controller.topLayoutGuide
        let bottom: UILayoutSupport = controller.bottomLayoutGuide
        box.snp.makeConstraints { make in
            make.top.equalTo(top.snp.bottom)
            make.bottom.equalTo(bottom.snp.top)
            make.leading.trailing.equalToSuperview()
        }
        window.makeKeyAndVisible()
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(top.length == 59)
        #expect(bottom.length == 34)
        let names = controller.view.constraints.compactMap(\.identifier)
        #expect(names.filter { $0 == "_UILayoutSupportConstraint" }.count == 8)
    }
}

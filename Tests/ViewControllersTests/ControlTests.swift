import Testing
import UIKitCompat

@MainActor @Suite struct ControlTests {
    @Test func controlsHaveIOSsIntrinsicSizes() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        button.setTitle("Save", for: .normal)
        // "Save": 34.33 wide at 15 points, rounded up to whole points as UIKit sizes buttons.
        #expect(button.intrinsicContentSize == CGSize(width: 35, height: 30))
        // Content insets take the place of the 6 points above and below the title: 18 + 8.
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 55, height: 26))
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize.height == 61.0 / 3)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test func actionsRunForTheirEvents() {
        var log: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in log.append("go") })
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        #expect(button.currentTitle == "Go")
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .touchDown)
        button.isEnabled = false
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["go", "down"])
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }
}

@MainActor @Suite struct ControlNameTests {
    @Test func controlsAndControllersPrintUIKitsNames() {
        #expect(UIButton(type: .system).debugClassName == "UIButton")
        #expect(UISwitch().debugClassName == "UISwitch")
        #expect(UITextField().debugClassName == "UITextField")
        #expect(UIViewController().debugDescription.hasPrefix("<UIViewController: 0x7fa"))
        #expect(
            UINavigationController(rootViewController: UIViewController()).debugDescription.hasPrefix(
                "<UINavigationController: 0x"))
    }
}

import Foundation
import Testing
import UIKitCompat

/// The responder chain and first-responder status, as UIKit's `UIResponder` documents them:
/// a view's next responder is its controller when it is the controller's root view, else
/// its superview; only responders that can become first responder do.
@MainActor @Suite struct ResponderTests {
    @Test func aViewsNextResponderIsItsControllerThenTheSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.addSubview(controller.view)
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)
    }

    @Test func onlyATextInputBecomesFirstResponderAndOneAtATime() {
        let plain = UIView()
        let field = UITextField()
        let text = UITextView()
        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(text.becomeFirstResponder())
        #expect(text.isFirstResponder)
        #expect(!field.isFirstResponder)
        #expect(text.resignFirstResponder())
        #expect(!text.isFirstResponder)
        #expect(field.resignFirstResponder())
    }

    @Test func aResponderThatWillNotResignKeepsTheStatus() {
        final class StickyField: UITextField {
            override var canResignFirstResponder: Bool { false }
        }
        let sticky = StickyField()
        let other = UITextField()
        #expect(sticky.becomeFirstResponder())
        #expect(!other.becomeFirstResponder())
        #expect(sticky.isFirstResponder)
        #expect(!sticky.resignFirstResponder())
        #expect(sticky.isFirstResponder)
    }
}

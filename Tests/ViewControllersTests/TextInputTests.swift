import AutoLayout
import Testing
import UIKitCompat

/// A delegate that keeps a field to four characters and records what it was asked.
@MainActor
private final class LimitingDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("change \(range.location),\(range.length) '\(string)'")
        return (textField.text ?? "").count - range.length + string.count <= 4
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { allowsClear }
}

/// A text view delegate that refuses digits.
@MainActor
private final class NoDigitsDelegate: UITextViewDelegate {
    var changes = 0
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !text.contains { $0.isNumber }
    }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// A search results updater that records the texts it was asked to search for.
@MainActor
private final class ResultsRecorder: UISearchResultsUpdating {
    var searches: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        searches.append(searchController.searchBar.text ?? "")
    }
}

@MainActor @Suite struct TextInputTests {
    @Test func textInputTraitsHaveUIKitsDefaultsOnFieldsViewsAndSearchBars() {
        let inputs: [any UITextInputTraits] = [UITextField(), UITextView(), UISearchBar()]
        for input in inputs {
            #expect(input.keyboardType == .default)
            #expect(input.autocapitalizationType == .sentences)
            #expect(input.autocorrectionType == .default && input.spellCheckingType == .default)
            #expect(input.returnKeyType == .default && input.keyboardAppearance == .default)
            #expect(input.isSecureTextEntry == false && input.enablesReturnKeyAutomatically == false)
            #expect(input.textContentType == nil)
        }
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.textContentType = .oneTimeCode
        field.returnKeyType = .done
        #expect(field.keyboardType.rawValue == 7 && field.returnKeyType.rawValue == 9)
        #expect(field.textContentType == .oneTimeCode && field.textContentType != .password)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIKeyboardAppearance.alert == .dark && UIReturnKeyType.continue.rawValue == 11)
        #expect(UITextContentType(rawValue: "custom").rawValue == "custom")
    }

    @Test func aSecureFieldShowsAndMeasuresOneBulletPerCharacter() {
        let secure = UITextField()
        secure.text = "hunter2"
        let plain = UITextField()
        plain.text = "hunter2"
        let bullets = UITextField()
        bullets.text = String(repeating: "\u{2022}", count: 7)
        secure.isSecureTextEntry = true
        #expect(secure.text == "hunter2")
        #expect(secure.intrinsicContentSize == bullets.intrinsicContentSize)
        #expect(secure.intrinsicContentSize != plain.intrinsicContentSize)
        secure.isSecureTextEntry = false
        #expect(secure.intrinsicContentSize == plain.intrinsicContentSize)
    }

    @Test func typingAsksTheDelegateForEachCharacterAndSendsEditingChanged() {
        let field = UITextField()
        let delegate = LimitingDelegate()
        field.delegate = delegate
        var changes: [String] = []
        // The action holds the field weakly: the field keeps its actions.
        field.addAction(UIAction { [unowned field] _ in changes.append(field.text ?? "") }, for: .editingChanged)
        var began = 0
        field.addAction(UIAction { _ in began += 1 }, for: .editingDidBegin)
        field.simulateTyping("hello")
        #expect(field.text == "hell" && field.isEditing && began == 1)
        #expect(changes == ["h", "he", "hel", "hell"])
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "change 0,0 'h'", "change 1,0 'e'", "change 2,0 'l'", "change 3,0 'l'",
                "change 4,0 'o'",
            ])
        field.simulateDeleteBackward()
        #expect(field.text == "hel" && delegate.log.last == "change 3,1 ''" && changes.last == "hel")
        #expect(field.resignFirstResponder())
    }

    @Test func theDelegateCanRefuseToBeginOrEndEditing() {
        let field = UITextField()
        let delegate = LimitingDelegate()
        field.delegate = delegate
        delegate.allowsBegin = false
        #expect(field.becomeFirstResponder() == false)
        field.simulateTyping("a")
        #expect(field.text == nil && !field.isFirstResponder && !delegate.log.contains("didBegin"))

        delegate.allowsBegin = true
        delegate.allowsEnd = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder() == false && field.isFirstResponder)
        #expect(root.endEditing(false) == false && field.isFirstResponder)
        delegate.log = []
        // Forced, the delegate is not asked, and it is told that editing ended.
        #expect(root.endEditing(true) && !field.isFirstResponder)
        #expect(delegate.log == ["didEnd"])
        #expect(root.endEditing(true) == false)
    }

    @Test func endEditingResignsOnlyInsideItsSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        let field = UITextField()
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(left.endEditing(false) == false && field.isFirstResponder)
        #expect(root.endEditing(false) && !field.isFirstResponder)
    }

    @Test func returnAndClearAskTheDelegate() {
        let field = UITextField()
        let delegate = LimitingDelegate()
        field.delegate = delegate
        field.text = "abc"
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        #expect(field.simulateReturn() == false && exits == 0)
        delegate.allowsReturn = true
        #expect(field.simulateReturn() && exits == 1)
        delegate.allowsClear = false
        #expect(field.simulateClear() == false && field.text == "abc")
        delegate.allowsClear = true
        #expect(field.simulateClear() && field.text == "")
    }

    @Test func aTextFieldKeepsUIKitsEditingMembers() {
        let field = UITextField()
        #expect(field.textColor == .label && field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never && field.leftView == nil)
        #expect(UITextField.ViewMode.always.rawValue == 3 && UITextField.DidEndEditingReason.cancelled.rawValue == 1)
        let toolbar = UIView()
        #expect(field.inputAccessoryView == nil && UIView().inputAccessoryView == nil && UIView().inputView == nil)
        field.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar)
        field.attributedPlaceholder = NSAttributedString(string: "Email")
        #expect(field.placeholder == "Email" && field.attributedPlaceholder?.string == "Email")
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
        #expect(UIControl.Event.allEditingEvents.rawValue == 0x000F_0000)
        #expect(
            UIControl.Event.editingDidBegin.rawValue == 1 << 16 && UIControl.Event.editingDidEnd.rawValue == 1 << 18)
    }

    @Test func aTextViewHasUIKitsDefaultsAndAsksItsDelegate() {
        let textView = UITextView()
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(
            textView.isEditable && textView.isSelectable && textView.selectedRange == NSRange(location: 0, length: 0))
        let delegate = NoDigitsDelegate()
        textView.delegate = delegate
        textView.simulateTyping("a1b")
        #expect(textView.text == "ab" && delegate.changes == 2)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 10)
        #expect(textView.selectedRange == NSRange(location: 1, length: 1))
        textView.attributedText = NSAttributedString(string: "Hi")
        #expect(textView.text == "Hi" && textView.attributedText.string == "Hi")
        #expect(textView.resignFirstResponder())
        textView.isEditable = false
        textView.simulateTyping("c")
        #expect(textView.text == "Hi")
    }

    @Test func aSearchBarIs56PointsHighAndDrivesItsSearchController() {
        let search = UISearchController(searchResultsController: nil)
        #expect(search.searchBar.intrinsicContentSize.height == 56)
        #expect(search.searchBar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(
            search.obscuresBackgroundDuringPresentation && !search.isActive
                && search.searchBar.searchBarStyle == .default)
        let recorder = ResultsRecorder()
        search.searchResultsUpdater = recorder
        search.searchBar.simulateTyping("ki")
        #expect(search.isActive && search.searchBar.showsCancelButton)
        #expect(recorder.searches == ["", "k", "ki"])
        search.searchBar.simulateCancelButtonClick()
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.isFirstResponder)

        let controller = UIViewController()
        #expect(
            controller.navigationItem.searchController == nil && controller.navigationItem.hidesSearchBarWhenScrolling)
        controller.navigationItem.searchController = search
        controller.navigationItem.hidesSearchBarWhenScrolling = false
        #expect(controller.navigationItem.searchController === search)
        #expect(
            !controller.navigationItem.hidesSearchBarWhenScrolling
                && UIViewController().navigationItem.searchController == nil)
    }

    @Test func setNeedsDisplayMarksARectangleThatDrawingClears() {
        final class Canvas: UIView {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) { drawn.append(rect) }
        }
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(canvas.displayRect == nil)
        canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(canvas.displayRect == CGRect(x: 0, y: 0, width: 30, height: 30))
        canvas.drawIfNeeded()
        canvas.drawIfNeeded()
        #expect(canvas.drawn == [CGRect(x: 0, y: 0, width: 30, height: 30)] && canvas.displayRect == nil)
        canvas.setNeedsDisplay()
        #expect(canvas.displayRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func tintColorDidChangeReachesTheSubviewsThatInheritTheTint() {
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = Tinted()
        let inheriting = Tinted()
        let ownTint = Tinted()
        parent.addSubview(inheriting)
        parent.addSubview(ownTint)
        ownTint.tintColor = .systemRed
        parent.tintColor = .systemGreen
        #expect(parent.changes == 1 && inheriting.changes == 1 && ownTint.changes == 1)
        #expect(inheriting.tintColor == .systemGreen && ownTint.tintColor == .systemRed)
    }
}

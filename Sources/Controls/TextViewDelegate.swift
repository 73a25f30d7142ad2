import AutoLayout
import Foundation

/// The object a text view asks about editing and tells of it (UIKit's `UITextViewDelegate`,
/// https://developer.apple.com/documentation/uikit/uitextviewdelegate). Every method is
/// optional, as in UIKit: the defaults allow everything and do nothing. (UIKit's protocol
/// also inherits the scroll view's delegate, which this package does not have.)
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether editing may begin (UIKit's `textViewShouldBeginEditing(_:)`).
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began (UIKit's `textViewDidBeginEditing(_:)`).
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end (UIKit's `textViewShouldEndEditing(_:)`).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended (UIKit's `textViewDidEndEditing(_:)`).
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced with `text` (UIKit's
    /// `textView(_:shouldChangeTextIn:replacementText:)`).
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (UIKit's `textViewDidChange(_:)`); not called when code sets it.
    func textViewDidChange(_ textView: TextView)
    /// The selection changed (UIKit's `textViewDidChangeSelection(_:)`).
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    {
        true
    }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}

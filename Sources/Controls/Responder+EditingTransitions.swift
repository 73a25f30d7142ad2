import AutoLayout

extension Responder {
    /// Becomes the first responder as UIKit's text objects do: `true` at once when this
    /// already is the first responder; otherwise `shouldBegin` is asked, then `become`
    /// runs, and only when both agree `didBegin` is told.
    func enterEditing(shouldBegin: () -> Bool, become: () -> Bool, didBegin: () -> Void) -> Bool {
        if isFirstResponder { return true }
        guard shouldBegin(), become() else { return false }
        didBegin()
        return true
    }

    /// Resigns as UIKit's text objects do: `true` at once when this is not the first
    /// responder; otherwise `shouldEnd` is asked (unless ``View/endEditing(_:)`` forces the
    /// resignation), then `resign` runs, and only when this no longer is the first
    /// responder `didEnd` is told.
    func leaveEditing(shouldEnd: () -> Bool, resign: () -> Bool, didEnd: () -> Void) -> Bool {
        guard isFirstResponder else { return true }
        guard Responder.isForcingResignation || shouldEnd(), resign(), !isFirstResponder else { return false }
        didEnd()
        return true
    }
}

import AutoLayout
import Foundation

/// An on/off switch (UIKit's `UISwitch`): always 51 x 31 points, the size iOS gives it
/// whatever frame it is set to; it hugs and resists at 750 on both axes.
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn = false

    /// A switch; its size is fixed at 51 x 31.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugsAtDefaultHigh()
    }

    /// Creates a switch (views are not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Turns the switch on or off (there is no animation).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

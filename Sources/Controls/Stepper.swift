import AutoLayout
import Foundation

/// A pair of minus and plus buttons that step a value (UIKit's `UIStepper`).
///
/// It is 94 x 32 points whatever frame it is given, the size iOS 13 and later draw it at,
/// and hugs and resists at 750 on both axes. Its defaults are UIKit's: a range of 0 to
/// 100, a value of 0, a step of 1, no wrapping, auto-repeat and continuous reporting on.
@MainActor
open class Stepper: Control {
    /// The value, kept within the range.
    open var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }
    /// The low end of the range. Set above the maximum, the maximum becomes it too.
    open var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }
    /// The high end of the range. Set below the minimum, the minimum becomes it too.
    open var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }
    private var range = BoundedValue<Double>(minimum: 0, maximum: 100)
    /// The amount one tap adds or takes away; it must be greater than 0, and a value that
    /// is not is ignored (UIKit raises an exception there).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    /// Whether stepping past one end continues from the other.
    open var wraps = false
    /// Whether holding a button keeps stepping.
    open var autorepeat = true
    /// Whether a held button reports each step (`true`) or only the last.
    open var isContinuous = true

    /// A stepper; its size is fixed at 94 x 32.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugsAtDefaultHigh()
    }

    /// Creates a stepper (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hugsAtDefaultHigh()
    }

    /// What a tap on the plus (`up`) or minus button does: steps the value, wrapping or
    /// stopping at the ends, and sends `.valueChanged` when the value changed.
    public func step(up: Bool) {
        let before = value
        let next = before + (up ? stepValue : -stepValue)
        if wraps && next > maximumValue {
            value = minimumValue
        } else if wraps && next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        if value != before { sendActions(for: .valueChanged) }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}

import AutoLayout
import Foundation

/// A control that picks a value from a range by dragging a thumb (UIKit's `UISlider`).
///
/// It has no intrinsic width and is 31 points high, the height iOS gives it (its thumb
/// is 28 points across); it hugs at 250 on both axes, as Interface Builder sets it.
/// ``value`` always lies between ``minimumValue`` and ``maximumValue``.
@MainActor
open class Slider: Control {
    /// The value, clamped to the range.
    open var value: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }
    /// The low end of the range (0 unless set). Raising it above the maximum raises the
    /// maximum too, as UIKit does.
    open var minimumValue: Float {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }
    /// The high end of the range (1 unless set). Lowering it below the minimum lowers the
    /// minimum too.
    open var maximumValue: Float {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }
    private var range = BoundedValue<Float>(minimum: 0, maximum: 1)
    /// Whether dragging reports every change (`true`) or only the last one.
    open var isContinuous = true
    /// The colour of the track left of the thumb.
    open var minimumTrackTintColor: Color?
    /// The colour of the track right of the thumb.
    open var maximumTrackTintColor: Color?
    /// The colour of the thumb.
    open var thumbTintColor: Color?

    /// Sets the value (there is no animation).
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }
}

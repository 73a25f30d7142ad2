import AutoLayout
import Foundation

/// A control that picks a value from a range by dragging a thumb (UIKit's `UISlider`).
///
/// It has no intrinsic width and is 31 points high, the height iOS gives it (its thumb
/// is 28 points across); it hugs at 250 on both axes, as Interface Builder sets it.
/// ``value`` always lies between ``minimumValue`` and ``maximumValue``.
open class Slider: Control {
    /// The value, clamped to the range.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue: Float = 0
    /// The low end of the range (0 unless set). Raising it above the maximum raises the
    /// maximum too, as UIKit does.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The high end of the range (1 unless set). Lowering it below the minimum lowers the
    /// minimum too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// Whether dragging reports every change (`true`) or only the last one.
    open var isContinuous = true
    /// The colour of the track left of the thumb.
    open var minimumTrackTintColor: Color?
    /// The colour of the track right of the thumb.
    open var maximumTrackTintColor: Color?
    /// The colour of the thumb.
    open var thumbTintColor: Color?

    private func clamped(_ value: Float) -> Float {
        value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    }

    /// Sets the value (there is no animation).
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }
}

/// A value kept within a range whose ends move each other, as UIKit's slider and stepper
/// keep theirs: an end set past the other moves the other too, and the value is clamped
/// after every change (a NaN value becomes the minimum).
struct BoundedValue<Number: FloatingPoint> {
    private(set) var minimum: Number
    private(set) var maximum: Number
    private(set) var value: Number

    /// A range with the value at its minimum.
    init(minimum: Number, maximum: Number) {
        self.minimum = minimum
        self.maximum = maximum
        value = minimum
    }

    mutating func setValue(_ newValue: Number) { value = clamped(newValue) }

    mutating func setMinimum(_ newValue: Number) {
        minimum = newValue
        if maximum < minimum { maximum = minimum }
        value = clamped(value)
    }

    mutating func setMaximum(_ newValue: Number) {
        maximum = newValue
        if minimum > maximum { minimum = maximum }
        value = clamped(value)
    }

    private func clamped(_ number: Number) -> Number {
        number.isNaN ? minimum : min(max(number, minimum), maximum)
    }
}

import AutoLayout

extension View {
    /// Hugs at 750 on both axes, the priority Interface Builder gives controls drawn at a
    /// fixed size (a switch, a stepper, a spinner); their compression resistance is 750
    /// already, every view's default.
    func hugsAtDefaultHigh() {
        for axis in [LayoutAxis.horizontal, .vertical] { setContentHuggingPriority(.defaultHigh, for: axis) }
    }
}

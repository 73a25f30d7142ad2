import Testing
import UIKitCompat

/// Sizes, defaults and value rules of the controls beyond buttons, switches and fields.
@MainActor @Suite struct ControlValueTests {
    @Test func activityIndicatorsHaveTheirStylesSizeAndHideWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(spinner.debugClassName == "UIActivityIndicatorView")
    }

    @Test func progressViewsClampTheirProgress() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = 0.25
        #expect(bar.progress == 0.25)
        #expect(bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    @Test func slidersKeepTheirValueInTheRange() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.setValue(3, animated: false)
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 7
        slider.minimumValue = 12
        #expect(slider.minimumValue == 12 && slider.maximumValue == 12 && slider.value == 12)
        slider.maximumValue = 5
        #expect(slider.minimumValue == 5 && slider.value == 5)
        #expect(slider.debugClassName == "UISlider")
    }

    @Test func steppersStepWrapAndRefuseANonPositiveStep() {
        let stepper = UIStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        var changes: [Double] = []
        // Unowned, as in UIKit: a control holds its actions, and an action holding the
        // control strongly would keep both alive.
        stepper.addAction(UIAction { [unowned stepper] _ in changes.append(stepper.value) }, for: .valueChanged)
        stepper.maximumValue = 2
        stepper.step(up: true)
        stepper.step(up: true)
        stepper.step(up: true)
        #expect(changes == [1, 2])
        stepper.wraps = true
        stepper.step(up: true)
        stepper.step(up: false)
        #expect(changes == [1, 2, 0, 2])
        stepper.stepValue = 0
        stepper.stepValue = -1
        stepper.stepValue = .infinity
        #expect(stepper.stepValue == 1)
        stepper.minimumValue = 50
        #expect(stepper.maximumValue == 50 && stepper.value == 50)
    }

    @Test func segmentedControlsSizeTheirSegmentsAndKeepTheSelection() {
        let control = UISegmentedControl(items: ["First", "Second"])
        // "First" measures 26.67 and "Second" 46.07 in the 13-point system font: each
        // automatic segment takes the widest, 47, plus 16 points of padding.
        #expect(control.intrinsicContentSize == CGSize(width: 126, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: 106, height: 32))
        control.setWidth(80, forSegmentAt: 0)
        #expect(control.intrinsicContentSize == CGSize(width: 143, height: 32))
        control.setWidth(-5, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 80)
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 1)
        control.insertSegment(withTitle: "Zero", at: -3, animated: false)
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(
            (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == [
                "Zero", "First", "Second", "Last",
            ])
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.debugClassName == "UISegmentedControl")
    }

    @Test func segmentTapsRunActionsAndMomentaryControlsDeselect() {
        var log: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: [UIAction(title: "A") { _ in log.append("a") }, UIAction(title: "B") { _ in log.append("b") }])
        control.addAction(
            UIAction { [unowned control] _ in log.append("changed \(control.selectedSegmentIndex)") },
            for: .valueChanged)
        control.selectSegment(at: 1)
        control.selectSegment(at: 1)
        control.setEnabled(false, forSegmentAt: 0)
        control.selectSegment(at: 0)
        control.isMomentary = true
        control.selectSegment(at: 1)
        #expect(log == ["b", "changed 1", "b", "b", "changed 1"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func pageControlsSizeTheirDotsAndPinTheCurrentPage() {
        let pages = UIPageControl()
        #expect(pages.intrinsicContentSize == CGSize(width: 0, height: 37))
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 39, height: 37))
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
        pages.currentPage = 9
        #expect(pages.currentPage == 2)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.numberOfPages = -4
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }
}

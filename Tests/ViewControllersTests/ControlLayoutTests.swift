import Testing
import UIKitCompat

/// Controls laid out by constraints: their frames come from their intrinsic sizes.
@MainActor @Suite struct ControlLayoutTests {
    @Test func barsStretchAcrossAndKeepTheirHeight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let progress = UIProgressView(progressViewStyle: .bar)
        let slider = UISlider()
        let spinner = UIActivityIndicatorView(style: .large)
        for view in [progress, slider, spinner] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            progress.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            progress.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            progress.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            slider.topAnchor.constraint(equalTo: progress.bottomAnchor, constant: 8),
            spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(progress.frame == CGRect(x: 20, y: 10, width: 280, height: 4))
        #expect(slider.frame == CGRect(x: 20, y: 22, width: 280, height: 31))
        #expect(spinner.frame == CGRect(x: 141.5, y: 61, width: 37, height: 37))
    }

    @Test func aVisualEffectViewsContentViewFillsIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let label = UILabel()
        label.text = "Hi"
        blur.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(blur)
        blur.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            blur.widthAnchor.constraint(equalToConstant: 200),
            blur.heightAnchor.constraint(equalToConstant: 100),
            label.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        // "Hi" is 15.75 (16) wide at 17 points and 20.29 (20.33) high, centred.
        #expect(label.frame == CGRect(x: 174, y: 209.0 / 3, width: 16, height: 61.0 / 3))
        #expect(blur.debugClassName == "UIVisualEffectView")
    }

    @Test func aTextViewWithoutScrollingIsAsHighAsItsWrappedText() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Empty: one 12-point line (14.32, 14.33 at 3x) plus 8 above and below.
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 200, height: 91.0 / 3))
        textView.text = String(repeating: "word ", count: 30)
        root.layoutIfNeeded()
        let label = try #require(textView.subviews.first as? UILabel)
        #expect(label.frame.minX == 5 && label.frame.width == 190)
        // "word" is 28.82 points wide and a space 3.37: six words fit in 190 points (189.8),
        // seven do not (221.6), so 30 words make five lines of 14.32: 71.6 (71.67), plus the
        // insets.
        #expect(label.lines.count == 5)
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 200, height: 263.0 / 3))
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 263.0 / 3))
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        root.layoutIfNeeded()
        #expect(textView.frame.height == 215.0 / 3)
    }

    @Test func aScrollingTextViewHasNoIntrinsicSizeAndScrollsItsText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let textView = UITextView()
        textView.text = String(repeating: "word ", count: 30)
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
            textView.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(
            textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(textView.contentSize == CGSize(width: 200, height: 263.0 / 3))
        #expect(textView.debugClassName == "UITextView")
    }
}

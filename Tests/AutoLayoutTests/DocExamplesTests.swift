import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The Swift examples of the docs pages, as written there: each block between
/// `// example: NAME` and `// end` must match the page's block after
/// `<!-- example: NAME -->` (checked by ``examplesMatchThePages()``).
@MainActor @Suite struct DocExamplesTests {
    @Test func firstLayout() {
        // example: first-layout
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        // end
        #expect(box.frame == CGRect(x: 16, y: 20, width: 100, height: 50))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func equalGaps() {
        let root = makeRoot(width: 300, height: 50)
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        for view in [a, b] {
            LayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 60), view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        // example: equal-gaps
        let gap1 = root.leadingAnchor.anchorWithOffset(to: a.leadingAnchor)
        let gap2 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gap3 = b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)
        LayoutConstraint.activate([gap1.constraint(equalTo: gap2), gap2.constraint(equalTo: gap3)])
        // end
        root.layoutIfNeeded()
        #expect(a.frame.minX == 60 && b.frame.minX == 180)
    }

    @Test func itemAttribute() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let label = Label(text: "Title")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        // example: item-attribute
        let top = LayoutConstraint(
            item: label, attribute: .top, relatedBy: .equal,
            toItem: root, attribute: .topMargin, multiplier: 1, constant: 4)
        top.identifier = "title-top"
        top.isActive = true
        // end
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.minY == 14)
        #expect(
            top.description
                == "<NSLayoutConstraint:\(address(of: top)) 'title-top' \(label.debugName).top == "
                + "\(root.debugName).topMargin + 4   (active)>")
    }

    @Test func visualFormat() {
        let root = makeRoot(width: 300, height: 200)
        let name = Label(text: "Name")
        let field = makeChild(of: root)
        name.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(name)
        field.heightAnchor.constraint(equalToConstant: 30).isActive = true
        // example: visual-format
        let views = ["name": name, "field": field]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[name]-[field(>=100@750)]-|",
                options: [.alignAllCenterY], metrics: nil, views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "V:|-(top)-[name]", options: [],
                    metrics: ["top": 30], views: views))
        // end
        root.layoutIfNeeded()
        // "Name" at 17 points: 45.67 wide and 20.29 -> 20.33 high at 3x; the field, 8
        // after it, centred on it.
        #expect(name.frame == CGRect(x: 20, y: 30, width: 137.0 / 3, height: 61.0 / 3))
        #expect(field.frame == CGRect(x: 221.0 / 3, y: 151.0 / 6, width: 619.0 / 3, height: 30))
    }

    @Test func badge() {
        let root = makeRoot()
        // example: badge
        final class Badge: View {
            var count = 1 { didSet { invalidateIntrinsicContentSize() } }
            override var intrinsicContentSize: CGSize {
                CGSize(width: 20 + 10 * CGFloat(String(count).count), height: 20)
            }
        }
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
        badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8).isActive = true
        root.layoutIfNeeded()  // badge.frame == (8, 8, 30, 20)
        badge.count = 128
        root.layoutIfNeeded()  // badge.frame == (8, 8, 50, 20)
        // end
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
        badge.count = 1
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 30, height: 20))
    }

    @Test func twoPass() {
        // example: two-pass
        let container = View(frame: CGRect(x: 0, y: 0, width: 110, height: 400))
        let label = Label(text: "one two three four five six")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        // label.lines == ["one two three four", "five six"]; label.frame == (12, 8, 98, 24)
        // end
        #expect(label.lines == ["one two three four", "five six"])
        #expect(label.frame == CGRect(x: 12, y: 8, width: 98, height: 24))
    }

    @Test func stack() {
        let root = makeRoot()
        let icon = ImageView(image: Image(size: CGSize(width: 24, height: 24)))
        let title = Label(text: "Hi")
        // example: stack
        let stack = StackView(arrangedSubviews: [icon, title])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        // end
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        // "Hi" at 17 points: 15.75 -> 16 wide, 20.29 -> 20.33 high, centred beside the icon.
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 48, height: 24))
        #expect(title.frame == CGRect(x: 32, y: 11.0 / 6, width: 16, height: 61.0 / 3))
    }

    @Test func fitting() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = Label(text: "one two three four five six")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        // example: fitting
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 100, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // size == (100, 40): two lines of 12 points and the 8-point insets.
        // end
        #expect(size == CGSize(width: 100, height: 40))
    }

    @Test func conflictHandler() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 1))
        let label = makeChild(of: root)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
        // example: conflict-handler
        var broken: [String] = []
        ConflictReporting.withHandler({ report in
            broken.append("\(report.brokenConstraint.firstAttribute): \(report.reason)")
        }) {
            root.layoutIfNeeded()
        }
        // end
        #expect(broken == ["bottom: the app made it; it is the only one on a bottom, trailing or right edge"])
    }

    @Test func superviewGoes() {
        // example: superview-goes
        let child = View()
        do {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
        }
        // The parent is freed: child.superview == nil
        // end
        #expect(child.superview == nil)
    }

    /// Every marked block of the pages is the code of a test above, line for line.
    @Test func examplesMatchThePages() throws {
        var checked = 0
        for page in ["views-and-constraints", "intrinsic-size-and-labels", "layout-pass", "conflicts"] {
            let result = try DocSync.exampleMismatches(page: "docs/\(page).md", testSource: #filePath)
            #expect(result.problems.isEmpty, "\(result.problems)")
            checked += result.checked
        }
        #expect(checked == 10)
    }
}

@MainActor @Suite struct ReadmeExampleTests {
    @Test func readmeViewsExample() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = Label(text: "Hello")
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        ])
        root.layoutIfNeeded()
        // "Hello" at 17 points: 38.54 -> 38.67 wide; 20.29 -> 20.33 high (at 3x).
        #expect(title.frame == CGRect(x: 8, y: 8, width: 116.0 / 3, height: 61.0 / 3))
    }
}

import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct ScrollAndFittingTests {
    @Test func edgesOfAScrollViewAttachToItsContent() {
        let root = makeRoot(width: 320, height: 480)
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = makeChild(of: scroll)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1020))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(content.frame.minY == 10)
    }

    @Test func contentAndFrameGuides() {
        let root = makeRoot(width: 200, height: 300)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        root.addSubview(scroll)
        let header = makeChild(of: scroll)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 5),
            header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -10),
            header.heightAnchor.constraint(equalToConstant: 40),
            scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 400),
            scroll.contentLayoutGuide.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: 600),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 5, y: 0, width: 190, height: 40))
        #expect(scroll.contentSize == CGSize(width: 400, height: 640))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    /// A cell's content view: the label's height follows the width the fit proposes.
    @Test func fittingSizeOfACellWithAMultiLineLabel() {
        let (cell, _) = cell(extra: 0)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 100, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: 40))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 28))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
        let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // Unconstrained width: the label asks for its one-line width, 127.33 at 3x, plus 12.
        #expect(compressed == CGSize(width: 418.0 / 3, height: 28))
    }

    @Test func fittingASubviewIgnoresItsSuperview() {
        let root = makeRoot()
        let card = makeChild(of: root)
        let inner = Block(30, 20)
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -70),
            card.heightAnchor.constraint(equalTo: root.widthAnchor, constant: -70),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 240, height: 240))
        let (size, reports, _) = collecting { card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
        // The card's size constraints relate it to the root: they lie outside the subtree.
        #expect(size == CGSize(width: 40, height: 30))
        #expect(reports.isEmpty)
    }

    /// A cell with a wrapping label, and `extra` fixed-size views beside it that do not
    /// change its height.
    private func cell(extra: Int) -> (View, Label) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let label = Label(text: "one two three four five six")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        var constraints = [
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ]
        for _ in 0..<extra {
            let box = makeChild(of: cell)
            constraints += [
                box.topAnchor.constraint(equalTo: cell.topAnchor),
                box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 4), box.heightAnchor.constraint(equalToConstant: 4),
            ]
        }
        LayoutConstraint.activate(constraints)
        return (cell, label)
    }

    @Test func smallAndLargeEnginesFitAlikeAndStayAsTheyWere() {
        // Four constraints or 84: either way the fit is made in the engine's own solver
        // and undone. Both give the same sizes and leave the layout.
        for extra in [0, 20] {
            let (cell, label) = cell(extra: extra)
            cell.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 12, y: 8, width: 88, height: 28))
            for _ in 0..<2 {
                let size = cell.systemLayoutSizeFitting(
                    CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                #expect(size == CGSize(width: 100, height: 40), "extra \(extra)")
                let wide = cell.systemLayoutSizeFitting(
                    CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                #expect(wide == CGSize(width: 300, height: 28), "extra \(extra)")
            }
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
            #expect(label.frame.minY == 8 && label.frame.width == 88, "extra \(extra)")
        }
    }
}

import AutoLayout
import Foundation
import LayoutDSL
import Testing

@MainActor @Suite struct AttributeTests {
    @Test func singleAttributesToTheSuperview() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints {
            $0.left.equalToSuperview().offset(10)
            $0.top.equalToSuperview().offset(20)
            $0.right.equalToSuperview().offset(-30)
            $0.bottom.equalToSuperview().offset(-40)
        }
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 280, height: 420))
    }

    @Test func leadingTrailingCentresAndSizes() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints {
            $0.width.height.equalTo(44)
            $0.centerX.equalToSuperview()
            $0.centerY.equalToSuperview().offset(10)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 138, y: 228, width: 44, height: 44))
        view.snp.remakeConstraints {
            $0.leading.equalToSuperview().offset(5)
            $0.trailing.equalToSuperview().offset(-5)
            $0.top.height.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 10, width: 310, height: 10))
    }

    @Test func compositesEdgesSizeCenter() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 314, height: 476))
        view.snp.remakeConstraints {
            $0.size.equalTo(CGSize(width: 50, height: 60))
            $0.center.equalTo(CGPoint(x: 10, y: -20))
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 145, y: 190, width: 50, height: 60))
    }

    @Test func horizontalAndVerticalEdges() {
        let (root, view) = rootAndChild()
        view.snp.makeConstraints {
            $0.horizontalEdges.equalToSuperview().inset(20)
            $0.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 5, left: 0, bottom: 15, right: 0))
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 5, width: 280, height: 460))
    }

    @Test func directionalEdgesFollowTheLayoutDirection() {
        let (root, view) = rootAndChild()
        root.semanticContentAttribute = .forceRightToLeft
        view.snp.makeConstraints {
            $0.directionalHorizontalEdges.equalToSuperview().inset(
                DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
            $0.directionalVerticalEdges.equalToSuperview()
        }
        root.layoutIfNeeded()
        // Leading is the right edge here: 10 from the right, 30 from the left.
        #expect(view.frame == CGRect(x: 30, y: 0, width: 280, height: 480))
        view.snp.remakeConstraints { $0.directionalEdges.equalToSuperview().inset(4) }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 4, width: 312, height: 472))
    }

    @Test func marginsAndCentreWithinMargins() {
        let (root, view) = rootAndChild()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        view.snp.makeConstraints { $0.edges.equalTo(root.snp.margins) }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 260, height: 440))
        view.snp.remakeConstraints {
            $0.centerWithinMargins.equalToSuperview()
            $0.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 145, y: 225, width: 10, height: 10))
        let inner = View()
        view.snp.remakeConstraints { $0.edges.equalToSuperview() }
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.addSubview(inner)
        inner.snp.makeConstraints { $0.margins.equalToSuperview() }
        let other = View()
        view.addSubview(other)
        other.snp.makeConstraints {
            $0.directionalMargins.equalTo(view.snp.directionalEdges)
            $0.leftMargin.rightMargin.topMargin.bottomMargin.equalTo(view.snp.margins).priority(.low)
        }
        root.layoutIfNeeded()
        // inner's margins (8) meet view's margins (1, 2, 3, 4).
        #expect(inner.frame == CGRect(x: -6, y: -7, width: 330, height: 492))
        // other's own 8-point margins sit on view's edges.
        #expect(other.frame == CGRect(x: -8, y: -8, width: 336, height: 496))
    }

    @Test func baselines() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let big = Label(text: "Big")
        big.font = .systemFont(ofSize: 20)
        let small = Label(text: "small")
        small.font = .systemFont(ofSize: 10)
        root.addSubview(big)
        root.addSubview(small)
        big.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(10) }
        small.snp.makeConstraints {
            $0.leading.equalTo(big.snp.trailing).offset(4)
            $0.firstBaseline.equalTo(big.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        #expect(small.frame.minY == 19.521484375)
        small.snp.remakeConstraints {
            $0.leading.equalTo(big.snp.trailing)
            $0.lastBaseline.equalTo(big)
        }
        root.layoutIfNeeded()
        // big's last baseline: 10 + 24 - its descender (4.82) = 29.18; small's bottom is its
        // descender (2.41) below it.
        #expect(small.frame.maxY == 31.587890625)
    }
}

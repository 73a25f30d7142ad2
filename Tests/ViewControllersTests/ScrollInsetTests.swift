import Testing
import UIKitCompat

@MainActor @Suite struct ScrollInsetTests {
    /// A scroll view filling a 400 x 800 root (which the caller keeps alive) whose safe area is 47 on top, 34 at the
    /// bottom and 44 on each side, with `content` points of content.
    func scrollView(content: CGSize) -> (root: UIView, scroll: UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.safeAreaInsets = UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 44)
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentSize = content
        return (root, scroll)
    }

    @Test func theInsetsStartAtUIKitsDefaults() {
        let scroll = UIScrollView()
        #expect(scroll.contentInset == .zero && scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.scrollIndicatorInsets == .zero && scroll.verticalScrollIndicatorInsets == .zero)
        #expect(scroll.horizontalScrollIndicatorInsets == .zero && scroll.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scroll.refreshControl == nil && scroll.adjustedContentInset == .zero)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
    }

    @Test func eachBehaviourTakesItsEdgesOfTheSafeArea() {
        let (root, scroll) = scrollView(content: CGSize(width: 400, height: 500))
        defer { withExtendedLifetime(root) {} }
        scroll.contentInset = UIEdgeInsets(top: 10, left: 1, bottom: 20, right: 2)
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 44))
        // Automatic: the top and bottom always; the sides only for content wider than the view.
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 1, bottom: 54, right: 2))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 1, bottom: 20, right: 2))
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 1, bottom: 54, right: 2))
        scroll.alwaysBounceVertical = false
        scroll.contentSize = CGSize(width: 900, height: 500)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 45, bottom: 20, right: 46))
        scroll.contentInsetAdjustmentBehavior = .automatic
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 45, bottom: 54, right: 46))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 1, bottom: 20, right: 2))
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentSize = .zero
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 57, left: 45, bottom: 54, right: 46))
    }

    @Test func theContentKeepsTheEdgesTheScrollViewDoesNotAdjust() {
        let (root, scroll) = scrollView(content: CGSize(width: 400, height: 500))
        defer { withExtendedLifetime(root) {} }
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scroll.addSubview(content)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 44))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(content.safeAreaInsets == .zero)
    }

    @Test func aContentInsetMovesNeitherTheContentNorItsGuide() {
        let (root, scroll) = scrollView(content: .zero)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 400),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 2000))
        scroll.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 2000))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 2000))
        #expect(scroll.contentSize == CGSize(width: 400, height: 2000) && scroll.contentOffset == .zero)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 147, left: 0, bottom: 84, right: 0))
    }

    @Test func scrollingToARectangleStaysInTheScrollableRange() {
        let (root, scroll) = scrollView(content: CGSize(width: 400, height: 2000))
        defer { withExtendedLifetime(root) {} }
        // Visible between 47 and 766 of the view; the offsets run from -47 to 1234.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 100), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1600 - 800 + 34))
        // Already in view: no move.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 834))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 700 - 47))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2000 + 34 - 800))
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2000 + 134 - 800))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test func setContentOffsetAppliesAtOnceAndIsNotLimited() {
        let (root, scroll) = scrollView(content: CGSize(width: 400, height: 1000))
        defer { withExtendedLifetime(root) {} }
        scroll.setContentOffset(CGPoint(x: 0, y: 5000), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 5000) && scroll.bounds.origin.y == 5000)
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.verticalScrollIndicatorInsets == scroll.horizontalScrollIndicatorInsets)
        #expect(scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func aRefreshControlSendsValueChangedOnlyWhenPulled() {
        let scroll = UIScrollView()
        let refresh = UIRefreshControl()
        scroll.refreshControl = refresh
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        #expect(scroll.refreshControl === refresh && !refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && pulls == 0)
        refresh.simulatePullToRefresh()
        #expect(pulls == 0)
        refresh.endRefreshing()
        refresh.simulatePullToRefresh()
        #expect(refresh.isRefreshing && pulls == 1)
        #expect(scroll.subviews.isEmpty)
    }
}

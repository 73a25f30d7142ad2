import AutoLayout
import Foundation

/// A row of dots, one per page, with the current page's dot lit (UIKit's `UIPageControl`).
///
/// Its intrinsic size is ``size(forNumberOfPages:)`` of its page count: dots 7 points
/// across, 9 points apart, in a bar 37 points high (the geometry of iOS 7 to 13; iOS 14's
/// page control draws its dots on a platter whose size Apple does not publish).
@MainActor
open class PageControl: Control {
    /// The number of pages (never below 0). The current page stays within them.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedPage
            invalidateIntrinsicContentSize()
        }
    }
    /// The page whose dot is lit, pinned to `0..<numberOfPages` as UIKit pins it.
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = max(0, min(newValue, numberOfPages - 1)) }
    }
    private var storedPage = 0
    /// Whether the dots are not drawn when there is only one page.
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: Color?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: Color?

    /// The size a page control needs to show `pageCount` dots: `16 n - 9` points wide
    /// (none for no pages) and 37 high.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(16 * pageCount - 9) : 0, height: 37)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}

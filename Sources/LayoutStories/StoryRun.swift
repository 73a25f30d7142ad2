import UIKitCompat

/// One story run: what it built, the conflict reports it met, the frames it ended with,
/// and its view tree for pictures.
public struct StoryRun {
    /// A short title.
    public let title: String
    /// What the story builds and what to look at.
    public let summary: String
    /// The conflict reports met while laying out, in order.
    public let reports: [ConflictReport]
    /// Named frames, in the root view's coordinates.
    public let frames: [(name: String, frame: CGRect)]
    /// The laid-out view tree.
    public let root: UIView
    /// What the tree needs alive to lay out again: its lists' data sources, which the
    /// lists hold weakly, as in UIKit.
    public var owners: [AnyObject] = []
}

/// Runs `body` with conflict reports collected instead of printed.
func collectingReports(_ body: () -> Void) -> [ConflictReport] {
    var reports: [ConflictReport] = []
    ConflictReporting.withHandler({ reports.append($0) }) { body() }
    return reports
}

extension UIView {
    /// The frame in another view's coordinates (an ancestor's).
    func frame(in ancestor: UIView) -> CGRect {
        var rect = frame
        var parent = superview
        while let view = parent, view !== ancestor {
            rect = rect.offsetBy(dx: view.frame.minX - view.bounds.minX, dy: view.frame.minY - view.bounds.minY)
            parent = view.superview
        }
        return rect
    }
}

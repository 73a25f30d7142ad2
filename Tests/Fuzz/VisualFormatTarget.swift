// libFuzzer target: the visual format language, from text to constraints laid out.
// Built into the AutoLayout module by build.sh.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    // Views live on the main actor. libFuzzer calls this entry point on the thread that ran
    // `main` (run.sh starts no worker processes or threads), which is the main actor's, and
    // `assumeIsolated` checks that at run time.
    MainActor.assumeIsolated { lay(out: format) }
    return 0
}

/// The format's constraints made, activated and laid out over six subviews.
@MainActor
func lay(out format: String) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let names = ["a", "b", "c", "label", "v1", "v2"]
    var views: [String: Any] = [:]
    for name in names {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[name] = view
    }
    LayoutErrors.withHandler({ _ in }) {
        ConflictReporting.withHandler({ _ in }) {
            guard
                let made = try? LayoutConstraint.constraintsChecked(
                    withVisualFormat: format, metrics: ["m": 8, "w": 100], views: views)
            else { return }
            LayoutConstraint.activate(made)
            root.layoutIfNeeded()
        }
    }
}

import Testing
import UIKitCompat

/// Frames in a device's window land on its pixel grid.
@MainActor @Suite struct PixelGridTests {
    private func thirds(in window: UIWindow, width: CGFloat) -> [UIView] {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        window.addSubview(row)
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: row.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 1.0 / 3),
            ])
        }
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: row.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
        ])
        window.layoutIfNeeded()
        return views
    }

    @Test func edgesRoundToHalfPointsAt2x() {
        let window = UIWindow(device: .iPhoneSE3)
        let views = thirds(in: window, width: 320)
        // Edges at 0, 106.67, 213.33, 320 round to 0, 106.5, 213.5, 320.
        #expect(views.map(\.frame.minX) == [0, 106.5, 213.5])
        #expect(views.map(\.frame.width) == [106.5, 107, 106.5])
        // A top at 950.25 is 1900.5 pixels: to the nearest, away from zero on a tie (950.5);
        // 950.2 is 1900.4 pixels (950).
        for (top, expected) in [(950.25, 950.5), (950.2, 950.0)] as [(CGFloat, CGFloat)] {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 8),
            ])
            window.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: expected, width: 10, height: 8))
        }
    }

    @Test func edgesRoundToThirdsAt3x() {
        let window = UIWindow(device: .iPhone15)
        let views = thirds(in: window, width: 100)
        // 33.33 and 66.67 are on the 3x grid already (100 and 200 pixels).
        #expect(views.map { ($0.frame.minX * 3).rounded() } == [0, 100, 200])
        #expect(views.map { ($0.frame.width * 3).rounded() } == [100, 100, 100])
        let half = thirds(in: window, width: 393.0 / 2 * 3)
        // 196.5 is 589.5 pixels: each edge goes to the nearest pixel, 590 (196.667).
        #expect(half.map { ($0.frame.minX * 3).rounded() } == [0, 590, 1179])
    }

    @Test func viewsOutsideAWindowKeepTheSolvedValues() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            view.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 1.0 / 3),
            view.topAnchor.constraint(equalTo: row.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        row.layoutIfNeeded()
        #expect(abs(view.frame.width - 320.0 / 3) < 1e-9)
    }
}

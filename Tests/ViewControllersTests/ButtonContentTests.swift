import Testing
import UIKitCompat

/// Buttons with images and iOS 15 configurations.
@MainActor @Suite struct ButtonContentTests {
    @Test func imagesSizeTheButtonBesideTheTitle() {
        let icon = UIButton(type: .custom)
        icon.setImage(UIImage(size: CGSize(width: 24, height: 24)), for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24))
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        // "Save" is 34.19 (34.33 at 3x) wide at 15 points and 17.9 (18) high; beside an image
        // the title has no padding (UIKit pads a title alone): 20 + 34.33 by 20, rounded up
        // to whole points.
        #expect(save.intrinsicContentSize == CGSize(width: 55, height: 20))
        save.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        save.layoutIfNeeded()
        #expect(save.imageView?.frame == CGRect(x: 23, y: 10, width: 20, height: 20))
        #expect(save.titleLabel?.frame == CGRect(x: 43, y: 11, width: 103.0 / 3, height: 18))
    }

    /// The system types with a symbol are 25 x 24 (iOS 13 and later); a custom button's
    /// title is in the 18-point system font, so an empty one is 30 x 34; a system one's in 15
    /// points, 30 x 30 empty.
    @Test func systemTypesAndFontsHaveUIKitsSizes() {
        for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd] {
            let button = UIButton(type: type)
            #expect(button.intrinsicContentSize == CGSize(width: 25, height: 24), "\(type)")
            #expect(button.currentImage?.size == CGSize(width: 25, height: 24))
        }
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .custom).titleLabel?.font.pointSize == 18)
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        // A title narrower than 30 points: the button keeps 30.
        let ok = UIButton(type: .system)
        ok.setTitle("i", for: .normal)
        #expect(ok.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func titlesAndImagesFollowTheState() {
        let toggle = UIButton(type: .system)
        toggle.setTitle("Off", for: .normal)
        toggle.setTitle("On", for: .selected)
        var updates = 0
        toggle.configurationUpdateHandler = { _ in updates += 1 }
        toggle.isSelected = true
        #expect(toggle.currentTitle == "On" && toggle.titleLabel?.text == "On")
        toggle.isSelected = false
        #expect(toggle.titleLabel?.text == "Off")
        #expect(updates == 2)
    }

    @Test func configurationsSizeTheirContentPlusTheirInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        // "Button" in the 17-point body font: 50.81 (51) by 20.29 (20.33), plus 12 and 7 per side.
        #expect(button.intrinsicContentSize == CGSize(width: 75, height: 34.33333333333333))
        configuration.subtitle = "Sub"
        button.configuration = configuration
        // The subtitle in the 15-point subheadline style: 26.9 (27) by 17.9 (18), under the title.
        #expect(button.intrinsicContentSize == CGSize(width: 75, height: 52.33333333333333))
        configuration.subtitle = nil
        configuration.image = UIImage(size: CGSize(width: 20, height: 20))
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 51, height: 44.33333333333333))
        button.frame = CGRect(x: 0, y: 0, width: 51, height: 133.0 / 3)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 47.0 / 3, y: 0, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 0, y: 24, width: 51, height: 61.0 / 3))
        button.configuration = nil
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
    }
}

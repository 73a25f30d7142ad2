import AutoLayout
import Foundation
import Testing

/// Images by name come from the registry; symbols are sized from their point size.
@MainActor @Suite struct ImageRegistryTests {
    @Test func namedImagesComeFromTheRegistryAndUnknownNamesSaySo() {
        Image.register(Image(size: CGSize(width: 120, height: 40)), named: "registry-test-logo")
        let logo = Image(named: "registry-test-logo")
        #expect(logo?.size == CGSize(width: 120, height: 40))
        #expect(logo?.name == "registry-test-logo")
        let view = ImageView(image: logo)
        #expect(view.intrinsicContentSize == CGSize(width: 120, height: 40))
        var messages: [String] = []
        let missing = LayoutErrors.withHandler({ messages.append("\($0)") }) { Image(named: "registry-test-missing") }
        #expect(missing == nil)
        #expect(
            messages == [
                "No image named \"registry-test-missing\" is registered: UIImage(named:) returns nil. Register it "
                    + "first with Image.register(_:named:)."
            ])
    }

    @Test func symbolsScaleWithTheirPointSize() {
        let chevron = Image(systemName: "chevron.forward")
        #expect(chevron?.size == CGSize(width: 8, height: 13))
        let large = chevron?.withConfiguration(Image.SymbolConfiguration(pointSize: 34))
        #expect(large?.size == CGSize(width: 16, height: 26))
        Image.registerSymbol("registry-test.star", size: CGSize(width: 17, height: 16))
        let title = Image(systemName: "registry-test.star", withConfiguration: .init(textStyle: .title1))
        // title1 is 28 points at the default category: 17 x 16 scaled by 28 / 17.
        #expect(title?.size == CGSize(width: 28, height: CGFloat(16) * 28 / 17))
        #expect(Image(systemName: "") == nil)
    }

    @Test func anUnknownSymbolIsASquareReportedOnce() {
        var messages: [String] = []
        let images = LayoutErrors.withHandler({ messages.append("\($0)") }) {
            [Image(systemName: "registry-test.unknown"), Image(systemName: "registry-test.unknown")]
        }
        #expect(images.map { $0?.size } == [CGSize(width: 17, height: 17), CGSize(width: 17, height: 17)])
        #expect(
            messages == [
                "The size of the symbol \"registry-test.unknown\" is not known: it is drawn as a square of its point "
                    + "size. Give its size at 17 points with Image.registerSymbol(_:size:)."
            ])
    }
}

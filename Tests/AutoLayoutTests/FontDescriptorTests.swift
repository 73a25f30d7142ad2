import AutoLayout
import Foundation
import Testing

/// Font descriptors as app code uses them: a system font made bold or italic through its
/// descriptor, and a registered family's faces found by traits and face names.
@MainActor @Suite struct FontDescriptorTests {
    @Test func theSystemFontTakesTraitsFromItsDescriptor() throws {
        let body = Font.systemFont(ofSize: 17)
        let descriptor = body.fontDescriptor
        #expect(descriptor.pointSize == 17)
        #expect(descriptor.symbolicTraits == [])
        #expect(descriptor.postscriptName == ".SFUI-Regular")
        let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
        #expect(Font(descriptor: bold, size: 0) == Font.boldSystemFont(ofSize: 17))
        #expect(Font(descriptor: bold, size: 20).pointSize == 20)
        let italic = Font(descriptor: try #require(descriptor.withSymbolicTraits(.traitItalic)), size: 0)
        #expect(italic == Font.italicSystemFont(ofSize: 17))
        #expect(italic.fontName == ".SFUI-RegularItalic")
        #expect(italic.fontDescriptor.symbolicTraits == .traitItalic)
        #expect(Font.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitBold)
        #expect(FontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
        // Without a size anywhere, UIKit's 12 points.
        #expect(Font(descriptor: FontDescriptor(fontAttributes: [:]), size: 0).pointSize == 12)
    }

    @Test(.enabled(if: DebianFonts.installed, "Debian's open fonts are not installed"))
    func aRegisteredFamilyGivesTheFaceWithTheTraits() throws {
        _ = RegisteredFontTests.registered
        let regular = try #require(Font(name: "Inter-Regular", size: 15))
        #expect(regular.fontDescriptor.symbolicTraits == [])
        #expect(regular.fontDescriptor.fontAttributes[.family] as? String == "Inter")
        let bold = Font(descriptor: try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.fontName == "Inter-Bold")
        #expect(bold.pointSize == 15)
        #expect(bold.fontDescriptor.symbolicTraits == .traitBold)
        // The test registers no italic Inter: no such face, so no descriptor.
        #expect(regular.fontDescriptor.withSymbolicTraits(.traitItalic) == nil)
        let byFace = Font(descriptor: FontDescriptor(fontAttributes: [.family: "Inter", .face: "Bold"]), size: 11)
        #expect(byFace.fontName == "Inter-Bold")
        #expect(Font(descriptor: FontDescriptor(name: "DejaVuSans", size: 9), size: 0).fontName == "DejaVuSans")
    }
}

import Foundation
import LayoutTestSupport
import Testing
import UIKitCompat

/// Members UIKit declares as separate overloads or on classes apps subclass, each with the
/// shape UIKit gives it and doing what UIKit does (docs/uikit-compat.md, "Declaration
/// shapes").
@MainActor @Suite struct DeclarationShapeTests {
    // MARK: Animations

    @Test func animationOverloadsApplyAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let withCompletion: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
            UIView.animate(withDuration:animations:completion:)
        var finished: [Bool] = []
        withCompletion(0.3, { view.alpha = 0.5 }, { finished.append($0) })
        #expect(view.alpha == 0.5 && finished == [true])
        UIView.animate(withDuration: 0.3) { view.alpha = 0.25 }
        #expect(view.alpha == 0.25)
        UIView.animate(withDuration: 0.3, animations: { view.frame.origin.x = 40 }) { finished.append($0) }
        #expect(view.frame.origin.x == 40 && finished == [true, true])
        UIView.animate(withDuration: 0.3, delay: 0.1, animations: { view.alpha = 1 })
        #expect(view.alpha == 1)
        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            animations: { view.frame.size.width = 30 })
        #expect(view.frame.size == CGSize(width: 30, height: 10))
    }

    // MARK: Images

    @Test func symbolAndNamedImageOverloads() {
        #expect(UIImage(systemName: "checkmark")?.size == CGSize(width: 14, height: 13))
        let large = UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
        #expect(large?.size == CGSize(width: 28, height: 26))
        #expect(UIImage(systemName: "") == nil)
        UIImage.register(UIImage(size: CGSize(width: 12, height: 8)), named: "shape-tests-badge")
        let named = UIImage(named: "shape-tests-badge", in: nil, compatibleWith: UITraitCollection())
        #expect(named?.size == CGSize(width: 12, height: 8) && named?.name == "shape-tests-badge")
        let bundled = UIImage(named: "shape-tests-badge", in: Bundle.main, compatibleWith: nil)
        #expect(bundled?.size == CGSize(width: 12, height: 8))
    }

    @Test func pngDataIsAValidTransparentPNG() throws {
        let png = try #require(UIImage(size: CGSize(width: 3, height: 2)).pngData())
        let bytes = [UInt8](png)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try PNGChunks.read(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        // 3 x 2 pixels, 8 bits a sample, colour type 6 (RGBA), deflate, no filter, no interlace.
        #expect(chunks[0].data == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        for chunk in chunks { #expect(chunk.crc == PNGChunks.crc32(Array(chunk.type.utf8) + chunk.data)) }
        #expect(chunks[2].crc == 0xAE42_6082)  // IEND's CRC, the same in every PNG.
        let idat = chunks[1].data
        #expect(idat[0] == 0x78 && (Int(idat[0]) * 256 + Int(idat[1])) % 31 == 0)
        // One final stored block of 2 rows of (filter byte + 3 x 4 bytes), then Adler-32.
        #expect(Array(idat[2..<7]) == [1, 26, 0, 0xE5, 0xFF])
        #expect(Array(idat[7..<33]) == [UInt8](repeating: 0, count: 26))
        #expect(Array(idat[33...]) == [0, 0x1A, 0, 1])
        #expect(UIImage(data: png)?.size == CGSize(width: 3, height: 2))
    }

    @Test func pngDataOfALargeImageSplitsStoredBlocksAndCountsPixels() throws {
        let pixels = try #require(UIImage(size: CGSize(width: 200, height: 100)).pngData())
        let image = try #require(UIImage(data: pixels, scale: 2))
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 2)
        let png = try #require(image.pngData())
        #expect(UIImage(data: png)?.size == CGSize(width: 200, height: 100))
        let chunks = try PNGChunks.read([UInt8](png))
        for chunk in chunks { #expect(chunk.crc == PNGChunks.crc32(Array(chunk.type.utf8) + chunk.data)) }
        let (raw, blockLengths, adler) = try PNGChunks.inflateStored(chunks[1].data)
        #expect(blockLengths == [65535, 100 * (1 + 200 * 4) - 65535])
        #expect(raw.count == 80_100 && raw.allSatisfy { $0 == 0 })
        #expect(adler == PNGChunks.adler32(raw))
        #expect(UIImage(size: .zero).pngData() == nil)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
    }

    // MARK: Dynamic Type

    @Test func fontMetricsScaleForTraitCollections() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let base = UIFont.systemFont(ofSize: 17)
        #expect(metrics.scaledFont(for: base).pointSize == 17)
        #expect(metrics.scaledFont(for: base, compatibleWith: nil).pointSize == 17)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(metrics.scaledFont(for: base, compatibleWith: large).pointSize == 28)
        #expect(metrics.scaledValue(for: 10) == 10)
        #expect(abs(metrics.scaledValue(for: 17, compatibleWith: large) - 28) < 1e-9)
        let scaledFont: (UIFont) -> UIFont = metrics.scaledFont(for:)
        #expect(scaledFont(base).pointSize == 17)
    }

    // MARK: Labels that shrink to fit

    @Test func aNarrowOneLineLabelShrinksItsFont() {
        let label = UILabel()
        label.text = "A label too wide for its bounds"
        label.font = .systemFont(ofSize: 20)
        let natural = label.intrinsicContentSize
        label.frame = CGRect(x: 0, y: 0, width: (natural.width * 0.6).rounded(), height: natural.height)
        #expect(label.drawnLines.last?.hasSuffix("…") == true)
        label.adjustsFontSizeToFitWidth = true
        // With the default minimum scale factor, 0, the font keeps its size.
        #expect(label.drawnFontScale == 1)
        label.minimumScaleFactor = 0.5
        let scale = label.drawnFontScale
        // Below the width ratio (0.6): the system font tracks looser at smaller sizes.
        #expect(scale >= 0.5 && scale < 0.6)
        let drawnWidth = label.textMeasurer.width(of: Substring(label.text!), font: label.drawnFont)
        #expect(drawnWidth <= label.bounds.width + 0.01)
        // The largest size that fits, to the 1% steps it is searched in.
        let larger = label.textMeasurer.width(of: Substring(label.text!), font: label.font.withSize(20 * scale / 0.99))
        #expect(larger > label.bounds.width)
        #expect(label.drawnFont.pointSize == 20 * scale)
        #expect(label.drawnLines == ["A label too wide for its bounds"])
        #expect(label.intrinsicContentSize == natural)
        #expect(label.font.pointSize == 20)
        // Not below the minimum: cut short with an ellipsis at 0.9 of the size.
        label.minimumScaleFactor = 0.9
        #expect(label.drawnFontScale == 0.9)
        #expect(label.drawnLines.last?.hasSuffix("…") == true)
        // Only one-line labels shrink; a label that fits keeps its font.
        label.numberOfLines = 2
        #expect(label.drawnFontScale == 1)
        label.numberOfLines = 1
        label.frame.size.width = natural.width
        #expect(label.drawnFontScale == 1 && label.drawnFont == label.font)
    }

    // MARK: Accessibility, Interface Builder, key commands

    @Test func accessibilityElementsAndDesignableHook() {
        let container = UIView()
        #expect(container.accessibilityElements == nil)
        let (first, second) = (UILabel(), UIButton())
        container.accessibilityElements = [second, first]
        #expect((container.accessibilityElements?[0] as? UIButton) === second)
        #expect((container.accessibilityElements?[1] as? UILabel) === first)
        let designable = DesignableBadge()
        designable.prepareForInterfaceBuilder()
        #expect(designable.backgroundColor == .systemRed && designable.prepared == 1)
    }

    @Test func keyCommandsComeFromResponders() {
        #expect(UIView().keyCommands == nil)
        let editor = KeyCommandEditor()
        let commands = editor.keyCommands
        #expect(commands?.map(\.input) == ["f", UIKeyCommand.inputEscapeForTests])
        #expect(commands?[0].modifierFlags == .command && commands?[0].modifierFlags.rawValue == 1 << 20)
        #expect(commands?[0].title == "Find" && commands?[0].discoverabilityTitle == "Find in Document")
        #expect(commands?[1].modifierFlags == [.shift, .alternate] && commands?[1].title == "")
        commands?.forEach { $0.perform() }
        #expect(editor.performed == ["Find", ""])
    }

    // MARK: Text ranges

    @Test func textFieldSelectionAsTextRanges() throws {
        let field = UITextField()
        field.text = "Hello"
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 5)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: start, offset: 3))
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        field.selectedTextRange = field.textRange(from: end, to: start)
        let selection = try #require(field.selectedTextRange)
        #expect(!selection.isEmpty)
        #expect(field.offset(from: field.beginningOfDocument, to: selection.start) == 1)
        #expect(field.offset(from: selection.start, to: selection.end) == 3)
        field.text = "Hi"
        let clamped = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: clamped.start) == 1)
        #expect(field.offset(from: clamped.start, to: clamped.end) == 1)
    }

    @Test func textViewSelectedTextRangeFollowsSelectedRange() throws {
        let view = UITextView()
        view.text = "Layout"
        view.selectedRange = NSRange(location: 2, length: 3)
        let range = try #require(view.selectedTextRange)
        #expect(view.offset(from: view.beginningOfDocument, to: range.start) == 2)
        #expect(view.offset(from: view.beginningOfDocument, to: range.end) == 5)
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
        #expect(view.selectedRange == NSRange(location: 0, length: 6))
    }

    // MARK: Tables

    @Test func tableEditingState() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(!table.isEditing)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        table.isEditing = false
        #expect(!table.isEditing)
    }

    @Test func contentConfigurationSizesASelfSizingRow() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = ConfiguredRows(heights: [80, 120])
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.map(\.frame.height) == [80, 120])
        let cell = try #require(cells.first)
        let shown = try #require(cell.contentView.subviews.first)
        #expect(shown.frame == cell.contentView.bounds && shown.frame.size == CGSize(width: 320, height: 80))
        // A configuration the view supports is taken in place.
        cell.contentConfiguration = FixedHeightConfiguration(height: 60)
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first === shown)
        var list = cell.defaultContentConfiguration()
        list.text = "Row"
        cell.contentConfiguration = list
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first is UIListContentView)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    // MARK: Colours

    @Test func dynamicColoursResolveForLightAndDark() {
        let colour = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(colour == .black)
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.traitOverrides.userInterfaceStyle = .dark
        let view = UIView()
        window.addSubview(view)
        #expect(colour.resolvedColor(with: view.traitCollection) == .white)
    }

    // MARK: Appearance proxies

    @Test func appearanceProxiesApplyWhenViewsEnterAWindow() {
        ProxyProbeLabel.appearance().textColor = .red
        ProxyProbeLabel.appearance().font = .boldSystemFont(ofSize: 22)
        ProxyProbeTitleLabel.appearance().textColor = .green
        #expect(ProxyProbeLabel.appearance() === ProxyProbeLabel.appearance())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (plain, title, own, outside) = (
            ProxyProbeLabel(), ProxyProbeTitleLabel(), ProxyProbeLabel(), ProxyProbeLabel()
        )
        own.textColor = .blue
        #expect(plain.textColor == .black)
        for label in [plain, title, own] { window.addSubview(label) }
        #expect(plain.textColor == .red && plain.font == .boldSystemFont(ofSize: 22))
        #expect(title.textColor == .green && title.font == .boldSystemFont(ofSize: 22))
        #expect(own.textColor == .blue)
        #expect(outside.textColor == .black)
        // Views already in a window keep what they have.
        ProxyProbeLabel.appearance().textColor = .orange
        #expect(plain.textColor == .red)
        let plainLabel = UILabel()
        window.addSubview(plainLabel)
        #expect(plainLabel.textColor == .black)
    }
}

// MARK: - Helpers

extension UIKeyCommand {
    /// An input string for the tests' second command.
    static let inputEscapeForTests = "\u{1B}"
}

final class DesignableBadge: UIView {
    var prepared = 0
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        prepared += 1
        backgroundColor = .systemRed
    }
}

final class KeyCommandEditor: UIView {
    var performed: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(
                title: "Find", action: { [unowned self] in self.performed.append($0.title) }, input: "f",
                modifierFlags: .command, discoverabilityTitle: "Find in Document"),
            UIKeyCommand(input: UIKeyCommand.inputEscapeForTests, modifierFlags: [.shift, .alternate]) {
                [unowned self] in self.performed.append($0.title)
            },
        ]
    }
}

class ProxyProbeLabel: UILabel {}
final class ProxyProbeTitleLabel: ProxyProbeLabel {}

struct FixedHeightConfiguration: UIContentConfiguration {
    var height: CGFloat
    func makeContentView() -> UIView & UIContentView { FixedHeightContentView(self) }
}

final class FixedHeightContentView: UIView, UIContentView {
    private var height: NSLayoutConstraint!
    var configuration: UIContentConfiguration {
        didSet { height.constant = (configuration as? FixedHeightConfiguration)?.height ?? 0 }
    }

    init(_ configuration: FixedHeightConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        height = heightAnchor.constraint(equalToConstant: configuration.height)
        height.isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ConfiguredRows: UITableViewDataSource {
    let heights: [CGFloat]
    init(heights: [CGFloat]) { self.heights = heights }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = FixedHeightConfiguration(height: heights[indexPath.row])
        return cell
    }
}

/// Reads PNG chunks and stored deflate blocks, with checksums computed bit by bit,
/// independently of the package's tables.
enum PNGChunks {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crc: UInt32
    }

    struct Malformed: Error {}

    static func read(_ bytes: [UInt8]) throws -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed() }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            chunks.append(Chunk(type: type, data: data, crc: bigEndian(bytes, offset + 8 + length)))
            offset += 12 + length
        }
        guard offset == bytes.count else { throw Malformed() }
        return chunks
    }

    /// The bytes of a zlib stream of stored blocks, each block's length, and the stream's
    /// Adler-32.
    static func inflateStored(_ stream: [UInt8]) throws -> ([UInt8], [Int], UInt32) {
        var raw: [UInt8] = []
        var lengths: [Int] = []
        var offset = 2
        var isFinal = false
        while !isFinal {
            isFinal = stream[offset] & 1 == 1
            guard stream[offset] >> 1 == 0 else { throw Malformed() }
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            guard length ^ complement == 0xFFFF else { throw Malformed() }
            raw += stream[offset + 5..<offset + 5 + length]
            lengths.append(length)
            offset += 5 + length
        }
        guard offset + 4 == stream.count else { throw Malformed() }
        return (raw, lengths, bigEndian(stream, offset))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

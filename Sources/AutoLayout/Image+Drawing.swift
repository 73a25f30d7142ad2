import Foundation

extension Image {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable, Hashable {
        /// As the context decides (a bar button's image as a template, an image view's as it is).
        case automatic
        /// In the image's own colours.
        case alwaysOriginal
        /// As a mask, in the tint colour.
        case alwaysTemplate
    }

    /// How a resizable image fills the space between its caps (UIKit's
    /// `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable, Hashable {
        /// The middle is repeated.
        case tile
        /// The middle is stretched.
        case stretch
    }

    /// The same image drawn with another rendering mode; its size is unchanged.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        Image(self, renderingMode: renderingMode)
    }

    /// The same image, resizable with caps kept unstretched (tiled in the middle, as
    /// UIKit's default); its size is unchanged.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable with caps kept unstretched and the middle tiled or
    /// stretched.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        Image(self, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// An image from the bytes of a PNG, JPEG or GIF file, its size in points its pixel size
    /// (UIKit's `init(data:)` at scale 1); `nil` for bytes that are not such an image, as
    /// in UIKit.
    public convenience init?(data: Data) {
        guard let size = ImageHeader.pixelSize(of: data) else { return nil }
        self.init(size: size)
    }
}

/// The pixel size written in the header of a PNG, JPEG or GIF file.
enum ImageHeader {
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(1 << 16))
        return png(bytes) ?? gif(bytes) ?? jpeg(bytes)
    }

    /// Big-endian integer of `count` bytes at `offset`.
    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        var value = 0
        for byte in bytes[offset..<offset + count] { value = value << 8 | Int(byte) }
        return value
    }

    /// PNG: the signature, then the IHDR chunk's width and height.
    private static func png(_ bytes: [UInt8]) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        let (width, height) = (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }

    /// GIF: `GIF87a` or `GIF89a`, then the little-endian screen width and height.
    private static func gif(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10,
            Array(bytes[0..<6]) == Array("GIF87a".utf8) || Array(bytes[0..<6]) == Array("GIF89a".utf8)
        else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }

    /// JPEG: the start-of-image marker, then segments up to a start-of-frame one, which
    /// holds the height and width.
    private static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            let length = bigEndian(bytes, offset + 2, 2)
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                let (height, width) = (bigEndian(bytes, offset + 5, 2), bigEndian(bytes, offset + 7, 2))
                return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }
}

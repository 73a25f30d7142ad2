import Foundation

// UIImage's data representations. An image here has a size and no pixels, and draws as
// nothing: its PNG is a transparent picture of its pixel size, a real file that image
// readers open (and that ``Image/init(data:)`` reads back at the same size).

extension Image {
    /// An image from the bytes of a PNG, JPEG or GIF file at `scale` pixels per point
    /// (UIKit's `init(data:scale:)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:)): its size
    /// in points is its pixel size divided by the scale; `nil` for bytes that are not such an
    /// image or a scale that is not above zero.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: nil)
    }

    /// The image as a PNG file (UIKit's `pngData()`,
    /// https://developer.apple.com/documentation/uikit/uiimage/pngdata()): 8-bit RGBA of
    /// the image's pixel size (``size`` times ``scale``, rounded), every pixel transparent,
    /// since an image here has no pixels. `nil` for an image with no pixels, as UIKit returns
    /// `nil` for an image it cannot encode.
    public func pngData() -> Data? {
        let width = Int((size.width * scale).rounded())
        let height = Int((size.height * scale).rounded())
        guard width > 0, height > 0, width <= PNGWriter.maximumSide, height <= PNGWriter.maximumSide else {
            return nil
        }
        return PNGWriter.transparentImage(width: width, height: height)
    }

    /// The image as a JPEG file (UIKit's `jpegData(compressionQuality:)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:)):
    /// always `nil`, the answer UIKit gives for an image it cannot encode. A JPEG needs a
    /// discrete cosine transform and Huffman coding of pixel data, and an image here has no
    /// pixels to encode; ``pngData()`` gives a valid file of the same pixel size.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

/// Writes PNG files: the signature, an IHDR chunk, one IDAT chunk holding a zlib stream of
/// stored (uncompressed) deflate blocks, and IEND; each chunk ends with its CRC-32
/// (PNG specification, ISO/IEC 15948; zlib, RFC 1950; deflate, RFC 1951).
enum PNGWriter {
    /// The largest side written (PNG allows 2^31 - 1; the raw rows are held in memory).
    static let maximumSide = 1 << 14
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG of `width` x `height` transparent 8-bit RGBA pixels.
    static func transparentImage(width: Int, height: Int) -> Data {
        // Each row: filter type 0 (none), then four zero bytes a pixel.
        let raw = [UInt8](repeating: 0, count: height * (1 + width * 4))
        var file = signature
        file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return Data(file)
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(Checksums.crc32(typeBytes + data))
    }

    /// A zlib stream (deflate, 32K window, no dictionary) of stored blocks of at most 65,535
    /// bytes, ending with the Adler-32 of `bytes`.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]  // (0x78 * 256 + 0x01) % 31 == 0
        var offset = 0
        repeat {
            let count = min(0xFFFF, bytes.count - offset)
            let isLast = offset + count == bytes.count
            out.append(isLast ? 1 : 0)  // BFINAL, BTYPE 00 (stored)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        return out + bigEndian(Checksums.adler32(bytes))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// The checksums PNG files carry.
package enum Checksums {
    /// The CRC-32 table for the reflected polynomial 0xEDB88320.
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG chunks use it).
    package static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// The Adler-32 of `bytes` (RFC 1950, as zlib streams end with it).
    package static func adler32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}

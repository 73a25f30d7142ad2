extension FontFace {
    /// The OpenType features shaping applies.
    public struct Features: OptionSet, Sendable {
        /// The features' bits: 1 kerning, 2 ligatures.
        public let rawValue: Int

        /// The features whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Pair kerning: the GPOS 'kern' feature, or the legacy 'kern' table when GPOS has
        /// none for the text's script.
        public static let kerning = Features(rawValue: 1)
        /// Standard ligatures: the GSUB 'liga' and 'rlig' features.
        public static let ligatures = Features(rawValue: 2)
        /// What CoreText applies to a UILabel's text by default: kerning and ligatures.
        public static let `default`: Features = [.kerning, .ligatures]
    }

    /// One glyph of shaped text.
    public struct ShapedGlyph: Sendable, Equatable {
        /// The glyph id.
        public let glyph: Int
        /// The advance in font units, kerning included.
        public let advance: Int
        /// The UTF-8 offset, from the start of the shaped text, of the first byte of the text
        /// the glyph stands for (a ligature's first character).
        public let cluster: Int

        /// A glyph with its advance and cluster, as `shape` makes them.
        public init(glyph: Int, advance: Int, cluster: Int) {
            self.glyph = glyph
            self.advance = advance
            self.cluster = cluster
        }
    }

    /// The glyph the character map gives `scalar`, 0 (.notdef) when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        characters.cmap.glyph(scalar.value)
    }

    /// The advance of `glyph` in font units (hmtx); 0 for a glyph id the face does not have.
    public func advance(ofGlyph glyph: Int) -> Int {
        glyph >= 0 && glyph < characters.advances.count ? Int(characters.advances[glyph]) : 0
    }

    /// The tracking the face's AAT 'trak' table gives its normal track at `size` points, in
    /// points: interpolated linearly between the table's sizes, the first or last value
    /// outside them. 0 for a face without the table.
    public func tracking(atSize size: Double) -> Double {
        trackingTable.value(atSize: size) * size / Double(unitsPerEm)
    }

    /// The glyphs of `text` after character mapping, ligatures and kerning. Default-ignorable
    /// characters (soft hyphen, zero-width space, joiners) become zero-width space glyphs, or
    /// are left out when the face has no space glyph.
    public func shape(_ text: Substring, features: Features = .default) -> [ShapedGlyph] {
        withShapedRun(text, features) { run in
            var glyphs: [ShapedGlyph] = []
            glyphs.reserveCapacity(run.count)
            for slot in run {
                guard let glyph = slot.isIgnorable ? spaceGlyph : Int(slot.glyph) else { continue }
                glyphs.append(ShapedGlyph(glyph: glyph, advance: Int(slot.advance), cluster: Int(slot.cluster)))
            }
            return glyphs
        }
    }

    /// The width of `text` set at `size` points, in points: the sum of the shaped glyphs'
    /// advances (kerning included) scaled from font units, plus `tracking` points for each
    /// glyph.
    public func width(of text: Substring, size: Double, features: Features = .default, tracking: Double = 0) -> Double {
        let (units, glyphs) = measure(text, features)
        return Double(units) * size / Double(unitsPerEm) + tracking * Double(glyphs)
    }
}

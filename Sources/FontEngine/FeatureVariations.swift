/// FeatureVariations (GSUB and GPOS 1.1): feature tables that replace listed ones where a
/// variable font's coordinates meet a set of conditions.
///
/// This module measures the default instance, where every normalized coordinate is 0, so
/// the first record whose conditions all hold at 0 applies, as HarfBuzz does for a font
/// with no coordinates set.
enum FeatureVariations {
    /// The substitute feature tables at the default instance, by feature index. The table
    /// holds a count at 4, then 8-byte records of a condition set offset and a substitution
    /// table offset.
    static func defaultSubstitutions(_ table: TableReader) throws(FontFileError) -> [Int: TableReader] {
        let count = try table.u32(4)
        try table.checkRange(8, count * 8)
        for index in 0..<count {
            let record = 8 + index * 8
            let conditions = try table.u32(record)
            if conditions != 0, !(try holdsAtDefault(table.window(at: conditions))) { continue }
            let substitution = try table.u32(record + 4)
            return substitution == 0 ? [:] : try substitutions(table.window(at: substitution))
        }
        return [:]
    }

    /// Whether every condition of a ConditionSet (a count, then 32-bit offsets) holds at
    /// coordinate 0. Only format 1, an axis range in F2DOT14, is read; another format does
    /// not hold.
    private static func holdsAtDefault(_ set: TableReader) throws(FontFileError) -> Bool {
        let count = try set.u16(0)
        try set.checkRange(2, count * 4)
        for index in 0..<count {
            let condition = try set.window(at: set.u32(2 + index * 4))
            guard try condition.u16(0) == 1 else { return false }
            let low = try condition.i16(4)
            let high = try condition.i16(6)
            if low > 0 || high < 0 { return false }
        }
        return true
    }

    /// A FeatureTableSubstitution: a count at 4, then 6-byte records of a feature index and
    /// a 32-bit offset to the feature table to use in its place.
    private static func substitutions(_ table: TableReader) throws(FontFileError) -> [Int: TableReader] {
        let count = try table.u16(4)
        try table.checkRange(6, count * 6)
        var features: [Int: TableReader] = [:]
        for index in 0..<count {
            let record = 6 + index * 6
            features[try table.u16(record)] = try table.window(at: table.u32(record + 2))
        }
        return features
    }
}

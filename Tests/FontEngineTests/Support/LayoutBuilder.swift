/// GSUB, GPOS and GDEF tables and their subtables, written from short descriptions.
enum LayoutBuilder {
    /// A script's default language system: its feature indices and required feature.
    struct Script {
        var tag: String
        var features: [Int]
        var required: Int? = nil
    }

    /// A lookup: its type, flag and subtables (and mark filtering set, with flag 0x10).
    struct Lookup {
        var type: Int
        var flag = 0
        var subtables: [[UInt8]]
        var markFilteringSet: Int? = nil
    }

    /// A GSUB or GPOS table: script list, feature list, lookup list, and with
    /// `featureVariations` version 1.1 with that table last.
    static func table(
        scripts: [Script], features: [(tag: String, lookups: [Int])], lookups: [Lookup],
        featureVariations: [UInt8]? = nil
    ) -> [UInt8] {
        let header = featureVariations == nil ? 10 : 14
        let scriptList = scriptListBytes(scripts)
        let featureList = featureListBytes(features)
        let lookupList = lookupListBytes(lookups)
        var w = ByteWriter()
        w.u16s([1, featureVariations == nil ? 0 : 1])
        w.u16s([header, header + scriptList.count, header + scriptList.count + featureList.count])
        if featureVariations != nil { w.u32(header + scriptList.count + featureList.count + lookupList.count) }
        return w.bytes + scriptList + featureList + lookupList + (featureVariations ?? [])
    }

    /// A FeatureVariations table of one record: when axis 0 lies in `range` (F2DOT14
    /// units), feature `feature` is replaced by a feature with no lookups.
    static func featureVariations(range: ClosedRange<Int>, feature: Int) -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.u32(1)
        w.u32(16)  // condition set, after the header and the record
        w.u32(16 + 6 + 8)  // substitution table, after the condition set and its condition
        w.u16(1)
        w.u32(6)
        w.u16s([1, 0, range.lowerBound & 0xFFFF, range.upperBound & 0xFFFF])
        w.u32(0x0001_0000)
        w.u16s([1, feature])
        w.u32(12)
        w.u16s([0, 0])
        return w.bytes
    }

    private static func scriptListBytes(_ scripts: [Script]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(scripts.count)
        var offset = 2 + 6 * scripts.count
        var bodies: [UInt8] = []
        for script in scripts {
            var body = ByteWriter()
            body.u16s([4, 0])  // default language system right after this header; no others
            body.u16s([0, script.required ?? 0xFFFF, script.features.count] + script.features)
            w.tag(script.tag)
            w.u16(offset)
            offset += body.count
            bodies += body.bytes
        }
        return w.bytes + bodies
    }

    private static func featureListBytes(_ features: [(tag: String, lookups: [Int])]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(features.count)
        var offset = 2 + 6 * features.count
        var bodies: [UInt8] = []
        for feature in features {
            w.tag(feature.tag)
            w.u16(offset)
            var body = ByteWriter()
            body.u16s([0, feature.lookups.count] + feature.lookups)
            offset += body.count
            bodies += body.bytes
        }
        return w.bytes + bodies
    }

    private static func lookupListBytes(_ lookups: [Lookup]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(lookups.count)
        var offset = 2 + 2 * lookups.count
        var bodies: [UInt8] = []
        for lookup in lookups {
            w.u16(offset)
            let body = lookupBytes(lookup)
            offset += body.count
            bodies += body
        }
        return w.bytes + bodies
    }

    private static func lookupBytes(_ lookup: Lookup) -> [UInt8] {
        let header = 6 + 2 * lookup.subtables.count + (lookup.markFilteringSet == nil ? 0 : 2)
        var w = ByteWriter()
        w.u16s([lookup.type, lookup.flag, lookup.subtables.count])
        var offset = header
        for subtable in lookup.subtables {
            w.u16(offset)
            offset += subtable.count
        }
        if let set = lookup.markFilteringSet { w.u16(set) }
        return w.bytes + lookup.subtables.joined()
    }

    /// An extension subtable (format 1) wrapping `subtable` of `type`.
    static func extensionSubtable(type: Int, _ subtable: [UInt8]) -> [UInt8] {
        var w = ByteWriter()
        w.u16s([1, type])
        w.u32(8)
        return w.bytes + subtable
    }

    /// Coverage format 1 of `glyphs` (sorted here).
    static func coverage(_ glyphs: [Int]) -> [UInt8] {
        var w = ByteWriter()
        w.u16s([1, glyphs.count] + glyphs.sorted())
        return w.bytes
    }

    /// ClassDef format 2, one range a glyph.
    static func classDef(_ classes: [Int: Int]) -> [UInt8] {
        let sorted = classes.sorted { $0.key < $1.key }
        var w = ByteWriter()
        w.u16s([2, sorted.count])
        for (glyph, value) in sorted { w.u16s([glyph, glyph, value]) }
        return w.bytes
    }

    /// PairPosFormat1 with XAdvance for the first glyph (and for the second when
    /// `secondAdvances` is true): `pairs[first] = [(second, advance1, advance2)]`.
    static func pairGlyphs(_ pairs: [Int: [(Int, Int, Int)]], secondAdvances: Bool = false) -> [UInt8] {
        let firsts = pairs.keys.sorted()
        let recordSize = secondAdvances ? 6 : 4
        var sets: [[UInt8]] = []
        for first in firsts {
            var set = ByteWriter()
            let records = pairs[first]!.sorted { $0.0 < $1.0 }
            set.u16(records.count)
            for (second, one, two) in records {
                set.u16s([second, one & 0xFFFF])
                if secondAdvances { set.u16(two & 0xFFFF) }
            }
            precondition(set.count == 2 + records.count * recordSize)
            sets.append(set.bytes)
        }
        var w = ByteWriter()
        let header = 10 + 2 * firsts.count
        let setBytes = sets.joined()
        w.u16s([1, header + setBytes.count, 4, secondAdvances ? 4 : 0, firsts.count])
        var offset = header
        for set in sets {
            w.u16(offset)
            offset += set.count
        }
        return w.bytes + setBytes + coverage(firsts)
    }

    /// PairPosFormat2 with XAdvance for the first glyph: `values[class1][class2]`.
    static func pairClasses(
        covered: [Int], first: [Int: Int], second: [Int: Int], values: [[Int]]
    ) -> [UInt8] {
        let class1Count = values.count
        let class2Count = values.first?.count ?? 0
        let matrix = 16 + 2 * class1Count * class2Count
        let coverageBytes = coverage(covered)
        let firstBytes = classDef(first)
        var w = ByteWriter()
        w.u16s([2, matrix, 4, 0, matrix + coverageBytes.count, matrix + coverageBytes.count + firstBytes.count])
        w.u16s([class1Count, class2Count])
        for row in values { w.u16s(row.map { $0 & 0xFFFF }) }
        return w.bytes + coverageBytes + firstBytes + classDef(second)
    }

    /// LigatureSubstFormat1: `ligatures[first] = [(components after the first, ligature)]`.
    static func ligatures(_ ligatures: [Int: [([Int], Int)]]) -> [UInt8] {
        let firsts = ligatures.keys.sorted()
        var sets: [[UInt8]] = []
        for first in firsts {
            let entries = ligatures[first]!
            var set = ByteWriter()
            set.u16(entries.count)
            var offset = 2 + 2 * entries.count
            var bodies: [UInt8] = []
            for (components, glyph) in entries {
                set.u16(offset)
                var body = ByteWriter()
                body.u16s([glyph, components.count + 1] + components)
                offset += body.count
                bodies += body.bytes
            }
            sets.append(set.bytes + bodies)
        }
        let header = 6 + 2 * firsts.count
        let setBytes = sets.joined()
        var w = ByteWriter()
        w.u16s([1, header + setBytes.count, firsts.count])
        var offset = header
        for set in sets {
            w.u16(offset)
            offset += set.count
        }
        return w.bytes + setBytes + coverage(firsts)
    }

    /// GDEF 1.0 with a glyph class definition (1 base, 2 ligature, 3 mark).
    static func glyphClasses(_ classes: [Int: Int]) -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.u16s([12, 0, 0, 0])
        return w.bytes + classDef(classes)
    }
}

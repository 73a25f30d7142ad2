/// The named instances of a variable font's 'fvar' table.
enum NamedInstances {
    /// The subfamily name of each instance ("Bold", "Light Italic"), in the table's order.
    /// The header holds the axes' offset at 4, the axis count and size at 8 and 10, the
    /// instance count and size at 12 and 14; instances follow the axes, each starting with
    /// its subfamily name ID. An instance whose name the name table lacks is left out.
    static func read(_ fvar: TableReader, names: NameTable) throws(FontFileError) -> [String] {
        let axes = try fvar.u16(4)
        let axisCount = try fvar.u16(8)
        let axisSize = try fvar.u16(10)
        let count = try fvar.u16(12)
        let size = try fvar.u16(14)
        let first = axes + axisCount * axisSize
        guard size >= 2 else { throw fvar.malformed("instance size \(size)") }
        try fvar.checkRange(first, count * size)
        var instances: [String] = []
        for index in 0..<count {
            if let name = try names.string(fvar.u16(first + index * size)) { instances.append(name) }
        }
        return instances
    }
}

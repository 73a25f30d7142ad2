import Cassowary
import Foundation

/// The solver symbols of a node's four variables, as last read from one engine's solver
/// in one of its symbol epochs (unique across solvers).
struct FrameSymbols {
    var epoch: Int
    var minX: Int32, minY: Int32, width: Int32, height: Int32
}

extension LayoutEngine {
    /// The solved minX, minY, width and height of a node. The symbols of its variables are
    /// kept in `symbols` (a view's own storage, which a layout pass touches anyway, or a
    /// guide's node) and reused while the solver's ``Solver/symbolEpoch`` stays the same
    /// (no variable left it), so that a layout pass reads each frame without a look-up.
    @inline(__always) func frameValues(of node: LayoutNode, symbols storage: inout FrameSymbols?) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        if let cached = storage, cached.epoch == solver.symbolEpoch {
            let (x, y, width, height) = solver.values(
                ofSymbols: cached.minX, cached.minY, cached.width, cached.height)
            return (x, y, width, height)
        }
        return readFrameValues(of: node, into: &storage)
    }

    /// Looks the node's symbols up, keeps them when the solver holds all four variables,
    /// and reads the values.
    private func readFrameValues(of node: LayoutNode, into storage: inout FrameSymbols?) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        let symbols = FrameSymbols(
            epoch: solver.symbolEpoch, minX: solver.symbol(of: node.minX),
            minY: solver.symbol(of: node.minY), width: solver.symbol(of: node.width),
            height: solver.symbol(of: node.height))
        guard symbols.minX >= 0, symbols.minY >= 0, symbols.width >= 0, symbols.height >= 0 else {
            storage = nil
            return (value(of: node.minX), value(of: node.minY), value(of: node.width), value(of: node.height))
        }
        storage = symbols
        let (x, y, width, height) = solver.values(
            ofSymbols: symbols.minX, symbols.minY, symbols.width, symbols.height)
        return (x, y, width, height)
    }
}

import Foundation

extension ConflictAnalysis {
    /// When the listed constraints hold as printed but conflict once one constant moves by
    /// less than UIKit's printed precision: the explanation that names that constant.
    ///
    /// UIKit prints constants rounded (`>= 48` for 48.33): a size rounded to the screen's
    /// pixels (an encapsulated height of 43.67 printed as 44) or a font scaled for the text
    /// size can make a set conflict that, as printed, holds.
    static func roundingExplanation(_ listed: [ConstraintStatement]) -> String? {
        for (index, statement) in listed.enumerated() {
            for delta in [0.4, -0.4] {
                var nudged = listed
                nudged[index].constant += delta
                guard firstConflict(nudged) != nil else { continue }
                let direction = delta > 0 ? "a little more" : "a little less"
                return "As printed, the listed constraints can all hold together; but UIKit prints constants "
                    + "rounded, and if the constant of \(statement.name) is really \(direction) than "
                    + "\(number(statement.constant)) (a size rounded to the screen's pixels, such as an encapsulated "
                    + "height of 43.67 printed as 44, or a font scaled for the text size), they cannot."
            }
        }
        return nil
    }
}

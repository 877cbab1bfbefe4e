import Foundation

// Numbers that come from input (a page, a file, a typed amount, a sum of them) reach whole-number
// code only through these: Swift traps on `Int(x)` for NaN, infinities and anything past Int's
// range, and one such value must never end the process.
extension Int {
    /// `value` rounded by `rule`, or nil when it is not a number or does not fit an `Int`.
    public init?(checked value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        // 2^63 is the first Double past Int.max; Int.min (-2^63) itself fits.
        guard rounded.isFinite, rounded >= -9_223_372_036_854_775_808.0, rounded < 9_223_372_036_854_775_808.0 else { return nil }
        self.init(rounded)
    }

    /// `value` rounded by `rule` when it is a number within `range`; nil otherwise.
    public init?(checked value: Double, in range: ClosedRange<Int>, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        guard let whole = Int(checked: value, rounding: rule), range.contains(whole) else { return nil }
        self = whole
    }

    /// `value` rounded and then held within `range`; NaN becomes the range's lower end.
    public init(clamping value: Double, to range: ClosedRange<Int>, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        if value.isNaN {
            self = range.lowerBound
        } else if let whole = Int(checked: value, rounding: rule) {
            self = Swift.min(Swift.max(whole, range.lowerBound), range.upperBound)
        } else {
            self = value < 0 ? range.lowerBound : range.upperBound
        }
    }
}

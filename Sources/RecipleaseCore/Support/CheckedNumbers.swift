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

/// Numbers typed in a person's words ("Serves 4-6", "1 hr 20 min") that only look like one a
/// count or a time could be.
public enum NumberWords {
    /// True when a number in `text` is written below zero ("-30 min", "Serves −3"), with an
    /// exponent ("1e309 minutes", "2.5e3") or in hexadecimal ("0x10"): a reader taking its digits
    /// read 30 minutes, 309 and 10 from them (hostile import probe, 2026-12-07). A dash between
    /// two numbers is a range ("10-15 min", "4 - 6") and stays readable.
    public static func unreadable(_ text: some StringProtocol) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(10_000))
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < scalars.count && ("0"..."9").contains(scalars[index]) }
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "-", "\u{2212}":
                guard isDigit(index + 1) || (index + 2 < scalars.count && scalars[index + 1] == " " && isDigit(index + 2)) else { continue }
                var before = index - 1
                while before >= 0, scalars[before] == " " { before -= 1 }
                if !isDigit(before) { return true }
            case "e", "E":
                // a digit, "e", then a digit or a sign and a digit: 1e309, 2.5E+3
                guard isDigit(index - 1) else { continue }
                if isDigit(index + 1) || ((index + 1 < scalars.count && (scalars[index + 1] == "+" || scalars[index + 1] == "-")) && isDigit(index + 2)) {
                    return true
                }
            case "x", "X":
                if index >= 1, scalars[index - 1] == "0", !isDigit(index - 2), index + 1 < scalars.count,
                   scalars[index + 1].properties.isASCIIHexDigit {
                    return true
                }
            default:
                continue
            }
        }
        return false
    }
}

import Foundation
@testable import RecipleaseCore
import Testing

/// Numbers from input reach whole-number code only through checked conversions.
struct CheckedNumberTests {
    @Test(arguments: [
        (2.5, 3 as Int?), (-2.5, -3), (0, 0), (1e15, 1_000_000_000_000_000),
        (.nan, nil), (.infinity, nil), (-.infinity, nil), (1e19, nil), (-1e19, nil),
        (9_223_372_036_854_775_808.0, nil), (-9_223_372_036_854_775_808.0, Int.min),
        (.leastNonzeroMagnitude, 0), (.greatestFiniteMagnitude, nil),
    ])
    func aDoubleBecomesAnIntOnlyWhenItFits(_ value: Double, _ expected: Int?) {
        #expect(Int(checked: value) == expected)
    }

    @Test func rangesAndClampingHoldEveryValue() {
        #expect(Int(checked: 7.4, in: 0...10) == 7)
        #expect(Int(checked: 10.6, in: 0...10) == nil)
        #expect(Int(checked: -1, in: 0...10) == nil)
        #expect(Int(clamping: 1e300, to: 0...100) == 100)
        #expect(Int(clamping: -1e300, to: 0...100) == 0)
        #expect(Int(clamping: .nan, to: 5...100) == 5)
        #expect(Int(clamping: .infinity, to: 5...100) == 100)
        #expect(Int(clamping: 42.5, to: 0...100) == 43)
    }

    @Test(arguments: [1e19, 1e300, 9.3e18, .greatestFiniteMagnitude, 123_456_789_012_345_678_901.25])
    func hugeAmountsAreWrittenWithoutTrapping(_ value: Double) {
        let text = Measure.fractionText(value)
        #expect(!text.isEmpty)
        #expect(text.first?.isNumber == true)
        #expect(!Measure.decimalText(value).isEmpty)
    }

    @Test(arguments: ["PT99999999999999999999M", "P99999999999999999999D", "PT1e400H", "P9999999999999W", "PT-5M"])
    func durationsNoRecipeTakesAreNotStated(_ text: String) {
        #expect(SchemaRecipe.minutes(text) == nil)
    }

    @Test(arguments: ["99999999999999999999 minutes", "99999999999999999999999 hours", "9999999999999 days"])
    func cooklangTimesNoRecipeTakesAreNotStated(_ text: String) {
        #expect(Cooklang.minutes(text) == nil)
    }
}

/// Numbers in a person's words that only look like a count or a time.
struct NumberWordsTests {
    @Test(arguments: [
        ("-30 min", true), ("Serves -3", true), ("\u{2212}4", true), ("- 5 minutes", true), ("1e309", true),
        ("2.5E+3 minutes", true), ("0x10", true), ("10-15 min", false), ("4 - 6", false), ("Serves 4–6", false),
        ("1 hr 20 min", false), ("PT1H", false), ("Makes 12 muffins", false), ("2 eggs", false), ("", false),
        ("ex-chef's 5 min", false), ("10x", false), ("room-temperature 2", false),
    ] as [(String, Bool)])
    func aNumberBelowZeroWithAnExponentOrInHexIsUnreadable(_ text: String, _ unreadable: Bool) {
        #expect(NumberWords.unreadable(text) == unreadable, "\(text)")
    }
}

import Foundation

/// Amounts the way a shop sells them and a scale or a measuring cup shows them. The steps are
/// written down in docs/planner.md ("How amounts are rounded").
enum ShoppingAmount {
    static let teaspoon = MeasureUnit.teaspoon.baseFactor!
    static let tablespoon = MeasureUnit.tablespoon.baseFactor!
    static let cup = MeasureUnit.cup.baseFactor!
    static let ounce = MeasureUnit.ounce.baseFactor!

    /// Whole items, rounded up: nobody buys ¾ of an onion. A hair over a whole number (from
    /// unit conversions) stays that number.
    static func wholeUp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 1 }
        return max(1, (value - 0.02).rounded(.up))
    }

    /// Packages to the next half: "1 ½ cans".
    static func halvesUp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0.5 }
        return max(0.5, (value * 2 - 0.04).rounded(.up) / 2)
    }

    /// The nearest multiple of `step`, never zero.
    static func nearest(_ value: Double, step: Double) -> Double {
        guard value.isFinite, value > 0 else { return step }
        return max(step, (value / step).rounded() * step)
    }

    /// A package's size as its label says it: "400 g", "14.5 oz", "13.5 fl oz", "1 l".
    static func sizeText(_ size: Measure) -> String {
        let rounded = (size.amount * 100).rounded() / 100
        var text = rounded == rounded.rounded() ? String(Int(clamping: rounded, to: 0...1_000_000)) : String(rounded)
        if text.contains(".") { while text.hasSuffix("0") { text.removeLast() } }
        return text + " " + size.unit.abbreviation
    }

    /// The spoon a cook reaches for: teaspoons up to the quarter; whole or half tablespoons
    /// when the teaspoons make them, and from two tablespoons up.
    static func spoons(milliliters: Double) -> Measure {
        let teaspoons = max(0.25, (milliliters / teaspoon * 4 - 0.02).rounded(.up) / 4)
        if teaspoons > 6 { return Measure((teaspoons / 1.5 - 0.001).rounded(.up) / 2, .tablespoon) }
        let halves = teaspoons / 1.5
        if teaspoons >= 3, abs(halves - halves.rounded()) < 1e-9 { return Measure(teaspoons / 3, .tablespoon) }
        return Measure(teaspoons, .teaspoon)
    }

    /// The nearest multiple of `step`, or the next one up when that is more than 5 % short, the
    /// rule cups already kept: a list that rounded 372 g of butter to 350 g, or a kilo of potatoes
    /// to 2 lb (907 g), sent the shopper home without enough (first-sight walk, 2026-12-07), while
    /// 2 lb read as 900 g, or 2 oz of feta as 55 g, is a conversion's crumb.
    static func enough(_ value: Double, step: Double) -> Double {
        var rounded = nearest(value, step: step)
        if value.isFinite, rounded < value * 0.95 { rounded += step }
        return rounded
    }

    /// Grams or millilitres to the step a scale or a jug shows: 5 under 100, 10 under 250, 50
    /// under 1,000, then 100; never more than 5 % short (`enough`).
    static func metricStep(_ value: Double) -> Double {
        enough(value, step: value < 97.5 ? 5 : value < 245 ? 10 : value < 975 ? 50 : 100)
    }

    /// A weight as a scale or a shop shows it: metric to 5 g under 100 g, 10 g under 250 g,
    /// 50 g under a kilo, then to the 100 g in kilos; US to the half ounce under 4 oz, the ounce
    /// under a pound, then to the quarter pound; never more than 5 % short.
    static func weight(grams: Double, system: MeasureSystem) -> Measure {
        switch system {
        case .metric:
            let rounded = metricStep(grams)
            return rounded >= 1_000 ? Measure(rounded / 1_000, .kilogram) : Measure(rounded, .gram)
        case .us:
            let ounces = grams / ounce
            if ounces < 15.5 {
                let rounded = enough(ounces, step: ounces < 3.75 ? 0.5 : 1)
                if rounded < 16 { return Measure(rounded, .ounce) }
            }
            return Measure(enough(ounces / 16, step: 0.25), .pound)
        }
    }

    /// A volume as a jug or measuring cups show it: metric to 5 ml under 100 ml, 10 ml under
    /// 250 ml, 50 ml under a litre, then to the 100 ml in litres; US in spoons under a quarter
    /// cup, then cups to the nearest quarter or third, quarts from four cups and gallons from
    /// four quarts.
    static func volume(milliliters: Double, system: MeasureSystem) -> Measure {
        switch system {
        case .metric:
            let rounded = metricStep(milliliters)
            return rounded >= 1_000 ? Measure(rounded / 1_000, .liter) : Measure(rounded, .milliliter)
        case .us:
            if milliliters < cup / 4 * 0.99 { return spoons(milliliters: milliliters) }
            let cups = milliliters / cup
            if cups >= 15.5 { return Measure(enough(cups / 16, step: 0.25), .gallon) }
            if cups >= 4 { return Measure(enough(cups / 4, step: 0.25), .quart) }
            return Measure(cupFraction(cups), .cup)
        }
    }

    /// Cups to the nearest mark of a measuring cup set: quarters and thirds.
    static func cupFraction(_ cups: Double) -> Double {
        let whole = cups.rounded(.down)
        let marks: [Double] = [0, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1]
        let rest = cups - whole
        // On a tie the larger mark: better a spoonful over than short.
        var best = 0.0
        for mark in marks where abs(mark - rest) <= abs(best - rest) + 1e-9 { best = mark }
        // More than 5 % short is not enough to cook with: the next mark up.
        if whole + best < cups * 0.95, let next = marks.first(where: { $0 > best + 1e-9 }) { best = next }
        return max(0.25, whole + best)
    }

    /// A package's size in a language: "14.5 oz" in English, "14,5 oz" in French.
    static func sizeText(_ size: Measure, strings: Strings) -> String {
        let written = sizeText(size)
        let number = written.prefix { $0 != " " }
        return strings.amountNumber(String(number)) + " " + strings.unitWord(size.unit, amount: 1)
    }

    /// One recipe's share of a line, readable but not rounded for the shop: "1 ½", "200 g",
    /// "⅓ cup", "½ can", in `strings`' language.
    static func shareText(_ value: Double, _ output: GroceryList.Output, system: MeasureSystem, strings: Strings = .english) -> String? {
        guard value.isFinite, value > 0 else { return nil }
        switch output {
        case .pieces(let cloves):
            return strings.amountNumber(shareCount(value)) + (cloves ? " " + strings.unitWord(.clove, amount: value) : "")
        case let .packages(unit, _):
            return strings.amountNumber(shareCount(value)) + " " + strings.unitWord(unit, amount: value)
        case let .counted(unit):
            // as a cook counts them: whole pinches and sticks' halves, a container's thirds; far
            // below one, no amount ("0.06 tsp", "0.2 stick" were shown)
            guard value >= 0.125 else { return nil }
            return strings.measure(Measure(CookAmount.pieces(value, unit: unit, food: nil), unit))
        case .length:
            return strings.measure(Measure(value, .millimeter), for: system)
        case .grams:
            // on the total's steps, so one recipe's share never reads more than the list buys
            // ("10 ⅓ oz for Coq au Vin" under "10 oz"); far below the smallest step, no amount
            guard value >= (system == .us ? ounce / 4 : 2.5) else { return nil }
            return strings.measure(weight(grams: value, system: system))
        case .spoons:
            // in the spoons the item is given in, in either system ("10 ml" was shown under
            // "2 ¼ c. à café de sucre"; grocery probe, 2026-12-07)
            guard value >= teaspoon / 8 else { return nil }
            return strings.measure(spoons(milliliters: value))
        case .milliliters:
            guard value >= (system == .us ? teaspoon / 8 : 2.5) else { return nil }
            return strings.measure(volume(milliliters: value, system: system))
        }
    }

    /// A share of whole items or packages as a cook says it: to the nearest ⅛, ¼, ⅓, ½, ⅔, ¾ or
    /// ⅞, at least ⅛ ("0.8 carton", "0.1" of an egg and "4.1" onions were shown; grocery probe,
    /// 2026-12-07).
    static func shareCount(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0" }
        let whole = value.rounded(.down)
        let rest = value - whole
        let marks: [Double] = [0, 1.0 / 8, 1.0 / 4, 1.0 / 3, 1.0 / 2, 2.0 / 3, 3.0 / 4, 7.0 / 8, 1]
        let nearest = marks.min { abs($0 - rest) < abs($1 - rest) } ?? 0
        return Measure.fractionText(max(1.0 / 8, whole + nearest))
    }

    /// A fraction a cook reads ("1 ½", "⅓"), else one decimal.
    static func readable(_ value: Double) -> String {
        let text = Measure.fractionText(value)
        guard text.contains(".") else { return text }
        return Measure.decimalText((value * 10).rounded() / 10)
    }
}

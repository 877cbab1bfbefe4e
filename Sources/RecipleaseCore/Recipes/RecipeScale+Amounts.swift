import Foundation

/// Amounts the way a cook measures them: the marks of measuring cups and spoons, the steps of a
/// kitchen scale, pieces kept whole. Unlike `ShoppingAmount` (what a shop sells, rounded up),
/// these round to the nearest mark: a cook would rather be a little under than buy more.
enum CookAmount {
    static let teaspoon = MeasureUnit.teaspoon.baseFactor!
    static let tablespoon = MeasureUnit.tablespoon.baseFactor!
    static let cup = MeasureUnit.cup.baseFactor!
    /// Under three tablespoons a metric kitchen still measures with spoons.
    static let metricSpoonLimit = 44.0
    /// A French recipe's own spoons stay spoons up to six tablespoons ("6 c. à soupe de sucre").
    static let frenchSpoonLimit = tablespoon * 6.25

    /// The sizes cans are sold in where cooks weigh (grams, or ml): a 14 to 15.5 oz can is a 400 g
    /// can on the shelf, a 28 oz can an 800 g one. A can's size within a tenth of one is read as it.
    static let cannedSizes: [Double] = [400, 800]

    /// Units a cook keeps whole: nobody measures ½ a clove or 1 ½ pinches.
    static let wholeUnits: Set<MeasureUnit> = [
        .clove, .pinch, .dash, .drop, .splash, .sprig, .leaf, .stem, .rasher, .strip, .link, .slice, .sheet,
        .cube, .scoop, .pod, .handful,
    ]

    /// Pieces: eggs round to whole (½ egg only below one); cloves, pinches and the other
    /// `wholeUnits` to whole, at least one, and so do the pieces the catalog marks `uncut`
    /// (drumsticks, chops, buns: nobody cooks 3 ½ drumsticks) and pieces of under 5 g (a bay leaf); what comes in a container (a bottle, a can, a jar, a
    /// carton) to quarters and thirds, as a measuring cup's marks ("⅔ bottle of wine" for four of
    /// six servings, where the half step said ½); the rest (onions, lemons, bunches) to the half,
    /// a quarter below 3/8, whole from ten up.
    static func pieces(_ value: Double, unit: MeasureUnit?, food: Food?) -> Double {
        guard value.isFinite, value > 0 else { return 1 }
        if let unit, wholeUnits.contains(unit) { return max(1, value.rounded()) }
        // a stick of butter is marked in tablespoons: "¾ stick" for half of 1 ½ (it read "1 stick")
        if let unit, unit.isContainer || unit == .stick, value < 4 { return cupMark(value) }
        if unit == nil, let food, isEgg(food) { return value < 0.75 ? 0.5 : value.rounded() }
        if unit == nil || unit == .piece, let food, food.shopping.uncut { return max(1, value.rounded()) }
        // a piece of a few grams is used whole: a bay leaf, a clove, a star anise, a cardamom pod
        // ("1 ½ bay leaves" and "3 ½ clous de girofle" were shown)
        if unit == nil || unit == .piece, let weight = food?.pieceWeight, weight < 5 { return max(1, value.rounded()) }
        if value >= 10 { return value.rounded() }
        if value < 0.375 { return 0.25 }
        return nearest(value, step: 0.5)
    }

    static func isEgg(_ food: Food) -> Bool {
        food.id.rawValue == "egg" || food.parent?.rawValue == "egg" && food.pieceWeight != nil
    }

    /// Solids a metric kitchen weighs: known density, not poured.
    static func weighedInMetric(_ food: Food) -> Bool {
        !food.shopping.liquid && food.density != nil
    }

    /// Foods a US cook measures in cups rather than weighs: liquids, and solids of the pantry
    /// shelves with a known density; fresh food (produce, meat, cheese) stays in ounces and pounds.
    static func measuredInUS(_ food: Food) -> Bool {
        guard food.density != nil else { return false }
        return food.shopping.liquid || !GroceryList.freshAisles.contains(food.aisle)
    }

    /// The unit an amount (in millilitres, grams or millimetres) reads best in. `keeping` is the
    /// line's own unit, kept when it is one cooks count in wholes of (a pint, a pound, a litre)
    /// and the amount is at least one of it.
    /// `poured` lets a large US volume be quarts (a pot of stock); flour stays in cups. Without
    /// `spoons`, a small metric volume stays in millilitres ("(15 ml)" said beside "1 tbsp").
    static func unit(for base: Double, dimension: MeasureUnit.Dimension, system: MeasureSystem, keeping: MeasureUnit?, originalFactor: Double,
                     poured: Bool, spoons: Bool = true) -> MeasureUnit {
        // centilitres and decilitres up to a litre: "75 cl" × 2 is "1,5 l", not "150 cl"
        if let keeping, [.pint, .quart, .gallon, .fluidOunce, .liter, .deciliter, .centiliter, .kilogram, .pound].contains(keeping),
           keeping.dimension == dimension, base >= originalFactor * 0.99,
           !([.centiliter, .deciliter].contains(keeping) && base >= 1_000 * 0.99) {
            return keeping
        }
        switch (dimension, system) {
        case (.volume, .us):
            if base < tablespoon * 0.99 { return .teaspoon }
            if base < cup / 4 * 0.99 { return .tablespoon }
            return base >= cup * 16 && poured ? .quart : .cup
        case (.volume, .metric):
            if !spoons { return base < 1_000 ? .milliliter : .liter }
            if base < tablespoon * 0.99 { return .teaspoon }
            if base < metricSpoonLimit { return .tablespoon }
            return base < 1_000 ? .milliliter : .liter
        case (.mass, .us):
            return base < MeasureUnit.pound.baseFactor! * 0.99 ? .ounce : .pound
        case (.mass, .metric):
            if base < 1 { return .milligram }
            return base < 1_000 ? .gram : .kilogram
        case (.length, .us):
            return .inch
        case (.length, .metric):
            return base < 10 ? .millimeter : .centimeter
        case (.count, _):
            return .piece
        }
    }

    /// Under a teaspoon, the marks a set of measuring spoons has, ⅛, ¼, ½ and ¾ (a pinch below):
    /// "⅜ tsp nutmeg" and "⅝ tsp" were shown, which no spoon measures (first-sight walk,
    /// 2026-12-07). Halfway between two marks, the larger.
    static func spoonMark(_ value: Double) -> Double {
        let marks = [0.125, 0.25, 0.5, 0.75, 1]
        var best = marks[0]
        for mark in marks where abs(mark - value) <= abs(best - value) + 1e-9 { best = mark }
        return best
    }

    /// A value in `unit` rounded to what that unit's tools show.
    static func rounded(_ value: Double, in unit: MeasureUnit) -> Double {
        switch unit {
        case .teaspoon: return value < 0.875 ? spoonMark(value) : nearest(value, step: 0.25)
        case .tablespoon: return nearest(value, step: 0.5)
        case .cup: return cupMark(value)
        case .pint, .quart, .gallon, .pound: return nearest(value, step: 0.25)
        case .fluidOunce: return nearest(value, step: 0.5)
        case .ounce: return nearest(value, step: value < 4 ? 0.25 : 0.5)
        case .inch: return nearest(value, step: 0.25)
        case .milliliter, .gram:
            // a scale shows every gram: from 100, tens, or the fives a recipe's own figure gives
            // (180 g × 2 read "350 g", 250 g × ½ "130 g"; French line probe, 2026-12-07)
            if value >= 100, abs(value / 5 - (value / 5).rounded()) < 1e-6 { return (value / 5).rounded() * 5 }
            return nearest(value, step: value < 20 ? 1 : value < 100 ? 5 : 10)
        case .liter, .kilogram: return nearest(value, step: 0.05)
        case .centimeter, .deciliter: return nearest(value, step: 0.5)
        default: return nearest(value, step: 1)
        }
    }

    /// Cups to the nearest mark of a set of measuring cups: quarters and thirds; halves from four cups.
    static func cupMark(_ cups: Double) -> Double {
        guard cups.isFinite, cups > 0 else { return 0.25 }
        if cups >= 4 { return nearest(cups, step: 0.5) }
        let whole = cups.rounded(.down)
        let rest = cups - whole
        var best = 0.0
        for mark in [0, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1] where abs(mark - rest) < abs(best - rest) - 1e-9 { best = mark }
        return max(0.25, whole + best)
    }

    /// The nearest multiple of `step`, never zero.
    static func nearest(_ value: Double, step: Double) -> Double {
        guard value.isFinite, value > 0 else { return step }
        return max(step, (value / step).rounded() * step)
    }

    /// A number as the unit is read: fractions for US units and counts, decimals for metric.
    static func number(_ value: Double, in unit: MeasureUnit) -> String {
        unit.system == .metric ? decimal(value) : fraction(value)
    }

    /// 1.5 → "1 ½", 0.333 → "⅓"; one decimal when no fraction is close.
    static func fraction(_ value: Double) -> String { ShoppingAmount.readable(value) }

    /// Up to two decimals, no trailing zeros: 1.25, 250, 0.5.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard let whole = Int(checked: (hundredths / 100).rounded(.towardZero)) else { return "0" }
        let rest = Int(checked: hundredths - Double(whole) * 100).map(abs) ?? 0
        if rest == 0 { return String(whole) }
        var decimals = rest < 10 ? "0" + String(rest) : String(rest)
        if decimals.hasSuffix("0") { decimals.removeLast() }
        return String(whole) + "." + decimals
    }

    /// "cups" and counted units take a plural; abbreviations do not: "2 cups", "2 tbsp", "2 cloves".
    static func name(of unit: MeasureUnit, amount: Double) -> String {
        if unit.dimension == .count || unit == .cup { return amount > 1 ? unit.plural : unit.rawValue }
        return unit.abbreviation
    }
}

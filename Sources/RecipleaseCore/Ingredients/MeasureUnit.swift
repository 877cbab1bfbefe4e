import Foundation

/// A unit a quantity is measured in; the raw value is its canonical English name.
public enum MeasureUnit: String, Sendable, Codable, CaseIterable {
    public enum Dimension: String, Sendable, Codable { case volume, mass, count, length }

    // volume
    case teaspoon, tablespoon, cup, pint, quart, gallon
    case fluidOunce = "fluid ounce"
    case milliliter, centiliter, deciliter, liter
    case dessertspoon
    // mass
    case ounce, pound, gram, kilogram, milligram
    // length (a piece of ginger, a pie dish)
    case inch, centimeter, millimeter
    // counted
    case clove, can, package, jar, slice, stick, bunch, sprig, head, piece, pinch, dash, handful
    case bottle, box, bag, carton, container, envelope, stalk, rib, ear, sheet, loaf, cube, knob, drop, splash
    case strip, wedge, square, bulb, scoop, leaf, stem, rasher, link, bar, block, glass, rack, pod, tube
    /// A batch of another recipe: "½ recipe pie dough".
    case recipe

    public var dimension: Dimension {
        switch self {
        case .teaspoon, .tablespoon, .cup, .pint, .quart, .gallon, .fluidOunce,
             .milliliter, .centiliter, .deciliter, .liter, .dessertspoon: .volume
        case .ounce, .pound, .gram, .kilogram, .milligram: .mass
        case .inch, .centimeter, .millimeter: .length
        default: .count
        }
    }

    /// Millilitres in one unit of volume, grams in one unit of mass, millimetres in one unit of
    /// length; nil for counted units, whose size depends on the food.
    /// US customary measures (the cup is the US cup of 236.6 ml; the metric cup of 250 ml differs by 6 %).
    public var baseFactor: Double? {
        switch self {
        case .teaspoon: 4.928_921_593_75
        case .tablespoon: 14.786_764_781_25
        case .dessertspoon: 9.857_843_187_5
        case .fluidOunce: 29.573_529_562_5
        case .cup: 236.588_236_5
        case .pint: 473.176_473
        case .quart: 946.352_946
        case .gallon: 3_785.411_784
        case .milliliter: 1
        case .centiliter: 10
        case .deciliter: 100
        case .liter: 1_000
        case .milligram: 0.001
        case .gram: 1
        case .kilogram: 1_000
        case .ounce: 28.349_523_125
        case .pound: 453.592_37
        case .millimeter: 1
        case .centimeter: 10
        case .inch: 25.4
        default: nil
        }
    }

    /// Which system the unit belongs to; counted units belong to both.
    public var system: MeasureSystem? {
        switch self {
        case .milliliter, .centiliter, .deciliter, .liter, .gram, .kilogram, .milligram, .centimeter, .millimeter:
            .metric
        case .teaspoon, .tablespoon, .dessertspoon, .cup, .pint, .quart, .gallon, .fluidOunce, .ounce, .pound, .inch:
            .us
        default: nil
        }
    }

    /// The short form used in display: "tbsp", "g", "fl oz"; counted units use their name.
    public var abbreviation: String {
        switch self {
        case .teaspoon: "tsp"
        case .tablespoon: "tbsp"
        case .dessertspoon: "dsp"
        case .fluidOunce: "fl oz"
        case .cup: "cup"
        case .pint: "pt"
        case .quart: "qt"
        case .gallon: "gal"
        case .milliliter: "ml"
        case .centiliter: "cl"
        case .deciliter: "dl"
        case .liter: "l"
        case .milligram: "mg"
        case .gram: "g"
        case .kilogram: "kg"
        case .ounce: "oz"
        case .pound: "lb"
        case .millimeter: "mm"
        case .centimeter: "cm"
        case .inch: "in"
        default: rawValue
        }
    }

    /// The English plural of the canonical name.
    public var plural: String {
        switch self {
        case .inch, .bunch, .pinch, .dash, .box, .splash, .glass: rawValue + "es"
        case .loaf: "loaves"
        case .leaf: "leaves"
        case .fluidOunce: "fluid ounces"
        default: rawValue + "s"
        }
    }

    /// Containers that come in a size (`1 (14 oz) can`).
    public var isContainer: Bool {
        switch self {
        case .can, .package, .jar, .bottle, .box, .bag, .carton, .container, .envelope: true
        default: false
        }
    }
}

/// The measuring system a reader cooks in.
public enum MeasureSystem: String, Sendable, Codable, CaseIterable {
    /// Cups, spoons, ounces and pounds.
    case us
    /// Millilitres, litres, grams and kilograms (spoons stay spoons for small amounts).
    case metric
}

/// An amount in a unit: 2 ½ tablespoons, 400 grams, 1 can.
public struct Measure: Sendable, Hashable, Codable {
    public var amount: Double
    public var unit: MeasureUnit

    public init(_ amount: Double, _ unit: MeasureUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// The same amount in another unit, or nil when the two cannot be compared. Volume and mass
    /// convert through a density in grams per millilitre; a counted unit converts to mass (or,
    /// with a density, to volume) through the weight of one piece in grams.
    public func converted(to target: MeasureUnit, density: Double? = nil, pieceWeight: Double? = nil) -> Measure? {
        if target == unit { return self }
        if unit.dimension == target.dimension { return sameDimension(target) }
        guard let grams = grams(density: density, pieceWeight: pieceWeight) else { return nil }
        switch target.dimension {
        case .mass:
            guard let factor = target.baseFactor else { return nil }
            return Measure(grams / factor, target)
        case .volume:
            guard let factor = target.baseFactor, let density, density > 0 else { return nil }
            return Measure(grams / density / factor, target)
        case .count:
            guard let pieceWeight, pieceWeight > 0 else { return nil }
            return Measure(grams / pieceWeight, target)
        case .length:
            return nil
        }
    }

    /// The same amount for a food: its density and the weight of one piece, where the catalog knows them.
    public func converted(to target: MeasureUnit, for food: Food) -> Measure? {
        converted(to: target, density: food.density, pieceWeight: food.pieceWeight)
    }

    /// Millilitres of a volume (or of a mass, given a density).
    public func milliliters(density: Double? = nil) -> Double? {
        converted(to: .milliliter, density: density)?.amount
    }

    /// Grams of a mass (or of a volume given a density, or of pieces given the weight of one).
    public func grams(density: Double? = nil, pieceWeight: Double? = nil) -> Double? {
        switch unit.dimension {
        case .mass: return unit.baseFactor.map { amount * $0 }
        case .volume:
            guard let factor = unit.baseFactor, let density, density > 0 else { return nil }
            return amount * factor * density
        case .count:
            guard let pieceWeight, pieceWeight > 0 else { return nil }
            return amount * pieceWeight
        case .length: return nil
        }
    }

    private func sameDimension(_ target: MeasureUnit) -> Measure? {
        guard unit.dimension == target.dimension, let from = unit.baseFactor, let to = target.baseFactor else {
            return nil
        }
        return Measure(amount * from / to, target)
    }

    /// The amount in the unit a cook in `system` would reach for: ⅓ cup rather than 78.9 ml,
    /// 1 kg rather than 1000 g, 2 tsp rather than 0.04 cup. Counted units stay as they are.
    public func normalized(for system: MeasureSystem) -> Measure {
        guard let factor = unit.baseFactor else { return self }
        let base = amount * factor
        switch (unit.dimension, system) {
        case (.volume, .us):
            if base < 14.786_764_781_25 * 0.99 { return Measure(base / MeasureUnit.teaspoon.baseFactor!, .teaspoon) }
            if base < 236.588_236_5 / 4 * 0.99 { return Measure(base / MeasureUnit.tablespoon.baseFactor!, .tablespoon) }
            if base >= 946.352_946 * 4 { return Measure(base / MeasureUnit.gallon.baseFactor!, .gallon) }
            return Measure(base / MeasureUnit.cup.baseFactor!, .cup)
        case (.volume, .metric):
            if base < 14.786_764_781_25 * 0.99 { return Measure(base / MeasureUnit.teaspoon.baseFactor!, .teaspoon) }
            if base < 30 { return Measure(base / MeasureUnit.tablespoon.baseFactor!, .tablespoon) }
            if base >= 1_000 { return Measure(base / 1_000, .liter) }
            return Measure(base, .milliliter)
        case (.mass, .us):
            if base >= 453.592_37 { return Measure(base / 453.592_37, .pound) }
            return Measure(base / 28.349_523_125, .ounce)
        case (.mass, .metric):
            if base >= 1_000 { return Measure(base / 1_000, .kilogram) }
            if base < 1 { return Measure(base * 1_000, .milligram) }
            return Measure(base, .gram)
        case (.length, .us):
            return Measure(base / 25.4, .inch)
        case (.length, .metric):
            return base >= 10 ? Measure(base / 10, .centimeter) : Measure(base, .millimeter)
        case (.count, _):
            return self
        }
    }

    /// Readable text: "⅓ cup", "2 ½ tbsp", "1 kg", "250 ml", "3 cloves". US units round to the
    /// fractions on measuring cups and spoons; metric units to sensible whole numbers.
    public var formatted: String {
        let amountText: String
        if unit.system == .metric {
            amountText = Measure.metricText(amount, unit)
        } else {
            amountText = Measure.fractionText(amount)
        }
        let name: String
        if unit.dimension == .count || unit == .cup {
            // Cups and counted units are words, so they take a plural; abbreviations do not.
            name = amount > 1 || amount == 0 ? unit.plural : unit.rawValue
        } else {
            name = unit.abbreviation
        }
        return amountText + " " + name
    }

    /// The amount in `system`'s units, readable.
    public func formatted(for system: MeasureSystem) -> String { normalized(for: system).formatted }

    private static let fractions: [(Double, String)] = [
        (0, ""), (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (3.0 / 8, "⅜"), (1.0 / 2, "½"),
        (5.0 / 8, "⅝"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"), (7.0 / 8, "⅞"), (1, ""),
    ]

    /// 2.5 → "2 ½", 0.333 → "⅓", 1.0 → "1", 0.06 → "0.06" (no fraction is close enough).
    static func fractionText(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return decimalText(value) }
        var whole = value.rounded(.down)
        let rest = value - whole
        var best = 0
        var bestError = Double.infinity
        for (index, fraction) in fractions.enumerated() {
            let error = abs(fraction.0 - rest)
            if error < bestError { bestError = error; best = index }
        }
        // Measuring spoons go to ⅛; anything further off than a 16th keeps its decimals.
        guard bestError <= 1.0 / 32 || (whole >= 10 && bestError <= 0.125) else { return decimalText(value) }
        if best == fractions.count - 1 { whole += 1; best = 0 }
        let symbol = fractions[best].1
        if whole == 0 { return symbol.isEmpty ? "0" : symbol }
        guard let wholeNumber = Int(checked: whole) else { return decimalText(value) }
        let wholeText = String(wholeNumber)
        return symbol.isEmpty ? wholeText : wholeText + " " + symbol
    }

    /// A metric amount's number: a kilogram or a litre keeps its tenth up to 100 ("10.4 kg": the
    /// 400 g a whole number would drop), other units as `decimalText` writes them.
    static func metricText(_ value: Double, _ unit: MeasureUnit) -> String {
        unit == .kilogram || unit == .liter ? decimalText(value, wholeFrom: 100) : decimalText(value)
    }

    /// Whole numbers from `wholeFrom` (10) up, one decimal under it, two under 1: 1.5 kg, 250 g, 0.25 l.
    static func decimalText(_ value: Double, wholeFrom: Double = 10) -> String {
        guard value.isFinite else { return "0" }
        let digits = abs(value) >= wholeFrom ? 0 : abs(value) >= 1 ? 1 : 2
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15, let whole = Int(checked: rounded) { return String(whole) }
        var text = String(format: "%.\(digits)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

import Foundation

/// A serving's nutrients as a US Nutrition Facts label states them: the label's order, amounts
/// rounded by its rules (21 CFR 101.9(c)) and the % of daily value for the FDA's reference
/// amounts. The recipe page and `reciplease show` print it; the API and schema.org keep more digits.
public struct NutritionLabel: Sendable, Hashable {
    public enum Nutrient: String, CaseIterable, Sendable {
        case energy, fat, saturatedFat, sodium, carbohydrate, fiber, sugars, protein

        /// The FDA's daily reference values (kcal, g or mg); total sugars have none.
        public var dailyValue: Double? {
            switch self {
            case .energy: 2000
            case .fat: 78
            case .saturatedFat: 20
            case .sodium: 2300
            case .carbohydrate: 275
            case .fiber: 28
            case .sugars: nil
            case .protein: 50
            }
        }

        public var unit: String {
            switch self {
            case .energy: "kcal"
            case .sodium: "mg"
            default: "g"
            }
        }

        /// Indented under the row before it on a label (saturated under total fat, fiber and sugars under carbohydrate).
        public var isPart: Bool { self == .saturatedFat || self == .fiber || self == .sugars }

        public func amount(in nutrients: Nutrients) -> Double {
            switch self {
            case .energy: nutrients.energy
            case .fat: nutrients.fat
            case .saturatedFat: nutrients.saturatedFat
            case .sodium: nutrients.sodium
            case .carbohydrate: nutrients.carbohydrate
            case .fiber: nutrients.fiber
            case .sugars: nutrients.sugars
            case .protein: nutrients.protein
            }
        }

        /// The nutrient's name in `strings`.
        public func name(_ strings: Strings) -> String {
            switch self {
            case .energy: strings.text("nutrition.energy")
            case .fat: strings.text("nutrition.fat")
            case .saturatedFat: strings.text("nutrition.saturatedFat")
            case .sodium: strings.text("nutrition.sodium")
            case .carbohydrate: strings.text("nutrition.carbohydrate")
            case .fiber: strings.text("nutrition.fiber")
            case .sugars: strings.text("nutrition.sugars")
            case .protein: strings.text("nutrition.protein")
            }
        }
    }

    public struct Row: Sendable, Hashable {
        public let nutrient: Nutrient
        public let name: String
        /// As the label writes it in its language: "300 kcal", "2.5 g" ("2,5 g" in French), "<1 g", "480 mg".
        public let amount: String
        /// Whole percent of the daily value; nil for sugars.
        public let percentDailyValue: Int?
    }

    public let rows: [Row]
    /// "Estimated from 9 of 11 ingredients."
    public let basis: String
    public let estimate: NutritionEstimate

    /// Nil when the estimate has nothing to show (see `NutritionEstimate.isShown`).
    public init?(_ estimate: NutritionEstimate?, strings: Strings = .english) {
        guard let estimate, estimate.isShown else { return nil }
        self.estimate = estimate
        rows = Nutrient.allCases.map { nutrient in
            let value = nutrient.amount(in: estimate.perServing)
            return Row(
                nutrient: nutrient, name: nutrient.name(strings),
                amount: strings.amountNumber(NutritionLabel.labelAmount(value, of: nutrient)),
                percentDailyValue: nutrient.dailyValue.map { Int(min((value / $0 * 100).rounded(), 1e9)) }
            )
        }
        basis = estimate.counted == estimate.total
            ? strings.text("nutrition.basisAll", ["total": String(estimate.total)])
            : strings.text(estimate.total - estimate.counted == 1 ? "nutrition.basisOneLeft" : "nutrition.basis",
                           ["counted": String(estimate.counted), "total": String(estimate.total)])
    }

    /// The label's rounding (21 CFR 101.9(c)): calories to 5 up to 50 and to 10 above, fats to
    /// half grams under 5 g, sodium to 5 mg up to 140 mg and to 10 above, the other grams whole
    /// with "<1 g" between half a gram and one; tiny amounts are 0.
    public static func labelAmount(_ value: Double, of nutrient: Nutrient) -> String {
        let amount: String
        switch nutrient {
        case .energy:
            amount = number(value < 5 ? 0 : value <= 50 ? nearest(value, 5) : nearest(value, 10))
        case .fat, .saturatedFat:
            amount = number(value < 0.5 ? 0 : value < 5 ? nearest(value, 0.5) : nearest(value, 1))
        case .sodium:
            amount = number(value < 5 ? 0 : value <= 140 ? nearest(value, 5) : nearest(value, 10))
        case .carbohydrate, .fiber, .sugars, .protein:
            amount = value < 0.5 ? "0" : value < 1 ? "<1" : number(nearest(value, 1))
        }
        return amount + " " + nutrient.unit
    }

    private static func nearest(_ value: Double, _ step: Double) -> Double {
        (value / step).rounded() * step
    }

    /// To one decimal, without the point for whole numbers ("12", "2.5"); the amounts are never negative.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, tenths > 0 else { return "0" }
        let count = Int(min(tenths, 1e15))
        return count % 10 == 0 ? String(count / 10) : "\(count / 10).\(count % 10)"
    }
}

extension NutritionEstimate {
    /// Whether there is an estimate to show: at least one line weighed, servings to divide by,
    /// and every value a finite number that is not negative.
    public var isShown: Bool {
        let values = NutritionLabel.Nutrient.allCases.map { $0.amount(in: perServing) }
        return counted > 0 && servings > 0 && values.allSatisfy { $0.isFinite && $0 >= 0 }
    }

    /// The value to one decimal, the precision the API and schema.org export write: the
    /// estimate is no finer than that.
    public static func tenths(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}

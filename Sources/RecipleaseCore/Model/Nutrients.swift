import Foundation

/// What a quantity of food brings, in the units food labels use: energy in kcal, sodium in mg,
/// the rest in grams. The catalog keeps them per 100 g of the food as bought (USDA FoodData
/// Central); a recipe's estimate keeps them per serving.
public struct Nutrients: Sendable, Hashable, Codable {
    public var energy: Double
    public var protein: Double
    public var fat: Double
    public var saturatedFat: Double
    public var carbohydrate: Double
    public var sugars: Double
    public var fiber: Double
    public var sodium: Double

    public init(
        energy: Double = 0, protein: Double = 0, fat: Double = 0, saturatedFat: Double = 0,
        carbohydrate: Double = 0, sugars: Double = 0, fiber: Double = 0, sodium: Double = 0
    ) {
        self.energy = energy
        self.protein = protein
        self.fat = fat
        self.saturatedFat = saturatedFat
        self.carbohydrate = carbohydrate
        self.sugars = sugars
        self.fiber = fiber
        self.sodium = sodium
    }

    public static let zero = Nutrients()

    /// Every value times `factor`: per 100 g to the grams a line uses, a whole recipe to a serving.
    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(
            energy: energy * factor, protein: protein * factor, fat: fat * factor,
            saturatedFat: saturatedFat * factor, carbohydrate: carbohydrate * factor,
            sugars: sugars * factor, fiber: fiber * factor, sodium: sodium * factor
        )
    }

    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(
            energy: lhs.energy + rhs.energy, protein: lhs.protein + rhs.protein, fat: lhs.fat + rhs.fat,
            saturatedFat: lhs.saturatedFat + rhs.saturatedFat,
            carbohydrate: lhs.carbohydrate + rhs.carbohydrate, sugars: lhs.sugars + rhs.sugars,
            fiber: lhs.fiber + rhs.fiber, sodium: lhs.sodium + rhs.sodium
        )
    }
}

/// A recipe's nutrition as estimated from its lines: per serving, and how many of its lines could
/// be weighed ("estimated from 9 of 11 ingredients").
public struct NutritionEstimate: Sendable, Hashable, Codable {
    public var perServing: Nutrients
    /// The servings the whole recipe was divided by.
    public var servings: Int
    /// Lines (parts of lines, where a line names several foods) that were weighed and counted.
    public var counted: Int
    /// Every line that names an ingredient.
    public var total: Int

    public init(perServing: Nutrients, servings: Int, counted: Int, total: Int) {
        self.perServing = perServing
        self.servings = servings
        self.counted = counted
        self.total = total
    }
}

import Foundation

/// Per-serving nutrition limits of a search: at most so many kcal, grams of carbohydrate and
/// milligrams of sodium, at least so many grams of protein. A recipe without an estimate passes
/// none of them that is set.
public struct NutritionLimits: Sendable, Hashable {
    /// kcal per serving.
    public var maxCalories: Double?
    /// Grams per serving.
    public var minProtein: Double?
    /// Grams per serving.
    public var maxCarbs: Double?
    /// Milligrams per serving.
    public var maxSodium: Double?

    public init(maxCalories: Double? = nil, minProtein: Double? = nil, maxCarbs: Double? = nil, maxSodium: Double? = nil) {
        self.maxCalories = maxCalories
        self.minProtein = minProtein
        self.maxCarbs = maxCarbs
        self.maxSodium = maxSodium
    }

    public var isEmpty: Bool { maxCalories == nil && minProtein == nil && maxCarbs == nil && maxSodium == nil }

    /// A limit as people write it (and as a URL carries it): 450, 12.5.
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Each limit as the inclusive range of stored numbers (`IndexedNutrition`) that passes it;
    /// nil where the limit is not set (everything passes, unknown values too).
    public var bounds: NutritionBounds {
        NutritionBounds(
            energy: maxCalories.map { IndexedNutrition.atMost($0, scale: IndexedNutrition.energyScale) },
            protein: minProtein.map { IndexedNutrition.atLeast($0, scale: IndexedNutrition.gramScale) },
            carbohydrate: maxCarbs.map { IndexedNutrition.atMost($0, scale: IndexedNutrition.gramScale) },
            sodium: maxSodium.map { IndexedNutrition.atMost($0, scale: IndexedNutrition.sodiumScale) }
        )
    }
}

/// `NutritionLimits` as ranges of the numbers the index stores.
public struct NutritionBounds: Sendable, Hashable {
    public var energy: StoredRange?
    public var protein: StoredRange?
    public var carbohydrate: StoredRange?
    public var sodium: StoredRange?
}

/// Stored values from `low` to `high`, both included; `low > high` lets nothing through. A set
/// limit's range never reaches `IndexedNutrition.unknownValue`.
public struct StoredRange: Sendable, Hashable {
    public let low: UInt16
    public let high: UInt16

    public func contains(_ value: UInt16) -> Bool { low <= value && value <= high }
}

/// A recipe's per-serving energy, protein, carbohydrate and sodium as the index keeps them: two
/// bytes each, energy in whole kcal, protein and carbohydrate in tenths of a gram, sodium in
/// whole milligrams, rounded to the nearest (negative values count as 0). Larger values saturate at `UInt16.max - 1`
/// (6,553 g, 65,534 kcal or mg: far beyond any limit the API takes); `unknown` marks a recipe
/// without an estimate, which no set limit lets through.
public struct IndexedNutrition: Sendable, Hashable {
    public var energy: UInt16
    public var protein: UInt16
    public var carbohydrate: UInt16
    public var sodium: UInt16

    public static let unknownValue = UInt16.max
    public static let unknown = IndexedNutrition(energy: unknownValue, protein: unknownValue, carbohydrate: unknownValue, sodium: unknownValue)
    static let energyScale = 1.0, gramScale = 10.0, sodiumScale = 1.0

    public init(energy: UInt16, protein: UInt16, carbohydrate: UInt16, sodium: UInt16) {
        self.energy = energy
        self.protein = protein
        self.carbohydrate = carbohydrate
        self.sodium = sodium
    }

    /// The stored form of a per-serving estimate; `unknown` for none.
    public init(_ perServing: Nutrients?) {
        guard let n = perServing else { self = .unknown; return }
        energy = IndexedNutrition.stored(n.energy, scale: IndexedNutrition.energyScale)
        protein = IndexedNutrition.stored(n.protein, scale: IndexedNutrition.gramScale)
        carbohydrate = IndexedNutrition.stored(n.carbohydrate, scale: IndexedNutrition.gramScale)
        sodium = IndexedNutrition.stored(n.sodium, scale: IndexedNutrition.sodiumScale)
    }

    public var isKnown: Bool { energy != IndexedNutrition.unknownValue }

    /// NaN is no value at all (`unknownValue`); infinity saturates.
    static func stored(_ value: Double, scale: Double) -> UInt16 {
        guard !value.isNaN else { return unknownValue }
        let scaled = (max(0, value) * scale).rounded()
        return scaled >= Double(unknownValue - 1) ? unknownValue - 1 : UInt16(scaled)
    }

    /// Scaled limits within a millionth of a whole number count as that number, so 12.3 g is
    /// 123 tenths and not 123.00000000000001.
    private static func scaled(_ limit: Double, _ scale: Double) -> Double {
        let scaled = limit * scale, nearest = scaled.rounded()
        return abs(scaled - nearest) < 1e-6 ? nearest : scaled
    }

    /// Stored values at most `limit`: known ones only. NaN or a negative limit lets nothing through.
    static func atMost(_ limit: Double, scale: Double) -> StoredRange {
        guard !limit.isNaN, limit >= 0 else { return nothing }
        let top = scaled(limit, scale).rounded(.down)
        return StoredRange(low: 0, high: top >= Double(unknownValue - 1) ? unknownValue - 1 : UInt16(top))
    }

    /// Stored values at least `limit`, known ones only.
    static func atLeast(_ limit: Double, scale: Double) -> StoredRange {
        guard !limit.isNaN else { return nothing }
        let bottom = scaled(max(0, limit), scale).rounded(.up)
        guard bottom <= Double(unknownValue - 1) else { return nothing }
        return StoredRange(low: UInt16(bottom), high: unknownValue - 1)
    }

    static let nothing = StoredRange(low: 1, high: 0)
}

/// Where an index gets a recipe's per-serving nutrition when the recipe is added.
public typealias NutritionSource = @Sendable (Recipe) -> Nutrients?

extension SearchIndex {
    /// The default source: the estimate from the recipe's own lines, per serving.
    static func estimatedNutrition(_ catalog: FoodCatalog) -> NutritionSource {
        { RecipeNutrition.estimate($0, catalog: catalog)?.perServing }
    }
}

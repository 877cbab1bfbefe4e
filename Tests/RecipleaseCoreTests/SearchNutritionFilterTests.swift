import Testing
@testable import RecipleaseCore

/// The per-serving nutrition limits, on a small index whose values are given, not estimated.
struct SearchNutritionFilterTests {
    /// Per serving: kcal, protein g, carbohydrate g, sodium mg; the pancakes have no estimate.
    static let values: [String: Nutrients] = [
        "chicken-rice": Nutrients(energy: 620, protein: 41.25, carbohydrate: 55, sodium: 780),
        "fried-rice": Nutrients(energy: 450.4, protein: 12.3, carbohydrate: 70.05, sodium: 420),
        "omelette": Nutrients(energy: 250, protein: 19, carbohydrate: 1.2, sodium: 390),
        "shrimp-rice": Nutrients(energy: 300.6, protein: 35, carbohydrate: 3, sodium: 1250.4),
    ]
    static func source(_ recipe: Recipe) -> Nutrients? { values[recipe.id.rawValue] }
    let index = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library, nutrition: SearchNutritionFilterTests.source)

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let limits: NutritionLimits
        let foods: [Food.ID]
        let expected: [String]
        init(_ name: String, _ limits: NutritionLimits, foods: [Food.ID] = [], _ expected: [String]) {
            self.name = name
            self.limits = limits
            self.foods = foods
            self.expected = expected
        }
        var testDescription: String { name }
    }

    @Test(arguments: [
        Row("no limit keeps the recipe without an estimate", NutritionLimits(),
            ["chicken-rice", "pancakes", "fried-rice", "shrimp-rice", "omelette"]),
        Row("max calories, rounded kcal compared", NutritionLimits(maxCalories: 450), ["fried-rice", "shrimp-rice", "omelette"]),
        Row("max calories just below a value", NutritionLimits(maxCalories: 300.4), ["omelette"]),
        Row("max calories 0 keeps nothing", NutritionLimits(maxCalories: 0), []),
        Row("min protein to the tenth of a gram", NutritionLimits(minProtein: 12.3), ["chicken-rice", "fried-rice", "shrimp-rice", "omelette"]),
        Row("min protein just above", NutritionLimits(minProtein: 12.35), ["chicken-rice", "shrimp-rice", "omelette"]),
        Row("min protein 0 keeps every estimated recipe", NutritionLimits(minProtein: 0),
            ["chicken-rice", "fried-rice", "shrimp-rice", "omelette"]),
        Row("max carbs", NutritionLimits(maxCarbs: 55), ["chicken-rice", "shrimp-rice", "omelette"]),
        Row("max sodium", NutritionLimits(maxSodium: 1000), ["chicken-rice", "fried-rice", "omelette"]),
        Row("all four together", NutritionLimits(maxCalories: 700, minProtein: 20, maxCarbs: 60, maxSodium: 1000), ["chicken-rice"]),
        Row("with foods", NutritionLimits(maxCarbs: 10), foods: ["garlic", "egg"], ["shrimp-rice", "omelette"]),
        Row("with foods, min protein", NutritionLimits(minProtein: 30), foods: ["rice"], ["chicken-rice"]),
        Row("a huge maximum keeps every estimated recipe", NutritionLimits(maxSodium: 1e12),
            ["chicken-rice", "fried-rice", "shrimp-rice", "omelette"]),
        Row("a negative or NaN limit keeps nothing", NutritionLimits(maxCalories: -1, minProtein: .nan), []),
    ])
    func limitsSelectTheRecipesWithinThem(_ row: Row) {
        // given the index above; when searched with the limits
        let results = index.search(SearchQuery(foods: row.foods, nutrition: row.limits, limit: 50))
        // then the right recipes, in browse (title) or rank order, and the total agrees
        #expect(results.hits.map(\.recipe.id.rawValue) == row.expected)
        #expect(results.total == row.expected.count)
    }

    @Test func randomPicksHonourTheLimits() {
        var generator = SplitMix64(seed: 3)
        let picks = index.random(SearchQuery(nutrition: NutritionLimits(maxCalories: 400)), count: 10, using: &generator)
        #expect(Set(picks.map(\.recipe.id.rawValue)) == ["shrimp-rice", "omelette"])
    }

    @Test func aChangedRecipeGetsItsNewValuesAndARemovedOneLeaves() {
        // given an index with a source that reads the recipe's servings as its kcal
        var index = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library) { recipe in
            recipe.servings.map { Nutrients(energy: Double($0) * 100) }
        }
        let query = SearchQuery(nutrition: NutritionLimits(maxCalories: 250), limit: 50)
        #expect(index.search(query).total == 0)
        // when the omelette is saved with 2 servings
        var omelette = Fixtures.library[2]
        omelette.servings = 2
        index.upsert(omelette)
        // then it is found; and gone again once removed
        #expect(index.search(query).hits.map(\.recipe.id.rawValue) == ["omelette"])
        #expect(index.indexedNutrition("omelette").energy == 200)
        index.remove("omelette")
        #expect(index.search(query).total == 0)
        #expect(index.indexedNutrition("omelette") == .unknown)
    }

    @Test(arguments: [
        (Nutrients(energy: 450.4, protein: 12.34, carbohydrate: 70.06, sodium: 420.5), IndexedNutrition(energy: 450, protein: 123, carbohydrate: 701, sodium: 421)),
        (Nutrients(energy: -5, protein: .nan, carbohydrate: 1e9, sodium: .infinity), IndexedNutrition(energy: 0, protein: 65535, carbohydrate: 65534, sodium: 65534)),
    ])
    func valuesAreStoredInTwoBytesEach(_ nutrients: Nutrients, _ expected: IndexedNutrition) {
        #expect(IndexedNutrition(nutrients) == expected)
        #expect(IndexedNutrition(nil) == .unknown)
    }

    @Test func eachRecipeCostsEightBytesMore() {
        let without = SearchIndex(catalog: Fixtures.catalog, recipes: [])
        let with = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library)
        #expect(with.energy.count == Fixtures.library.count && with.sodium.count == Fixtures.library.count)
        #expect(with.memoryFootprint > without.memoryFootprint)
    }
}

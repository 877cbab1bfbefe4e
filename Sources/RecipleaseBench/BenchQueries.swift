import Foundation
import RecipleaseCore

/// The bench's fixed set of searches: what people with a real kitchen would ask.
public enum BenchQueries {
    /// `count` seeded queries over a library: 3 to 10 foods drawn by how many recipes use them
    /// (pantry staples left out: nobody types salt), max-used or min-missing at even odds, one in
    /// ten counting the pantry, and every third query with one or two filters (diets, intolerances,
    /// cuisines search knows, meal types, ready time). Every fifth query (from the third) also has a
    /// per-serving nutrition limit or two, drawn from a stream of its own so the rest of the set is
    /// what it was before nutrition. Query `i` depends only on the seed, `i` and the library.
    public static func make(recipes: [Recipe], catalog: FoodCatalog, seed: UInt64, count: Int = 1000, limit: Int = 10) -> [SearchQuery] {
        let pantry = SearchSemantics.pantry(catalog)
        var uses: [Food.ID: Int] = [:]
        var cuisineUses: [String: Int] = [:]
        for recipe in recipes {
            for food in recipe.foods where !pantry.contains(food) { uses[food, default: 0] += 1 }
            // Only cuisines search offers as filters (the API refuses others).
            for cuisine in recipe.cuisines where Cuisine.canonical(cuisine) != nil { cuisineUses[cuisine, default: 0] += 1 }
        }
        // Sorted so the draw does not depend on dictionary order.
        let foods = WeightedChoice(uses.sorted { $0.key < $1.key }.map { ($0.key, Double($0.value)) })
        let cuisines = WeightedChoice(cuisineUses.sorted { $0.key < $1.key }.map { ($0.key, Double($0.value)) })
        guard !foods.isEmpty else { return [] }

        return (0..<count).map { number in
            var random = SplitMix64.stream(number, of: seed)
            var query = SearchQuery(limit: limit)
            let wanted = min(random.within(3...10), foods.count)
            var chosen: [Food.ID] = []
            var attempts = 0
            while chosen.count < wanted && attempts < 200 {
                attempts += 1
                if let food = foods.draw(&random), !chosen.contains(food) { chosen.append(food) }
            }
            query.foods = chosen
            query.ranking = random.chance(0.5) ? .maxUsed : .minMissing
            query.ignorePantry = !random.chance(0.1)
            if number % 3 == 0 {
                var kinds = [0, 1, 2, 3, 4]
                for _ in 0..<(random.chance(0.7) ? 1 : 2) {
                    switch kinds.remove(at: random.below(kinds.count)) {
                    case 0:
                        query.diets = Set(pick(from: Diet.allCases, count: random.chance(0.8) ? 1 : 2, &random))
                    case 1:
                        query.intolerances = Set(pick(from: Allergen.allCases, count: random.chance(0.7) ? 1 : 2, &random))
                    case 2:
                        for _ in 0..<(random.chance(0.7) ? 1 : 2) {
                            // Sometimes as a user would type it, to keep the comparison case-insensitive.
                            if let cuisine = cuisines.draw(&random) { query.cuisines.insert(random.chance(0.3) ? cuisine.lowercased() : cuisine) }
                        }
                    case 3:
                        query.mealTypes = Set(pick(from: MealType.allCases, count: random.chance(0.75) ? 1 : 2, &random))
                    default:
                        query.maxReadyTime = random.element(of: [15, 20, 30, 45, 60, 90, 120])
                    }
                }
            }
            if number % 5 == 2 { query.nutrition = nutritionLimits(number, seed: seed) }
            return query
        }
    }

    /// One limit, or two at one chance in four, at values a person watching one would type.
    static func nutritionLimits(_ number: Int, seed: UInt64) -> NutritionLimits {
        var random = SplitMix64.stream(number, of: seed ^ 0x6E75_7472_6974_696F)
        var limits = NutritionLimits()
        var kinds = [0, 1, 2, 3]
        for _ in 0..<(random.chance(0.75) ? 1 : 2) {
            switch kinds.remove(at: random.below(kinds.count)) {
            case 0: limits.maxCalories = random.element(of: [300.0, 400, 500, 600, 800])
            case 1: limits.minProtein = random.element(of: [10.0, 15, 20, 30])
            case 2: limits.maxCarbs = random.element(of: [20.0, 30, 45, 60])
            default: limits.maxSodium = random.element(of: [400.0, 600, 800, 1200])
            }
        }
        return limits
    }

    static func pick<T>(from all: [T], count: Int, _ random: inout SplitMix64) -> [T] {
        var rest = all
        var chosen: [T] = []
        while chosen.count < count && !rest.isEmpty { chosen.append(rest.remove(at: random.below(rest.count))) }
        return chosen
    }

    /// One line that says what a query asks, for reports.
    public static func describe(_ query: SearchQuery) -> String {
        var parts = ["foods: " + query.foods.map(\.rawValue).joined(separator: ", "), "ranking: \(query.ranking.rawValue)"]
        if !query.ignorePantry { parts.append("pantry counted") }
        if !query.text.isEmpty { parts.append("text: \(query.text)") }
        if !query.diets.isEmpty { parts.append("diets: " + query.diets.map(\.rawValue).sorted().joined(separator: ", ")) }
        if !query.intolerances.isEmpty { parts.append("intolerances: " + query.intolerances.map(\.rawValue).sorted().joined(separator: ", ")) }
        if !query.cuisines.isEmpty { parts.append("cuisines: " + query.cuisines.sorted().joined(separator: ", ")) }
        if !query.mealTypes.isEmpty { parts.append("meal types: " + query.mealTypes.sorted().map(\.rawValue).joined(separator: ", ")) }
        if let time = query.maxReadyTime { parts.append("ready in \(time) min") }
        if let missing = query.maxMissing { parts.append("at most \(missing) missing") }
        let n = query.nutrition
        if let value = n.maxCalories { parts.append("at most \(NutritionLimits.text(value)) kcal") }
        if let value = n.minProtein { parts.append("at least \(NutritionLimits.text(value)) g protein") }
        if let value = n.maxCarbs { parts.append("at most \(NutritionLimits.text(value)) g carbohydrate") }
        if let value = n.maxSodium { parts.append("at most \(NutritionLimits.text(value)) mg sodium") }
        return parts.joined(separator: "; ")
    }
}
